import type { ModuleFederation } from '@module-federation/enhanced/runtime';

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
 * the host. They are registered with the federation runtime when the first
 * remote loads: the runtime is not part of the host's start-up (federation.ts).
 */
export function registerRemotesFile(file: RemotesFile): void {
  entries = { ...file.remotes };
}

type FederationModule = typeof import('./federation');

/** The federation runtime with every configured remote registered, loaded once. */
let runtime: Promise<{ federation: FederationModule; instance: ModuleFederation }> | undefined;
function federationRuntime(): Promise<{ federation: FederationModule; instance: ModuleFederation }> {
  runtime ??= import(/* webpackChunkName: "federation" */ './federation')
    .then((federation) => {
      const instance = federation.federation();
      instance.registerRemotes(REMOTE_NAMES.filter((name) => entries[name]).map((name) => ({ name, entry: entries[name]! })));
      return { federation, instance };
    })
    // A failed download (the network dropped) is not kept: Retry fetches the chunk again.
    .catch((error: unknown) => {
      runtime = undefined;
      throw error;
    });
  return runtime;
}

export async function fetchRemotesFile(url = '/remotes.json'): Promise<RemotesFile> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as RemotesFile;
}

/**
 * Loads an exposed module. `retry` re-registers the remote first, which drops
 * the runtime's cached failure so a remote that came back is fetched again.
 */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string, retry = false): Promise<T> {
  const entry = entries[remote];
  if (!entry) throw new Error(`No URL is configured for ${remote}`);
  const { federation, instance } = await federationRuntime();
  if (retry) federation.registerAgain(instance, { name: remote, entry });
  const module = await instance.loadRemote<T>(`${remote}/${exposed}`);
  if (!module) throw new Error(`${remote}/${exposed} could not be loaded`);
  return module;
}
