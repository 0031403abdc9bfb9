import { loadScript, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { nextTask } from '../app/next-task';
import type { RemoteLocation } from './remote-manifest';

/** A remote's container: what its remoteEntry.js sets, webpack's container interface. */
export interface RemoteContainer {
  init(shareScope: unknown, initScope: unknown[], options: unknown): unknown;
  get(exposed: string): Promise<() => unknown>;
}

const isContainer = (value: unknown): value is RemoteContainer =>
  typeof (value as RemoteContainer | undefined)?.init === 'function' && typeof (value as RemoteContainer).get === 'function';

/**
 * Runs a remote's container script and joins it to the page's shared modules,
 * as the federation runtime's own remote loading does
 * (runtime-core's Module.init): the container gets the host instance's share
 * scope, so it takes the host's React, router and shared-ui, and refuses at
 * once a host copy outside a range it requires.
 *
 * The host's runtime is built without its remote loading
 * (`FEDERATION_OPTIMIZE_NO_REMOTE`, scripts/webpack/create-app-config.ts), which
 * would also fetch and parse each remote's manifest for a snapshot it keeps:
 * the host reads the manifest itself (remote-manifest.ts) and keeps the page's
 * federation runtime to what every remote uses, its shared modules.
 *
 * Each step yields to the browser (next-task.ts): the entry's evaluation, the
 * container's start and the module's factory are tasks of their own, not one
 * chain of promises that is one of the page's longest tasks on a slow phone.
 */
export async function openContainer(instance: ModuleFederation, location: RemoteLocation): Promise<RemoteContainer> {
  const global = globalThis as unknown as Record<string, unknown>;
  // A container that ran before (a Retry after one of its chunks failed) is not run again.
  if (!isContainer(global[location.globalName])) await loadScript(location.entry, {});
  const container = global[location.globalName];
  if (!isContainer(container)) throw new Error(`${location.entry} ran but set no container ${location.globalName}`);
  await nextTask();
  const shareScopeMap = instance.shareScopeMap;
  shareScopeMap.default ??= {};
  // The runtime's own options for a container's init: the scope's name, and the whole map, not enumerable.
  const options = { version: '', shareScopeKeys: 'default' };
  Object.defineProperty(options, 'shareScopeMap', { value: shareScopeMap, enumerable: false });
  await container.init(shareScopeMap.default, [], options);
  await nextTask();
  return container;
}

/** One exposed module of an open container: its chunks loaded, then its factory run, in tasks of their own. */
export async function exposedModule<T>(container: RemoteContainer, exposed: string): Promise<T> {
  const factory = await container.get(`./${exposed}`);
  await nextTask();
  const module = factory() as T;
  await nextTask();
  return module;
}
