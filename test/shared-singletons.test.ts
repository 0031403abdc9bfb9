/**
 * What each app's build shares with the page (scripts/webpack/create-app-config.ts),
 * read from the real workspaces' package.json files. The router and react-leaflet
 * are shared through shared-ui's façades, tree-shaken, never as their packages
 * (a shared package ships whole); the map's façade only by the apps that draw a
 * map, so the host, which draws none, is never asked to provide it (issue 16).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedSingletons } from '../scripts/webpack/shared-modules';

const ROOT = path.resolve(__dirname, '..');
const APPS = ['host', 'mf-search', 'mf-profile', 'mf-account'];
const dependencies = (app: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies;
const installed = (name: string) => (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

const SHARED_UI_SRC = path.join(ROOT, 'shared-ui', 'src');

/** The shared-ui source files an entry bundles, itself included, following relative and `#src/` imports (not the package name). */
function modulesOf(entry: string): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    // Type-only imports bundle nothing.
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^(?:import|export) (?!type )[^;]*?from '((?:\.{1,2}\/|#src\/)[^']+)'/gm)) {
      const base = spec.startsWith('#src/') ? path.join(SHARED_UI_SRC, spec.slice(5)) : path.resolve(path.dirname(file), spec);
      const next = ['', '.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate) && !candidate.endsWith('.json'));
      if (next && /\.tsx?$/.test(next)) visit(next);
    }
  };
  visit(path.join(SHARED_UI_SRC, entry));
  return found;
}

describe('the modules each app shares', () => {
  it('never shares react-router or react-leaflet as a package', () => {
    for (const app of APPS) {
      const keys = Object.keys(sharedSingletons(path.join(ROOT, app)));
      expect(keys).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(react-router|react-router-dom|react-leaflet|@react-leaflet\/.*)$/)]));
      // Every app shares the router's façade, at react-router-dom's version and its own range.
      expect(sharedSingletons(path.join(ROOT, app))['@directpay/shared-ui/routing']).toEqual({
        singleton: true,
        strictVersion: true,
        requiredVersion: dependencies(app)['react-router-dom'],
        version: installed('react-router-dom'),
      });
    }
  });

  it("bundles shared-ui's remote-ui entry point in each app, and shares every other entry point", () => {
    const entryPoints = Object.keys((JSON.parse(readFileSync(path.join(ROOT, 'shared-ui', 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports)
      .filter((key) => key.startsWith('./') && !key.endsWith('.json'))
      .map((key) => `@directpay/shared-ui/${key.slice(2)}`)
      .filter((key) => key !== '@directpay/shared-ui/map');
    for (const app of APPS) {
      const keys = Object.keys(sharedSingletons(path.join(ROOT, app)));
      expect(keys).not.toContain('@directpay/shared-ui/remote-ui');
      expect(keys).toEqual(expect.arrayContaining(entryPoints.filter((key) => key !== '@directpay/shared-ui/remote-ui')));
    }
  });

  it("keeps remote-ui's modules apart from the main entry's: what they need of it comes through the package name, the page's shared copy", () => {
    const inMain = modulesOf('index.ts');
    const inRemoteUi = modulesOf('entry-points/remote-ui.ts');
    expect(inRemoteUi.size).toBeGreaterThan(5);
    expect([...inRemoteUi].filter((file) => inMain.has(file))).toEqual([]);
  });

  it('shares the map façade from the apps that draw a map, at react-leaflet\'s version and their own range', () => {
    for (const app of ['mf-search', 'mf-profile']) {
      expect(sharedSingletons(path.join(ROOT, app))['@directpay/shared-ui/map']).toEqual({
        singleton: true,
        strictVersion: true,
        requiredVersion: dependencies(app)['react-leaflet'],
        version: installed('react-leaflet'),
      });
      // Leaflet itself stays a singleton of its own: one Leaflet for both maps.
      expect(sharedSingletons(path.join(ROOT, app)).leaflet).toMatchObject({ singleton: true, requiredVersion: dependencies(app).leaflet });
    }
  });

  it('leaves the map façade out of the host and the account area, which draw no map', () => {
    for (const app of ['host', 'mf-account']) {
      expect(dependencies(app)['react-leaflet']).toBeUndefined();
      expect(Object.keys(sharedSingletons(path.join(ROOT, app)))).not.toContain('@directpay/shared-ui/map');
      // Their other shared-ui entry points are shared as before.
      expect(Object.keys(sharedSingletons(path.join(ROOT, app)))).toEqual(expect.arrayContaining(['@directpay/shared-ui', '@directpay/shared-ui/query']));
    }
  });

  it('takes an app\'s override of a façade\'s library range, as for any shared package', () => {
    const shared = sharedSingletons(path.join(ROOT, 'mf-search'), { 'react-leaflet': { requiredVersion: '^6.0.0' } });
    expect(shared['@directpay/shared-ui/map']).toMatchObject({ requiredVersion: '^6.0.0', version: installed('react-leaflet') });
  });
});
