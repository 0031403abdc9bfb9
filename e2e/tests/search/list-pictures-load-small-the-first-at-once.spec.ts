/**
 * On a phone the first card's picture is often the largest thing on
 * the search's first screen (its LCP). It is fetched at once and at high
 * priority, the others as they near the screen, and every card picture comes
 * at the images route's smallest width instead of as stored.
 */
import { test, expect } from '#support/fixtures';
import { cards, heading } from './helpers';

test('the list\'s pictures load at their small width, the first one at once and at high priority', async ({ page }) => {
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && /\/images\/[0-9a-f]{24}/.test(request.url())) pictures.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Dental', exact: true }).click();
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);

  const first = cards(page).first().locator('img');
  await expect(first).toHaveCount(1);
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = await first.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }));
  expect(shown.src).toMatch(/\/images\/[0-9a-f]{24}\?w=400$/);
  expect(shown.width).toBeLessThanOrEqual(400);

  // The other cards' pictures wait until they near the screen.
  const rest = cards(page).locator('img');
  expect(await rest.count()).toBeGreaterThan(1);
  await expect(rest.nth(1)).toHaveAttribute('loading', 'lazy');

  // Scrolling the list brings more pictures, every one at the small width: none as stored.
  await cards(page).last().scrollIntoViewIfNeeded();
  await expect.poll(() => pictures.length).toBeGreaterThan(1);
  expect(pictures.filter((url) => !/\?w=400$/.test(url))).toEqual([]);
});
