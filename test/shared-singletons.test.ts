/**
 * What each app's build shares with the page (scripts/webpack/create-app-config.ts),
 * read from the real workspaces' package.json files. The router and react-leaflet
 * are shared through shared-ui's façades, tree-shaken, never as their packages
 * (a shared package ships whole); the map's façade only by the apps that draw a
 * map, so the host, which draws none, is never asked to provide it (issue 16).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedSingletons } from '../scripts/webpack/shared-modules';

const ROOT = path.resolve(__dirname, '..');
const APPS = ['host', 'mf-search', 'mf-profile', 'mf-account'];
const dependencies = (app: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies;
const installed = (name: string) => (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

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
