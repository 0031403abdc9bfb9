import { cpSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startStaticServer } from '../../scripts/serve-static';
import type { RemoteDir } from './remote-builds';
import { site } from './site';
import { readRuntimeFromFiles } from './runtime-from-files';

const ROOT = path.resolve(__dirname, '../..');

/** A remote served by a test; `close` takes it down as a stopped server goes down. */
export interface RemoteServer {
  close(): Promise<void>;
}

/** Serves a built remote folder on `port`, with the same headers as a deployed remote. */
export async function serveFolder(root: string, port: number): Promise<RemoteServer> {
  const app = await startStaticServer({ root, port });
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

/** Serves a remote's built folder on its own port, as a team deploying it elsewhere would. */
export function serveRemote(dir: RemoteDir, port: number): Promise<RemoteServer> {
  return serveFolder(path.join(ROOT, dir, 'dist'), port);
}

/** A remote served from a copy of its build, whose files a test can take away and put back as deploys do. */
export interface RemoteCopy extends RemoteServer {
  /** Takes away the files whose names match (with their .br and .gz copies); the server then answers 404 for them. */
  remove(files: RegExp): string[];
  /** Puts back what `remove` took away. */
  restore(): void;
}

/** Serves a copy of a remote's built folder on its own port. */
export async function serveRemoteCopy(dir: RemoteDir, port: number): Promise<RemoteCopy> {
  const base = mkdtempSync(path.join(os.tmpdir(), `${dir}-copy-`));
  const root = path.join(base, 'dist');
  const aside = path.join(base, 'removed');
  cpSync(path.join(ROOT, dir, 'dist'), root, { recursive: true });
  mkdirSync(aside);
  const server = await serveFolder(root, port);
  return {
    remove(files) {
      const names = readdirSync(root).filter((name) => files.test(name));
      for (const name of names) renameSync(path.join(root, name), path.join(aside, name));
      return names;
    },
    restore() {
      for (const name of readdirSync(aside)) renameSync(path.join(aside, name), path.join(root, name));
    },
    close: async () => {
      await server.close();
      rmSync(base, { recursive: true, force: true });
    },
  };
}

/**
 * Hands the host the site's remotes file with `remote` pointed at `url`, as a deploy moving a
 * remote would; the routes stay those the host's server read from the remotes' manifests.
 */
export async function useRemotesFile(page: Page, overrides: Partial<Record<keyof typeof site.remotes, string>>): Promise<void> {
  await readRuntimeFromFiles(page);
  await page.route('**/remotes.json', async (route) => {
    const served = (await (await route.fetch()).json()) as { remotes: Record<string, string> };
    await route.fulfill({ json: { ...served, remotes: { ...served.remotes, ...overrides } }, headers: { 'cache-control': 'no-cache' } });
  });
}

/** `text` matched literally inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A URL pattern for `remote`'s manifest as the site serves it, for `page.route` (a RegExp, never a function). */
export function manifestOf(remote: keyof typeof site.remotes): RegExp {
  return new RegExp(`^${escapeRegExp(new URL(site.remotes[remote]).origin)}/(?:[^?#]*/)?mf-manifest\\.json(?:[?#]|$)`);
}
