import { createInstance } from '@module-federation/enhanced/runtime';
import { exposedModule, openContainer, type RemoteContainer } from './remote-container';

let remotes = 0;

/**
 * A remote whose container script has run (jsdom runs no fetched scripts): the
 * global it set, and what the host's calls did to it, step by step.
 */
function ranContainer() {
  const globalName = `remote_${(remotes += 1)}`;
  const steps: string[] = [];
  const calls: { shareScope: unknown; initScope: unknown[]; options: Record<string, unknown> }[] = [];
  const container: RemoteContainer = {
    init: async (shareScope, initScope, options) => {
      steps.push('init');
      calls.push({ shareScope, initScope, options: options as Record<string, unknown> });
    },
    get: async (exposed) => {
      steps.push(`get ${exposed}`);
      return () => {
        steps.push('factory');
        return { default: 'the page' };
      };
    },
  };
  (globalThis as Record<string, unknown>)[globalName] = container;
  return { location: { entry: `https://remote.example.test/${globalName}/remoteEntry.js`, globalName, firstFiles: {} }, steps, calls };
}

/** Every promise callback already queued, and those they queue: what one task runs to its end. */
async function drainMicrotasks() {
  for (let i = 0; i < 200; i++) await Promise.resolve();
}

test('a container is started against the host instance\'s share scope, with the runtime\'s own init options', async () => {
  const instance = createInstance({ name: `host_${remotes}`, remotes: [], shared: { react: { version: '19.3.1', lib: () => ({}) as never, shareConfig: { singleton: true, requiredVersion: '^19.2.0' } } } });
  const { location, calls } = ranContainer();
  await openContainer(instance, location);
  expect(calls).toHaveLength(1);
  const [{ shareScope, initScope, options }] = calls;
  // The scope the remote reads the host's modules from is the instance's own, React in it.
  expect(shareScope).toBe(instance.shareScopeMap.default);
  expect(Object.keys(shareScope as object)).toContain('react');
  expect(initScope).toEqual([]);
  expect(options).toEqual({ version: '', shareScopeKeys: 'default' });
  // The whole map goes along, not enumerable, as the runtime passes it.
  expect(options.shareScopeMap).toBe(instance.shareScopeMap);
  expect(Object.keys(options)).not.toContain('shareScopeMap');
});

test('the container\'s start and the module\'s factory are tasks of their own, and the module arrives', async () => {
  const instance = createInstance({ name: `host_yield_${remotes}`, remotes: [] });
  const { location, steps } = ranContainer();
  const loaded = openContainer(instance, location).then((container) => exposedModule<{ default: string }>(container, 'Page'));
  await drainMicrotasks();
  // The chain stopped at a yield after the script: the container's start waits for a later task.
  expect(steps).toEqual([]);
  await expect(loaded).resolves.toEqual({ default: 'the page' });
  expect(steps).toEqual(['init', 'get ./Page', 'factory']);
});

test('a module the container does not expose fails with the container\'s own error', async () => {
  const instance = createInstance({ name: `host_missing_${remotes}`, remotes: [] });
  const { location } = ranContainer();
  const container = await openContainer(instance, location);
  container.get = () => Promise.reject(new Error('Module "./Nothing" does not exist in container.'));
  await expect(exposedModule(container, 'Nothing')).rejects.toThrow('Module "./Nothing" does not exist in container.');
});
