import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { DeclaredRoute } from '@directpay/contracts';

/** A remote's container name, as its webpack config names it (mf_search). */
export type RemoteName = string;

export interface RemotesFile {
  /** Remote name -> URL of its mf-manifest.json or remoteEntry.js. */
  remotes: Record<RemoteName, string>;
  /** The routes the remotes declare in their manifests, as the host's server last read them. */
  routes?: DeclaredRoute[];
}

/** Learned at run time (from the page or /remotes.json): a remote moves or adds a page without a host rebuild. */
let file: Required<RemotesFile> = { remotes: {}, routes: [] };

export function registerRemotesFile({ remotes, routes = [] }: RemotesFile): void {
  file = { remotes: { ...remotes }, routes };
}

export const remoteRoutes = (): readonly DeclaredRoute[] => file.routes;

export async function fetchRemotesFile(url = '/remotes.json'): Promise<RemotesFile> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as RemotesFile;
}

/** The federation chunk, loaded with the first remote page; a failed load is tried again next time. */
let federation: Promise<ModuleFederation> | undefined;

/** An exposed module through the runtime; `retry` registers the remote afresh, so its manifest is read again. */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string, retry = false): Promise<T> {
  const entry = file.remotes[remote];
  if (!entry) throw new Error(`No URL is configured for ${remote}`);
  if (!federation) {
    federation = import(/* webpackChunkName: "federation" */ './federation').then(({ createFederation }) => createFederation(file.remotes));
    federation.catch(() => (federation = undefined));
  }
  const instance = await federation;
  if (retry) instance.registerRemotes([{ name: remote, entry }], { force: true });
  const module = await instance.loadRemote<T>(`${remote}/${exposed}`);
  if (!module) throw new Error(`${remote}/${exposed} loaded nothing`);
  return module;
}
