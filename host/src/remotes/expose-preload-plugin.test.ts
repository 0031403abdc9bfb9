import { createInstance } from '@module-federation/enhanced/runtime';
import { generateSnapshotFromManifest, type Manifest } from '@module-federation/sdk';
import type exposePreloadPluginType from './expose-preload-plugin';

/** The plugin as a new page loads it: what a page has started is the page's own. */
let exposePreloadPlugin: typeof exposePreloadPluginType;
beforeEach(() => {
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module per test, as per page
    exposePreloadPlugin = (require('./expose-preload-plugin') as { default: typeof exposePreloadPluginType }).default;
  });
});

const MANIFEST_URL = 'https://search.example.test/app/mf-manifest.json';

/** A remote's manifest as @module-federation/enhanced writes it (mf-search's, trimmed). */
const manifest = {
  id: 'mf_search',
  name: 'mf_search',
  metaData: {
    name: 'mf_search',
    type: 'app',
    buildInfo: { buildVersion: '0.1.0', buildName: '@directpay/mf-search' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    globalName: 'mf_search',
    pluginVersion: '2.9.2',
    publicPath: 'auto',
  },
  shared: [{ id: 'mf_search:react', name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.2.0', assets: { js: { async: [], sync: ['696.js'] }, css: { async: [], sync: [] } } }],
  remotes: [],
  exposes: [
    {
      id: 'mf_search:SearchRoutes',
      name: 'SearchRoutes',
      path: './SearchRoutes',
      assets: { js: { sync: ['561.js', '__federation_expose_SearchRoutes.js'], async: ['947.js'] }, css: { sync: ['561.css'], async: ['947.css'] } },
    },
    {
      // A second page of the remote that shares its first chunk and stylesheet with SearchRoutes.
      id: 'mf_search:CompareRoutes',
      name: 'CompareRoutes',
      path: './CompareRoutes',
      assets: { js: { sync: ['561.js', '__federation_expose_CompareRoutes.js'], async: [] }, css: { sync: ['561.css'], async: [] } },
    },
  ],
} as unknown as Manifest;

function afterResolve(expose: string) {
  const plugin = exposePreloadPlugin();
  const remoteSnapshot = generateSnapshotFromManifest(manifest, { version: MANIFEST_URL });
  return plugin.afterResolve!({ id: `mf_search/${expose}`, expose, remoteSnapshot } as never);
}

/** What the page has started: stylesheets and scripts, in order. */
const started = () =>
  [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="stylesheet"], script')].map((e) =>
    e instanceof HTMLScriptElement ? `script ${e.src} ${e.getAttribute('fetchpriority') ?? 'auto'}` : `style ${e.href}`,
  );

beforeEach(() => document.head.replaceChildren());

test('the exposed module\'s first scripts and stylesheets are started from the manifest, next to it', async () => {
  await afterResolve('./SearchRoutes');
  expect(started()).toEqual([
    'style https://search.example.test/app/561.css',
    'script https://search.example.test/app/561.js high',
    'script https://search.example.test/app/__federation_expose_SearchRoutes.js high',
  ]);
});

test('a file the page is already loading is not started again, and an unknown module starts nothing', async () => {
  const script = document.createElement('script');
  script.src = 'https://search.example.test/app/561.js';
  document.head.appendChild(script);
  await afterResolve('./SearchRoutes');
  await afterResolve('./SearchRoutes');
  await afterResolve('./Nothing');
  expect(started()).toEqual([
    'script https://search.example.test/app/561.js auto',
    'style https://search.example.test/app/561.css',
    'script https://search.example.test/app/__federation_expose_SearchRoutes.js high',
  ]);
});

test('through the runtime\'s own hook, the op every loadRemote makes is dropped and an explicit preloadRemote\'s is kept', async () => {
  const instance = createInstance({ name: 'host_under_test', remotes: [], plugins: [exposePreloadPlugin()] });
  const loadRemoteOp = { nameOrAlias: 'mf_search', exposes: ['./SearchRoutes'], resourceCategory: 'sync' as const, share: false, depsRemote: false, recordPreloadedAssets: true };
  const explicitOp = { nameOrAlias: 'mf_profile', resourceCategory: 'sync' as const, share: true, depsRemote: true };
  const preloadOps = [loadRemoteOp, explicitOp];
  await instance.remoteHandler.hooks.lifecycle.beforePreloadRemote.emit({ preloadOps, options: instance.options, origin: instance });
  expect(preloadOps).toEqual([explicitOp]);
});

test('a script that ran is not started again for another exposed module that shares it; one that failed is, for a Retry', async () => {
  await afterResolve('./SearchRoutes');
  const [css, shared, own] = document.head.children;
  shared.dispatchEvent(new Event('load'));
  own.dispatchEvent(new Event('error'));
  expect(document.head.children).toHaveLength(1);

  // The visitor moves to the remote's other page: only its own chunk is new.
  await afterResolve('./CompareRoutes');
  expect(started()).toEqual([`style ${(css as HTMLLinkElement).href}`, 'script https://search.example.test/app/__federation_expose_CompareRoutes.js high']);
  document.head.lastElementChild!.dispatchEvent(new Event('load'));

  // Retry on the first page: the chunk that failed is started again, the one that ran is not.
  await afterResolve('./SearchRoutes');
  expect(started()).toEqual([
    `style ${(css as HTMLLinkElement).href}`,
    'script https://search.example.test/app/__federation_expose_SearchRoutes.js high',
  ]);
});
