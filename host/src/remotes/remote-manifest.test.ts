import type { Manifest } from '@module-federation/sdk';
import { locateRemote, locationFromManifest } from './remote-manifest';

const MANIFEST_URL = 'https://search.example.test/app/mf-manifest.json';

/** A remote's manifest as @module-federation/enhanced writes it (mf-search's, trimmed). */
function manifest(metaData: Record<string, unknown> = {}): Manifest {
  return {
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
      ...metaData,
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
    ],
  } as unknown as Manifest;
}

test('a manifest with the public path "auto" places the entry and each exposed module\'s first files beside it', () => {
  expect(locationFromManifest(manifest(), MANIFEST_URL)).toEqual({
    entry: 'https://search.example.test/app/remoteEntry.js',
    globalName: 'mf_search',
    firstFiles: {
      SearchRoutes: {
        js: ['https://search.example.test/app/561.js', 'https://search.example.test/app/__federation_expose_SearchRoutes.js'],
        css: ['https://search.example.test/app/561.css'],
      },
    },
  });
});

test('a public path of its own, absolute or from the root, and an entry in a folder, are followed', () => {
  const onCdn = locationFromManifest(manifest({ publicPath: 'https://cdn.example.test/search/1.2.0', remoteEntry: { name: 'remoteEntry.js', path: './static/', type: 'global' } }), MANIFEST_URL);
  expect(onCdn.entry).toBe('https://cdn.example.test/search/1.2.0/static/remoteEntry.js');
  expect(onCdn.firstFiles.SearchRoutes.js[0]).toBe('https://cdn.example.test/search/1.2.0/561.js');
  const fromRoot = locationFromManifest(manifest({ publicPath: '/search/', remoteEntry: { name: 'remoteEntry.js', path: '/entry', type: 'global' } }), MANIFEST_URL);
  expect(fromRoot.entry).toBe('https://search.example.test/search/entry/remoteEntry.js');
  // The shared modules' files are the host's to give, never started for the remote's page.
  expect(Object.values(fromRoot.firstFiles).flatMap((files) => files.js)).not.toContain('https://search.example.test/search/696.js');
});

test('a manifest whose public path is a function to run is refused, naming the manifest', () => {
  const metaData = { ...manifest().metaData } as Record<string, unknown>;
  delete metaData.publicPath;
  metaData.getPublicPath = 'function () { return window.cdn }';
  expect(() => locationFromManifest({ ...manifest(), metaData } as unknown as Manifest, MANIFEST_URL)).toThrow(
    `${MANIFEST_URL} gives its public path as a function (getPublicPath); the host reads only a path or "auto"`,
  );
});

test('a remote listed by its remoteEntry.js is found without a request, under its own name, with no first files', async () => {
  await expect(locateRemote('mf_profile', 'https://profile.example.test/remoteEntry.js?v=2')).resolves.toEqual({
    entry: 'https://profile.example.test/remoteEntry.js?v=2',
    globalName: 'mf_profile',
    firstFiles: {},
  });
});

test('a damaged or foreign manifest is refused, naming it, rather than failing on a missing field', () => {
  const refused = `${MANIFEST_URL} is not a Module Federation manifest: it names no container script, global or exposed modules`;
  expect(() => locationFromManifest({ statusCode: 500, message: 'Internal Server Error' } as unknown as Manifest, MANIFEST_URL)).toThrow(refused);
  expect(() => locationFromManifest(null as unknown as Manifest, MANIFEST_URL)).toThrow(refused);
  const noExposes = { ...manifest(), exposes: undefined } as unknown as Manifest;
  expect(() => locationFromManifest(noExposes, MANIFEST_URL)).toThrow(refused);
  const noEntry = manifest({ remoteEntry: {} });
  expect(() => locationFromManifest(noEntry, MANIFEST_URL)).toThrow(refused);
});
