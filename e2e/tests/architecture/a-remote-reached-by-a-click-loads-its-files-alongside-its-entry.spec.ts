/**
 * A remote's page reached by a click (no preloads in the HTML for it)
 * fetches the exposed module's first chunks while the remote's entry loads, not
 * a round trip after it: the federation runtime reads them from the remote's
 * manifest and starts them beside the container script.
 * Each is fetched once: webpack finds the chunk already there when the page asks.
 */
import { test, expect } from '#support/fixtures';
import { site } from '#support/site';
import { heading } from '../search/helpers';

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

test('from the home page, a click to the search fetches the search page\'s files alongside the remote\'s entry, each once', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'the same files at every width');
  const manifestUrl = site.remotes.mf_search;
  const manifest = (await (await request.get(manifestUrl)).json()) as Manifest;
  const base = new URL('.', manifestUrl);
  const { remoteEntry } = manifest.metaData;
  const entry = new URL(`${remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : ''}${remoteEntry.name}`, base).href;
  const chunks = manifest.exposes.find((e) => e.name === 'SearchRoutes')!.assets.js.sync.map((file) => new URL(file, base).href);
  expect(chunks.length).toBeGreaterThan(0);

  const events: string[] = [];
  page.on('request', (r) => events.push(`request ${r.url()}`));
  page.on('requestfinished', (r) => events.push(`finished ${r.url()}`));
  await page.goto('/');
  await expect(heading(page)).toBeVisible();
  expect(events.filter((e) => e.includes(base.origin)), 'the home page loads nothing of the remote').toEqual([]);

  await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Dental', exact: true }).click();
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  const entryArrived = events.indexOf(`finished ${entry}`);
  expect(entryArrived, 'the remote\'s entry was loaded').toBeGreaterThan(-1);
  for (const chunk of chunks) {
    expect(events.filter((e) => e === `request ${chunk}`), `${chunk} is fetched once`).toHaveLength(1);
    expect(events.indexOf(`request ${chunk}`), `${chunk} is asked for before the entry has arrived`).toBeLessThan(entryArrived);
  }
});
