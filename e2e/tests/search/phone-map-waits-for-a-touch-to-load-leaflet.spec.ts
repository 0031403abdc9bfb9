/**
 * On a phone the search map is the first screen, and Leaflet (its code
 * and the building of the map) was the largest piece of start-up work. The map
 * is now drawn without Leaflet first (mf-search `StaticMap`): the same tiles and
 * markers in the same places, with its buttons and markers working, and Leaflet
 * loads when the visitor reaches for the map itself (a drag, a pinch, a key).
 */
import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { heading, leafletScripts, reachForTheMap, urlParams } from './helpers';

test.skip(({ isMobile }) => !isMobile, 'the map drawn before Leaflet is the phone layout');

/** Each clinic marker's name and the point its pin stands on, rounded to the pixel. */
const pins = (page: Page, scope: string) =>
  page.locator(`${scope} .dp-clinic-marker`).evaluateAll((els) =>
    els
      .map((e) => {
        const r = e.getBoundingClientRect();
        return `${e.getAttribute('title')} @ ${Math.round(r.x + r.width / 2)},${Math.round(r.bottom)}`;
      })
      .sort(),
  );

test('a phone shows the map without Leaflet, its buttons and markers work, and Leaflet takes over at the same view on the first drag', async ({ page }) => {
  const leaflet = leafletScripts(page);

  await page.goto('/search?category=Dental&lat=40.7608&lng=-111.891&zoom=11');
  const map = page.getByTestId('clinic-map');
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  await expect(map).toHaveAttribute('data-marker-status', 'success');
  const staticMap = map.getByTestId('static-map');
  await expect(staticMap.locator('.dp-marker').first()).toBeVisible();

  // The zoom buttons move the map, and the list follows it.
  await staticMap.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect.poll(() => urlParams(page).get('zoom')).toBe('12');
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  await staticMap.getByRole('button', { name: 'Zoom out', exact: true }).click();
  await expect.poll(() => urlParams(page).get('zoom')).toBe('11');
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);

  // A clinic's marker opens its card, as on the Leaflet map.
  const marker = staticMap.locator('.dp-clinic-marker').first();
  const name = await marker.getAttribute('title');
  await marker.click();
  const card = page.getByRole('region', { name: 'Selected clinic' });
  await expect(card.getByRole('heading', { name: name! })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();

  const before = await pins(page, '[data-testid="static-map"]');
  expect(before.length).toBeGreaterThan(0);
  expect(leaflet, 'no Leaflet code before the visitor reaches for the map').toEqual([]);

  // A press on the map itself brings Leaflet, at the same view, with every pin where it was.
  const view = { lat: urlParams(page).get('lat'), lng: urlParams(page).get('lng'), zoom: urlParams(page).get('zoom') };
  await reachForTheMap(page);
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expect(staticMap).toHaveCount(0);
  expect(leaflet.length).toBeGreaterThan(0);
  await expect.poll(() => pins(page, '.leaflet-marker-pane')).toEqual(before);
  expect({ lat: urlParams(page).get('lat'), lng: urlParams(page).get('lng'), zoom: urlParams(page).get('zoom') }).toEqual(view);

  // And the map now drags: westwards content, eastwards view.
  const box = (await map.boundingBox())!;
  const y = box.y + 80;
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, y, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => Number(urlParams(page).get('lng'))).toBeGreaterThan(Number(view.lng));
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
});

test('"Show all" on the phone\'s map fits every clinic without waiting for Leaflet, and Back returns', async ({ page }) => {
  await page.goto('/search?category=Dental&lat=40.7608&lng=-111.891&zoom=11');
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  const scope = page.getByTestId('results-scope');
  await expect(scope).toHaveText(/\d+ in all · Show all$/);
  const overall = Number(/(\d+) in all/.exec((await scope.textContent())!)![1]);
  const inArea = await heading(page).textContent();
  await scope.getByRole('button', { name: 'Show all' }).click();
  await expect(heading(page)).toHaveText(`${overall} clinics`);
  await expect(page.getByTestId('static-map')).toBeVisible();
  await page.goBack();
  await expect(heading(page)).toHaveText(inArea!);
  await expect.poll(() => urlParams(page).get('zoom')).toBe('11');
});

test('on the phone\'s map, an arrow key brings Leaflet with the keyboard\'s focus on it, and the next arrow pans', async ({ page }) => {
  await page.goto('/search?category=Dental&lat=40.7608&lng=-111.891&zoom=11');
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  const map = page.getByTestId('clinic-map');
  const staticMap = map.getByTestId('static-map');
  // A keyboard user reaches the map with Tab, from the top of the page, as any other stop.
  await expect(staticMap.locator('.dp-marker').first()).toBeVisible();
  let presses = 0;
  while (!(await staticMap.evaluate((el) => el === document.activeElement))) {
    expect(++presses, 'the map is a Tab stop').toBeLessThanOrEqual(60);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('ArrowRight');
  const leafletMap = map.locator('.leaflet-container');
  await expect(leafletMap).toBeFocused();
  await expect(staticMap).toHaveCount(0);
  const lng = Number(urlParams(page).get('lng'));
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => Number(urlParams(page).get('lng'))).toBeGreaterThan(lng);
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
});

test('a phone turned sideways: the map drawn without Leaflet reports the wider area, and the list follows it', async ({ page }) => {
  await page.goto('/search?category=Dental&lat=40.7608&lng=-111.891&zoom=11');
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  const staticMap = page.getByTestId('static-map');
  await expect(staticMap).toBeVisible();
  const listRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/clinics') listRequests.push(new URL(r.url()).searchParams.get('bbox')!);
  });
  const viewport = page.viewportSize()!;
  // Still the phone layout (under 768 px), but a wider and shorter box.
  await page.setViewportSize({ width: Math.min(740, viewport.height), height: viewport.width });
  await expect.poll(() => listRequests.length, { message: 'the list asked for the new area' }).toBeGreaterThan(0);
  const [west, , east] = listRequests.at(-1)!.split(',').map(Number);
  await expect(staticMap).toBeVisible();
  const box = (await staticMap.boundingBox())!;
  // The area asked for is as wide as the box now is, at zoom 11 (256 px per tile, 2^11 tiles round the world).
  expect((east - west) / 360 * 256 * 2 ** 11).toBeCloseTo(box.width, -1);
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
});

test('a window widened past the phone layout gets Leaflet\'s map, and keeps it when narrowed again', async ({ page }) => {
  await page.goto('/search?category=Dental&lat=40.7608&lng=-111.891&zoom=11');
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  const map = page.getByTestId('clinic-map');
  await expect(map.getByTestId('static-map')).toBeVisible();
  const phone = page.viewportSize()!;
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expect(map.getByTestId('static-map')).toHaveCount(0);
  await page.setViewportSize(phone);
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expect(map.getByTestId('static-map')).toHaveCount(0);
  await expect(map.locator('.leaflet-marker-pane .dp-marker').first()).toBeVisible();
});
