import type { ComponentType } from 'react';
import { loadRemoteModule, type RemoteName } from './remote-registry';

/** A remote that has not answered by then shows its fallback with Retry. */
export const REMOTE_TIME_LIMIT_MS = 10_000;

type PageModule = { default: ComponentType };

/** One load of an exposed page, started at first render (or before it: app/start-first-remote-page.ts) and read by the mount. */
export interface RemotePage {
  loaded?: PageModule;
  failed?: { error: unknown };
  settled: Promise<void>;
  /** Changes on every reload, so a mount can reset its error boundary. */
  version: number;
}

/** Kept outside React: a mount thrown away and rendered again before it commits must not start a new download each time. */
const pages = new Map<string, RemotePage>();

export function remotePage(remote: RemoteName, exposed: string): RemotePage {
  const key = `${remote}/${exposed}`;
  return pages.get(key) ?? store(key, remote, exposed, 0, false);
}

/** Drops a failed load: the next render fetches the remote's manifest, entry and chunks again. */
export function reloadRemotePage(remote: RemoteName, exposed: string): RemotePage {
  const key = `${remote}/${exposed}`;
  return store(key, remote, exposed, (pages.get(key)?.version ?? 0) + 1, true);
}

function store(key: string, remote: RemoteName, exposed: string, version: number, fresh: boolean): RemotePage {
  const page: RemotePage = { version, settled: Promise.resolve() };
  page.settled = loadPage(remote, exposed, fresh).then(
    (module) => {
      page.loaded = module;
    },
    (error: unknown) => {
      page.failed = { error };
    },
  );
  pages.set(key, page);
  return page;
}

class RemoteTimeout extends Error {
  constructor(remote: RemoteName, exposed: string, ms: number) {
    super(`${remote}/${exposed} did not load within ${ms / 1000} s`);
    this.name = 'RemoteTimeout';
  }
}

/** One load per page until the visitor presses Retry, which reloads on a fresh manifest and so finds a redeployed remote. */
async function loadPage(remote: RemoteName, exposed: string, fresh: boolean): Promise<PageModule> {
  const module = await withTimeLimit(loadRemoteModule<PageModule>(remote, exposed, fresh), REMOTE_TIME_LIMIT_MS, remote, exposed);
  return { default: module.default };
}

function withTimeLimit<T>(promise: Promise<T>, ms: number, remote: RemoteName, exposed: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteTimeout(remote, exposed, ms)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
