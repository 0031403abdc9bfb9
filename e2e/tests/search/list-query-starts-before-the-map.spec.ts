/**
 * On a phone the first card's picture is /search's largest paint, and
 * it used to wait for the map: the list's first request was built from the area
 * Leaflet reported once its code had downloaded and the map had mounted. The page
 * now works that area out itself, from the URL's view and the map box's size,
 * with Leaflet's own arithmetic (mf-search `features/map/utils/initial-bounds.ts`),
 * and the map (a chunk of its own) mounts after the list's first page. The map's
 * first report is the same area, so it asks for nothing again. On a phone the
 * map's box is known from the window alone, so the request leaves from the
 * page's HTML (mf-search's early script) or with its first render.
 */
import type { Request } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { cards, heading, LEAFLET_CODE, leafletScripts, reachForTheMap, urlParams, listSettled } from './helpers';

const pathOf = (request: Request) => new URL(request.url()).pathname;
const bboxOf = (request: Request) => new URL(request.url()).searchParams.get('bbox')!.split(',').map(Number);

test('the list\'s first request leaves before the map\'s code, only once, and the list then follows the map and Back', async ({ page }) => {
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));
  const leaflet = leafletScripts(page);
  // The list's pages for the map's area; a cursor is a further page of the same area.
  const listRequests = () => sent.filter((r) => pathOf(r) === '/clinics' && !new URL(r.url()).searchParams.has('cursor'));

  await page.goto('/search?category=Dental');
  const map = page.getByTestId('clinic-map');
  // The box has its size before the map is in it, and keeps it (no layout shift).
  const boxBefore = await map.boundingBox();
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  await expect(map).toHaveAttribute('data-marker-status', 'success');
  await reachForTheMap(page);
  await expect(map.locator('.leaflet-container')).toBeVisible();
  expect(await map.boundingBox()).toEqual(boxBefore);
  await expect.poll(() => leaflet.length, { message: 'a script with Leaflet in it was loaded' }).toBeGreaterThan(0);
  // Long enough for a late second request (the map's first report) to show itself.
  await page.waitForTimeout(1_000);

  // Exactly one request for the first view: the map's report asked for nothing more.
  const [first, ...others] = listRequests();
  expect(others.map((r) => r.url())).toEqual([]);
  // It left before any of Leaflet's code was asked for, and before the map's clusters.
  const listAt = sent.indexOf(first);
  const leafletAt = Math.min(...leaflet.map((r) => sent.indexOf(r)));
  const markersAt = sent.findIndex((r) => pathOf(r) === '/clinics/markers');
  expect(listAt).toBeGreaterThanOrEqual(0);
  expect(listAt).toBeLessThan(leafletAt);
  expect(listAt).toBeLessThan(markersAt);
  // Around the URL's view (Salt Lake City, the default).
  const lat = Number(urlParams(page).get('lat'));
  const lng = Number(urlParams(page).get('lng'));
  const [west, south, east, north] = bboxOf(first);
  expect(west < lng && lng < east && south < lat && lat < north).toBe(true);

  // Zooming in asks for the smaller area around the same centre.
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect.poll(() => urlParams(page).get('zoom')).toBe('12');
  await expect.poll(() => listRequests().length).toBe(2);
  const [zw, zs, ze, zn] = bboxOf(listRequests()[1]);
  expect(zw > west && ze < east && zs > south && zn < north).toBe(true);
  expect(zw < lng && lng < ze && zs < lat && lat < zn).toBe(true);
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);

  // Panning east with the keyboard (Leaflet's arrow keys) asks for the area further east.
  await map.locator('.leaflet-container').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => Number(urlParams(page).get('lng'))).toBeGreaterThan(lng);
  await expect.poll(() => listRequests().length).toBe(3);
  const [pw, , pe] = bboxOf(listRequests()[2]);
  expect(pw).toBeGreaterThan(zw);
  expect(pe).toBeGreaterThan(ze);
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  const panned = { lat: urlParams(page).get('lat'), lng: urlParams(page).get('lng'), zoom: urlParams(page).get('zoom') };
  await listSettled(page);
  const count = await heading(page).textContent();
  const names = await cards(page).getByRole('heading').allTextContents();

  // A place in Where moves the map (a step of its own in the history)...
  await page.getByRole('combobox', { name: 'Where' }).fill('Bois');
  await page.getByRole('option', { name: 'Boise, ID' }).first().click();
  await expect.poll(() => Number(urlParams(page).get('lat'))).toBeCloseTo(43.6, 0);
  await expect.poll(() => listRequests().length).toBe(4);
  const [bw, bs, be, bn] = bboxOf(listRequests()[3]);
  expect(bw < -116.2 && -116.2 < be && bs < 43.6 && 43.6 < bn).toBe(true);
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);

  // ...and Back brings the map and the list back to where they were.
  await page.goBack();
  await expect.poll(() => ({ lat: urlParams(page).get('lat'), lng: urlParams(page).get('lng'), zoom: urlParams(page).get('zoom') })).toEqual(panned);
  await expect(heading(page)).toHaveText(count!);
  await expect(cards(page).getByRole('heading')).toHaveText(names);
});

