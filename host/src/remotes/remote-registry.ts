import { locateRemote, type RemoteLocation } from './remote-manifest';
import type { RemoteContainer } from './remote-container';
import { startScript, startStylesheet } from './page-files';

/** Container names of the remotes, as each remote's webpack config names them. */
export const REMOTE_NAMES = ['mf_search', 'mf_profile', 'mf_account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RemotesFile {
  /** Remote name -> URL of its mf-manifest.json or remoteEntry.js. */
  remotes: Record<RemoteName, string>;
}

let entries: Partial<Record<RemoteName, string>> = {};

/**
 * Keeps the remotes the host learned at run time (written into the page, or
 * /remotes.json), so a team moves its remote to another URL without rebuilding
 * the host. The federation runtime is not part of the host's start-up: it comes with
 * the first remote's page (federation.ts).
 */
export function registerRemotesFile(file: RemotesFile): void {
  entries = { ...file.remotes };
}

type FederationModule = typeof import('./federation');

/**
 * Loads kept for the page's life: the federation chunk (the runtime and the
 * host's container loading, with the first remote's page), each remote's
 * location, and each container once open. A failed one is dropped, so the next
 * load tries again; Retry also reads the remote's manifest afresh, which finds a
 * remote redeployed since.
 */
const runtimes = new Map<'federation', Promise<FederationModule>>();
const locations = new Map<RemoteName, Promise<RemoteLocation>>();
const containers = new Map<string, Promise<RemoteContainer>>();
function kept<K, T>(loads: Map<K, Promise<T>>, key: K, load: () => Promise<T>): Promise<T> {
  const known = loads.get(key);
  if (known) return known;
  const started = load();
  loads.set(key, started);
  started.catch(() => {
    if (loads.get(key) === started) loads.delete(key);
  });
  return started;
}

export async function fetchRemotesFile(url = '/remotes.json'): Promise<RemotesFile> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as RemotesFile;
}

/**
 * Loads an exposed module: the remote's location (its manifest) and the
 * federation runtime together, then the module's first files started beside its
 * container script, then the module. `retry` reads the remote's location afresh.
 */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string, retry = false): Promise<T> {
  const url = entries[remote];
  if (!url) throw new Error(`No URL is configured for ${remote}`);
  if (retry) locations.delete(remote);
  const locating = kept(locations, remote, () => locateRemote(remote, url));
  const starting = kept(runtimes, 'federation', () => import(/* webpackChunkName: "federation" */ './federation'));
  // Awaited below; a location that fails first must not leave this one's failure unhandled.
  starting.catch(() => undefined);
  const location = await locating;
  const first = location.firstFiles[exposed];
  first?.css.forEach(startStylesheet);
  first?.js.forEach(startScript);
  const federation = await starting;
  const container = await kept(containers, location.entry, () => federation.openContainer(federation.federation(), location));
  return federation.exposedModule<T>(container, exposed);
}
