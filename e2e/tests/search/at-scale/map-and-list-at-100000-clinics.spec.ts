import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { useApi } from '#support/own-api';
import { apiGet, cards, zoomTo } from '../helpers';
import { startScaleApi } from '../scale/scale-api';

/**
 * The browser check at national scale: 100,000 clinics in one category
 * (seeded once for the file, a few minutes), the map shows clusters and the
 * first list is on screen in under 2 s. Too slow for the default run, so it
 * runs only with E2E_SCALE_100K=1: `npm run test:e2e:scale`.
 */
const CLINICS = 100_000;
const FIRST_LIST_MS = 2_000;

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.E2E_SCALE_100K, 'set E2E_SCALE_100K=1 (npm run test:e2e:scale) to seed 100,000 clinics and run it');

let scale: Awaited<ReturnType<typeof startScaleApi>>;

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'measured on the desktop viewport');
  test.setTimeout(1_200_000);
  scale = await startScaleApi(CLINICS);
});
test.afterAll(async () => scale?.stop());

/** Milliseconds from opening a shared search link to the first clinic card on screen. */
async function firstListRender(page: Page, query: string): Promise<number> {
  const started = Date.now();
  await page.goto(`/search?${query}`);
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  return Date.now() - started;
}

/** A cluster drawn inside the map's frame (the layer also holds some just outside it). */
async function clusterOnScreen(page: Page) {
  const frame = (await page.getByTestId('clinic-map').boundingBox())!;
  const all = page.locator('.leaflet-marker-pane .dp-cluster-marker');
  for (let i = 0; i < (await all.count()); i++) {
    const box = await all.nth(i).boundingBox();
    if (!box) continue;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (x > frame.x + 40 && x < frame.x + frame.width - 40 && y > frame.y + 80 && y < frame.y + frame.height - 40) return all.nth(i);
  }
  throw new Error('no cluster inside the map');
}

test('with 100,000 clinics the map shows clusters and the first list is on screen in under 2 s', async ({ page }) => {
  test.setTimeout(300_000);
  const markers = await apiGet<{ total: number }>('/clinics/markers?categoryId=1', scale.url);
  expect(markers.total).toBe(CLINICS);
  await useApi(page, scale.url);
  const query = 'category=Dental&service=All%20services&lat=40.7608&lng=-111.891&zoom=11';
  // The first load fetches the code and fills the server's cluster index; the timed one is a fresh visit after it.
  await firstListRender(page, query);
  await expect(page.getByTestId('clinic-map')).toHaveAttribute('data-marker-status', 'success', { timeout: 120_000 });
  const ms = await firstListRender(page, query);
  expect(ms, 'first list render').toBeLessThan(FIRST_LIST_MS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('300+ clinics');
  await expect(page.getByTestId('results-scope')).toContainText('100000 in all');

  const map = page.getByTestId('clinic-map');
  await expect(map).toHaveAttribute('data-marker-status', 'success', { timeout: 30_000 });
  const clusters = page.locator('.leaflet-marker-pane .dp-cluster-marker');
  await expect(clusters.first()).toBeVisible();
  const atCity = await page.locator('.leaflet-marker-pane .dp-marker').count();
  expect(atCity).toBeLessThanOrEqual(300);

  // Zoomed out to the whole country with the map's buttons: still clusters, still a few hundred at most.
  await zoomTo(page, 4);
  await expect(clusters.first()).toBeVisible();
  await expect.poll(() => page.locator('.leaflet-marker-pane .dp-marker').count()).toBeLessThanOrEqual(300);

  // A cluster click zooms in, as a visitor finds the clinics inside it.
  const before = Number(new URL(page.url()).searchParams.get('zoom'));
  await (await clusterOnScreen(page)).click();
  await expect.poll(() => Number(new URL(page.url()).searchParams.get('zoom'))).toBeGreaterThan(before);
  await expect(cards(page).first()).toBeVisible();
  test.info().annotations.push({ type: 'figures', description: JSON.stringify({ firstListMs: ms, markersAtCity: atCity }) });
  console.log(`first list render with ${CLINICS} Dental clinics: ${ms} ms; marker elements at zoom 11: ${atCity}`);
});