test('on a phone the list\'s first request leaves before the page has drawn anything, and is the one the page uses', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone layout\'s map box is the window less fixed amounts; the desktop grid\'s column is measured first');
  // Whether the page had drawn its map box when the list was asked for: the page's own query
  // can only ask once it has measured the box. (Read where the request is made; the real fetch runs.)
  await page.addInitScript(() => {
    const w = window as unknown as { __listAskedWithBoxDrawn?: boolean[] };
    w.__listAskedWithBoxDrawn = [];
    const realFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname === '/clinics' && !url.searchParams.has('cursor')) w.__listAskedWithBoxDrawn!.push(document.querySelector('[data-testid="clinic-map"]') !== null);
      return realFetch(input, init);
    };
  });
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));
  const firstView = () => sent.filter((r) => pathOf(r) === '/clinics' && !new URL(r.url()).searchParams.has('cursor'));

  await page.goto('/search?category=Dental');
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  await expect(cards(page).first()).toBeVisible();
  const boxDrawn = await page.evaluate(() => (window as unknown as { __listAskedWithBoxDrawn: boolean[] }).__listAskedWithBoxDrawn);
  expect(boxDrawn, 'the list was asked for once, before the page had drawn its map box').toEqual([false]);
  // The page's own query found that request: its area is the one the page measured, so nothing more was sent.
  await page.waitForTimeout(1_000);
  expect(firstView()).toHaveLength(1);

  // Home and Back: the same search comes back from what the page already has, without asking again.
  await page.getByRole('banner').getByRole('link', { name: 'DirectPay Clinics home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  await expect(cards(page).first()).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(firstView()).toHaveLength(1);
});

test('when the map\'s code cannot load, the list still shows, the map box says so, and a reload brings the map', async ({ page, allowPageErrors }) => {
  // The map's error boundary reports what it caught; that is the failure this test provokes.
  allowPageErrors(/ChunkLoadError|Loading chunk|RUNTIME|\[react\]/);
  let blocked = true;
  await page.route(
    /\.js(?:[?#]|$)/,
    async (route) => {
      const response = await route.fetch();
      if (blocked && (await response.text()).includes(LEAFLET_CODE)) return route.abort();
      return route.fulfill({ response });
    },
  );

  await page.goto('/search?category=Dental');
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  await expect(cards(page).first()).toBeVisible();
  const map = page.getByTestId('clinic-map');
  const failed = map.getByRole('alert').filter({ hasText: 'The map could not be loaded.' });
  await reachForTheMap(page);
  await expect(failed).toBeVisible();
  await expect(map.locator('.leaflet-container')).toHaveCount(0);

  // The search is in the URL: the reload finds it as it was, map included.
  const before = page.url();
  blocked = false;
  await failed.getByRole('button', { name: 'Reload the page' }).click();
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  await reachForTheMap(page);
  await expect(map.locator('.leaflet-container')).toBeVisible();
  expect(page.url()).toBe(before);
  await expect(failed).toHaveCount(0);
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect.poll(() => urlParams(page).get('zoom')).toBe('12');
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
});
