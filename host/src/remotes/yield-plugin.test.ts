import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import yieldPlugin from './yield-plugin';

let remotes = 0;

/**
 * The real runtime loading a remote whose entry a test plugin hands over (no
 * script to fetch in jsdom): the steps the yields separate are the entry's
 * container init and the exposed module's factory.
 */
function loadFakeRemote(plugins: ModuleFederationRuntimePlugin[]) {
  const steps: string[] = [];
  const entry = {
    init: async () => {
      steps.push('init');
    },
    get: async () => () => {
      steps.push('factory');
      return { default: 'the page' };
    },
  };
  const handOver: ModuleFederationRuntimePlugin = { name: 'test-entry', loadEntry: async () => entry as never };
  // The runtime keeps a remote's entry for the page's life, by name and URL: a new remote per test.
  const name = `remote_${(remotes += 1)}`;
  const instance = createInstance({
    name: `host_${remotes}`,
    remotes: [{ name, entry: `https://remote.example.test/${name}/remoteEntry.js` }],
    plugins: [handOver, ...plugins],
  });
  const loaded = instance.loadRemote<{ default: string }>(`${name}/Page`);
  return { steps, loaded };
}

/** Every promise callback already queued, and those they queue: what one task runs to its end. */
async function drainMicrotasks() {
  for (let i = 0; i < 200; i++) await Promise.resolve();
}

describe('yieldPlugin', () => {
  it('without it, the runtime goes from the container init to the module factory in one task', async () => {
    const { steps, loaded } = loadFakeRemote([]);
    await drainMicrotasks();
    expect(steps).toEqual(['init', 'factory']);
    await expect(loaded).resolves.toEqual({ default: 'the page' });
  });

  it('splits the start of a remote into tasks and still delivers its module', async () => {
    const { steps, loaded } = loadFakeRemote([yieldPlugin()]);
    await drainMicrotasks();
    // The chain stopped at a yield: the rest waits for a later task.
    expect(steps).not.toContain('factory');
    await expect(loaded).resolves.toEqual({ default: 'the page' });
    expect(steps).toEqual(['init', 'factory']);
  });

  it('hands each hook its arguments back unchanged', async () => {
    const plugin = yieldPlugin();
    const args = { shareScope: {}, initScope: [], remoteEntryInitOptions: {}, remoteInfo: {}, origin: {} } as never;
    await expect(plugin.beforeInitContainer!(args)).resolves.toBe(args);
    await expect(plugin.initContainer!(args)).resolves.toBe(args);
  });
});
