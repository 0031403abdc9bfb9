import { test, expect } from '#support/fixtures';
import { cards, heading, listSettled, urlParams } from '../search/helpers';

/**
 * "How much, near me": a patient types a ZIP code and picks a need on the home page, and the
 * search names the place it looks near and lists the nearest clinics first, each card with its
 * "from" price, its distance and, where the area has enough prices, the fair-price mark.
 */
test('a patient types a ZIP and picks Chiropractic on the home page; the search names the place and sorts by distance', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('search', { name: 'Find clinics' });
  // The specification's first category is the one offered first.
  await expect(form.getByRole('combobox', { name: 'Category' })).toHaveValue('Dental');
  await form.getByRole('textbox', { name: 'Address, city or ZIP code' }).fill('84101');
  await form.getByRole('combobox', { name: 'Category' }).selectOption('Chiropractic');
  await form.getByRole('button', { name: 'Find clinics' }).click();

  await expect(page).toHaveURL(/\/search\?/);
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  await expect(page.getByTestId('results-place')).toHaveText(/^near Salt Lake City, UT 84101\s*·\s*change$/);
  await expect(page.getByTestId('results-scope')).toHaveText(/^Chiropractic · in this area/);
  await expect.poll(() => urlParams(page).get('category')).toBe('Chiropractic');
  expect(urlParams(page).get('where')).toBe('Salt Lake City, UT 84101');
  expect(urlParams(page).get('sort')).toBe('distance');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('distance');
  await listSettled(page);

  // Every card answers "how much, how far" without a service picked.
  const list = cards(page);
  const shown = Math.min(await list.count(), 10);
  expect(shown).toBeGreaterThan(1);
  const miles: number[] = [];
  for (let i = 0; i < shown; i += 1) {
    const card = list.nth(i);
    await expect(card.getByTestId('card-price')).toHaveText(/^from \$\u00a0\d+(\.\d\d)? · \S/);
    miles.push(Number(/([\d.]+) mi away/.exec((await card.textContent()) ?? '')?.[1]));
  }
  // Nearest first.
  expect(miles.every((m) => Number.isFinite(m))).toBe(true);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  // Salt Lake City has the five chiropractic prices a fair-price mark needs.
  await expect(list.getByTestId('fair-price').first()).toHaveText(
    /^(\d+% below the local median|near the median|above the median) \(median \$[\d.]+ of \d+ prices within 31 mi\)$/,
  );

  // "change" takes the visitor to the where box, to name another place.
  await page.getByRole('button', { name: /^Change the place/ }).click();
  await expect(page.getByRole('combobox', { name: 'Where' })).toBeFocused();
});

test('a search with no place says it shows the default area and searches near a ZIP typed right there', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Chiropractic', exact: true }).click();
  const place = page.getByTestId('results-place');
  await expect(place).toContainText('Showing the default area, Salt Lake City, UT');
  await expect(place.getByRole('button', { name: 'Use my location' })).toBeVisible();
  await place.getByRole('textbox', { name: 'ZIP code' }).fill('78701');
  await place.getByRole('button', { name: 'Go' }).click();
  await expect(place).toHaveText(/^near Austin, TX 78701\s*·\s*change$/);
  await expect.poll(() => urlParams(page).get('sort')).toBe('distance');
  expect(Number(urlParams(page).get('lat'))).toBeCloseTo(30.3, 0);
});

test.describe('with the browser location first refused', () => {
  test.use({ permissions: [] });

  test('Use my location, once allowed, searches near the visitor, nearest first', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Dental', exact: true }).click();
    const place = page.getByTestId('results-place');
    await expect(place).toContainText('Showing the default area');
    await context.setGeolocation({ latitude: 47.6062, longitude: -122.3321 });
    await context.grantPermissions(['geolocation']);
    await place.getByRole('button', { name: 'Use my location' }).click();
    await expect(place).toHaveText(/^near your location\s*·\s*change$/);
    await expect.poll(() => urlParams(page).get('near')).toBe('47.6062,-122.3321');
    expect(urlParams(page).get('sort')).toBe('distance');
  });
});
