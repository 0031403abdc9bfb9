import path from 'node:path';
import type { Page } from '@playwright/test';
import { startStaticServer } from '../../scripts/serve-static';
import { site } from './site';
import { readRuntimeFromFiles } from './runtime-from-files';

const ROOT = path.resolve(__dirname, '../..');

/** A remote served by a test; `close` takes it down as a stopped server goes down. */
export interface RemoteServer {
  close(): Promise<void>;
}

/** Serves a remote's built folder on its own port, as a team deploying it elsewhere would. */
export async function serveRemote(dir: 'mf-search' | 'mf-profile' | 'mf-account', port: number): Promise<RemoteServer> {
  const app = await startStaticServer({ root: path.join(ROOT, dir, 'dist'), port });
  return {
    // Every connection drops at once. Fastify's close alone waits for connections still busy (a chunk
    // the page loads after its first paint, as the search's map) and for those Chromium opened ahead of
    // need and never used, which Node keeps until its headers timeout: up to a minute, past a test's time.
    close: async () => {
      await new Promise<void>((resolve) => {
        app.server.close(() => resolve());
        app.server.closeAllConnections();
      });
      await app.close();
    },
  };
}

/** Hands the host a remotes file that points `remote` at `url`, as a deploy rewriting /remotes.json would. */
export async function useRemotesFile(page: Page, overrides: Partial<Record<keyof typeof site.remotes, string>>): Promise<void> {
  await readRuntimeFromFiles(page);
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ json: { remotes: { ...site.remotes, ...overrides } }, headers: { 'cache-control': 'no-cache' } }),
  );
}
