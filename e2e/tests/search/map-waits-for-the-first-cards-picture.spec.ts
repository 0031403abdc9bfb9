/**
 * On a phone the first card's picture is /search's largest paint. The
 * map (its tiles, its clusters for the viewport) used to start as soon as the
 * list's answer arrived, so on a slow line its tiles and the clusters' request
 * shared the line with that picture, and a run of Lighthouse that caught them
 * before the picture was painted counted them towards the largest paint (2.5 s
 * in most runs, 3.3 s in those). The map is now drawn once the first card's
 * picture has been painted, or has failed, or after two seconds if it never
 * answers: the list first, then the map, at both widths.
 */
import type { Request } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { cards, heading } from './helpers';

const CARD_PICTURE = /\/images\/[0-9a-f]{24}\?w=400$/;
const isMapRequest = (request: Request) => /\/tiles\/\d+\/\d+\/\d+\.png$|\/clinics\/markers\?/.test(request.url());

test('the map\'s tiles and clusters wait for the first card\'s picture, then the map is drawn', async ({ page }) => {
  const mapRequests: Request[] = [];
  page.on('request', (request) => {
    if (isMapRequest(request)) mapRequests.push(request);
  });
  // Every card picture is held until the test lets them through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CARD_PICTURE, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/');
  await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Dental', exact: true }).click();
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  await expect(cards(page).first()).toBeVisible();
  const map = page.getByTestId('clinic-map');

  // The list is drawn and its first picture is on its way: nothing of the map is asked for meanwhile.
  await page.waitForTimeout(400);
  expect(mapRequests.map((request) => request.url())).toEqual([]);
  await expect(map).toHaveAttribute('data-marker-status', 'pending');

  // The picture arrives and is painted; the map follows, with its tiles and its clusters.
  release();
  await expect.poll(() => cards(page).first().locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(map).toHaveAttribute('data-marker-status', 'success');
  await expect.poll(() => mapRequests.filter((request) => /\/tiles\//.test(request.url())).length).toBeGreaterThan(0);

  // The visitor zooms the map in: it works as ever, and the list follows it.
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('zoom')).toBe('12');
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
});

test('a first picture that never answers keeps the map back for a moment only', async ({ page }) => {
  // The pictures hang: their server never answers.
  await page.route(CARD_PICTURE, () => new Promise<void>(() => {}));

  await page.goto('/search?category=Dental');
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  const listAt = Date.now();
  const map = page.getByTestId('clinic-map');
  await expect(map).toHaveAttribute('data-marker-status', 'success', { timeout: 10_000 });
  // Two seconds' wait for the picture, then the map, with a margin for a busy machine.
  expect(Date.now() - listAt).toBeLessThan(6_000);
  await expect(map.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
});
