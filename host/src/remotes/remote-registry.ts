import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { DeclaredRoute } from '@directpay/contracts';
import type { RemoteUrls } from './federation';

/** A remote's container name, as its webpack config names it (mf_search). */
export type RemoteName = string;

export interface RemotesFile {
  /** Remote name -> URL of its mf-manifest.json or remoteEntry.js. */
  remotes: Record<RemoteName, string>;
  /** The routes the remotes declare in their manifests, as the host's server last read them. */
  routes?: DeclaredRoute[];
}

let urls: RemoteUrls = {};
let routes: readonly DeclaredRoute[] = [];

/** The remotes learned at run time (from the page or /remotes.json) and their routes: a remote moves or adds a page without a host rebuild. */
export function registerRemotesFile(file: RemotesFile): void {
  urls = { ...file.remotes };
  routes = file.routes ?? [];
}

/** The path prefixes the remotes serve, with their pages. */
export const remoteRoutes = (): readonly DeclaredRoute[] => routes;

export async function fetchRemotesFile(url = '/remotes.json'): Promise<RemotesFile> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as RemotesFile;
}

/** The federation chunk, loaded with the first remote's page; a failed load is tried again next time. */
let federation: Promise<ModuleFederation> | undefined;
function instance(): Promise<ModuleFederation> {
  if (!federation) {
    federation = import(/* webpackChunkName: "federation" */ './federation').then(({ createFederation }) => createFederation(urls));
    federation.catch(() => (federation = undefined));
  }
  return federation;
}

/** Loads an exposed module through the runtime; `retry` registers the remote afresh, so a redeployed remote's manifest is read again. */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string, retry = false): Promise<T> {
  const entry = urls[remote];
  if (!entry) throw new Error(`No URL is configured for ${remote}`);
  const federation = await instance();
  if (retry) federation.registerRemotes([{ name: remote, entry }], { force: true });
  const module = await federation.loadRemote<T>(`${remote}/${exposed}`);
  if (!module) throw new Error(`${remote}/${exposed} loaded nothing`);
  return module;
}
