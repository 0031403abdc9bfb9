import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { site } from '#support/site';
import { apiGet, cards, zoomTo } from './helpers';
import { startScaleApi } from './scale/scale-api';
import { readRuntimeFromFiles } from '#support/runtime-from-files';

const CLINICS = 10_000;
/** "At most a few hundred marker elements in the DOM at any zoom." */
const MARKER_BOUND = 300;
const ZOOMS = [3, 5, 7, 9, 11, 13, 15, 17, 18];

test.describe.configure({ mode: 'serial' });

let scale: Awaited<ReturnType<typeof startScaleApi>>;

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  // One viewport is enough to measure (the desktop map is the larger one); skipping here also skips the seeding.
  test.skip(testInfo.project.name !== 'desktop', 'measured on the desktop viewport');
  test.setTimeout(300_000);
  scale = await startScaleApi(CLINICS);
});
test.afterAll(async () => scale?.stop());

/** Points the page at an API, as a deploy rewriting /config.json would; the handler registered last wins. */
async function useApi(page: Page, apiUrl: string) {
  await readRuntimeFromFiles(page);
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), apiUrl } });
  });
}

/** Milliseconds from navigation to the first clinic card on screen. */
async function firstListRender(page: Page, query: string): Promise<number> {
  const started = Date.now();
  // What is measured is a fresh load of a search URL, as a shared link is opened.
  await page.goto(`/search?${query}`);
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  return Date.now() - started;
}

/** Marker and cluster elements on the map once the visitor has zoomed (with the map's buttons) to `zoom`. */
async function markerCount(page: Page, zoom: number): Promise<number> {
  await zoomTo(page, zoom);
  await expect(page.getByTestId('clinic-map')).toHaveAttribute('data-marker-status', 'success', { timeout: 30_000 });
  const markers = page.locator('.leaflet-marker-pane .dp-marker');
  await expect(markers.first()).toBeAttached();
  // The layer redraws after the zoom ends: count once two readings agree.
  let last = -1;
  await expect
    .poll(async () => {
      const [previous, now] = [last, await markers.count()];
      last = now;
      return now === previous;
    }, { intervals: [250] })
    .toBe(true);
  return last;
}

test('the map keeps a few hundred markers at most with 10,000 clinics in a category, and the list stays quick', async ({ page }) => {
  test.setTimeout(240_000);
  const query = 'category=Dental&service=All%20services&lat=40.7608&lng=-111.891&zoom=11';
  // The markers answer counts the whole category; a search names a clinic to centre on.
  const demo = await apiGet<{ total: number }>('/clinics/markers?categoryId=1', site.api);
  const big = await apiGet<{ total: number }>('/clinics/markers?categoryId=1', scale.url);
  expect(big.total).toBe(CLINICS);
  const [first] = (await apiGet<{ results: { latitude: number; longitude: number }[] }>('/clinics?categoryId=1&limit=1', scale.url)).results;

  // Warm both (code, tiles, caches) so the figures compare the data, not the first download.
  // Both runs read /config.json through the same route handler (route.fetch costs time of its own).
  await useApi(page, site.api);
  await firstListRender(page, query);
  const demoMs = await firstListRender(page, query);

  await useApi(page, scale.url);
  await firstListRender(page, query);
  // The warm-up's map answer builds the server's cluster index for the category; the timed load must not overlap it.
  await expect(page.getByTestId('clinic-map')).toHaveAttribute('data-marker-status', 'success', { timeout: 60_000 });
  const bigMs = await firstListRender(page, query);

  // Centred on a clinic so every zoom shows at least one: a shared link to that map area at the widest zoom,
  // then the visitor zooms in step by step with the map's Zoom in button (which keeps the centre).
  const counts: Record<number, number> = {};
  await page.goto(`/search?category=Dental&service=All%20services&lat=${first.latitude}&lng=${first.longitude}&zoom=${ZOOMS[0]}`);
  for (const zoom of ZOOMS) {
    counts[zoom] = await markerCount(page, zoom);
    expect(counts[zoom], `markers at zoom ${zoom}`).toBeLessThanOrEqual(MARKER_BOUND);
  }

  console.log(
    [
      `first list render, Dental around Salt Lake City at zoom 11: ${demoMs} ms with the demo set (${demo.total} Dental of ~300 clinics), ` +
        `${bigMs} ms with ${CLINICS} Dental clinics`,
      `marker elements in the DOM (1280x750 desktop map) by zoom with ${CLINICS}: ${ZOOMS.map((z) => `z${z}=${counts[z]}`).join(', ')}`,
    ].join('\n'),
  );
  test.info().annotations.push({ type: 'figures', description: JSON.stringify({ demoMs, bigMs, counts }) });
});
