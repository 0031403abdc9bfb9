import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '#support/fixtures';
import { site } from '#support/site';

const ROOT = path.resolve(__dirname, '../../..');

/** What each remote's production build exposes: the route module per prefix the host delegates (and older single pages). */
const REMOTES = [
  { dir: 'mf-search', name: 'mf_search', routes: ['SearchRoutes', 'CompareRoutes'] },
  { dir: 'mf-profile', name: 'mf_profile', routes: ['ClinicRoutes', 'ClinicTestRoutes', 'EstimateRoutes'] },
  { dir: 'mf-account', name: 'mf_account', routes: ['AccountApp'] },
] as const;

test.describe('a remote production build holds only what the host loads', () => {
  for (const remote of REMOTES) {
    test(`${remote.dir}: no index.html, no standalone main bundle; the container, its manifest and the route modules`, async ({ request }) => {
      const files = readdirSync(path.join(ROOT, remote.dir, 'dist'));
      expect(files).toContain('remoteEntry.js');
      expect(files).toContain('mf-manifest.json');
      expect(files.filter((f) => f.endsWith('.html'))).toEqual([]);
      expect(files.filter((f) => /^main[.-]/.test(f))).toEqual([]);

      const manifest = JSON.parse(readFileSync(path.join(ROOT, remote.dir, 'dist', 'mf-manifest.json'), 'utf8')) as {
        name: string;
        exposes: { name: string }[];
        shared: { name: string; singleton?: boolean }[];
      };
      expect(manifest.name).toBe(remote.name);
      expect(manifest.exposes.map((e) => e.name)).toEqual(expect.arrayContaining([...remote.routes]));
      const singletons = manifest.shared.filter((s) => s.singleton).map((s) => s.name);
      expect(singletons).toEqual(expect.arrayContaining(['react', 'react-dom', '@directpay/shared-ui/routing', '@directpay/shared-ui/styled', 'zustand', '@directpay/shared-ui']));

      // Served as deployed: the production origin has no standalone page to show.
      const origin = new URL(site.remotes[remote.name]).origin;
      expect((await request.get(`${origin}/remoteEntry.js`)).status()).toBe(200);
      expect((await request.get(`${origin}/`, { headers: { accept: 'text/html' } })).status()).toBe(404);
      expect((await request.get(`${origin}/index.html`)).status()).toBe(404);
    });
  }
});
