import path from 'node:path';
import type { Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { startStaticServer } from '../../scripts/serve-static';
import { site } from './site';
import { readRuntimeFromFiles } from './runtime-from-files';

const ROOT = path.resolve(__dirname, '../..');

/** Serves a remote's built folder on its own port, as a team deploying it elsewhere would. */
export async function serveRemote(dir: 'mf-search' | 'mf-profile' | 'mf-account', port: number): Promise<FastifyInstance> {
  return startStaticServer({ root: path.join(ROOT, dir, 'dist'), port });
}

/** Hands the host a remotes file that points `remote` at `url`, as a deploy rewriting /remotes.json would. */
export async function useRemotesFile(page: Page, overrides: Partial<Record<keyof typeof site.remotes, string>>): Promise<void> {
  await readRuntimeFromFiles(page);
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ json: { remotes: { ...site.remotes, ...overrides } }, headers: { 'cache-control': 'no-cache' } }),
  );
}
