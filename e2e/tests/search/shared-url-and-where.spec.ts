import { test, expect } from '#support/fixtures';
import { cards, chooseFilters, heading, isMobile, openSearch, urlParams } from './helpers';

test('a shared search URL reproduces the same search, and the back button undoes a filter', async ({ page, browser }, testInfo) => {
  const mobile = isMobile(testInfo.project.name);
  await openSearch(page, 'category=Medical%20scans&lat=39&lng=-98&zoom=3');
  await chooseFilters(page, mobile, 'Medical scans', 'CT scan');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price');
  await expect.poll(() => urlParams(page).get('sort')).toBe('price');
  await expect(cards(page).first()).toContainText('/ CT scan');
  // Prices come out lowest first (waiting for the re-sorted list, not the one it replaces).
  const shownPrices = async () => (await page.getByRole('list', { name: 'Cash prices' }).allTextContents()).map((l) => Number(l.slice(1).split(' ')[0]));
  await expect.poll(async () => {
    const prices = await shownPrices();
    return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1] <= p);
  }).toBe(true);
  const names = await cards(page).getByRole('heading').allTextContents();
  const count = await heading(page).textContent();

  const shared = page.url();
  const context = await browser.newContext({ ...testInfo.project.use, baseURL: undefined });
  const other = await context.newPage();
  // The link is pasted into another browser: a typed/shared URL.
  await other.goto(shared);
  await expect(heading(other)).toHaveText(count!);
  await expect(other.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
  await expect(cards(other).getByRole('heading')).toHaveText(names);
  await context.close();

  await page.goBack();
  await expect.poll(() => urlParams(page).get('sort')).toBe('name');
  await page.goBack();
  await expect.poll(() => urlParams(page).get('service')).toBe('All services');
});

test('visitor types a city and a ZIP code in Where and the map moves there', async ({ page }) => {
  await openSearch(page, 'category=Dental');
  const where = page.getByRole('combobox', { name: 'Where' });

  await where.fill('Bois');
  await page.getByRole('option', { name: 'Boise, ID' }).first().click();
  await expect.poll(() => Number(urlParams(page).get('lat'))).toBeCloseTo(43.6, 0);
  expect(Number(urlParams(page).get('lng'))).toBeCloseTo(-116.2, 0);
  expect(urlParams(page).get('sort')).toBe('distance');
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);

  await where.fill('78701');
  await page.getByRole('option', { name: /78701/ }).first().click();
  await expect.poll(() => Number(urlParams(page).get('lat'))).toBeCloseTo(30.3, 0);
  expect(Number(urlParams(page).get('lng'))).toBeCloseTo(-97.7, 0);
  await expect(where).toHaveValue(/78701/);

  // Back returns to Boise.
  await page.goBack();
  await expect.poll(() => Number(urlParams(page).get('lat'))).toBeCloseTo(43.6, 0);
});

test('the home page hand-off /search?where=Austin and /search?near= centre the map there', async ({ page, context }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Address, city or ZIP code' }).fill('Austin');
  await page.getByRole('button', { name: 'Find clinics' }).click();
  await expect(page).toHaveURL(/\/search\?/);
  await expect.poll(() => Number(urlParams(page).get('lat'))).toBeCloseTo(30.3, 0);
  expect(urlParams(page).get('where')).toMatch(/^Austin, TX/);
  await expect(page.getByRole('combobox', { name: 'Where' })).toHaveValue(/^Austin, TX/);

  // Home again by the logo; with the browser's location (Seattle) allowed, Search near you hands over ?near=.
  await context.setGeolocation({ latitude: 47.6062, longitude: -122.3321 });
  await context.grantPermissions(['geolocation']);
  await page.getByRole('banner').getByRole('link', { name: 'DirectPay Clinics home' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Search near you' }).click();
  await expect.poll(() => urlParams(page).get('near')?.split(',').map(Number)).toEqual([47.6062, -122.3321]);
  await expect.poll(() => urlParams(page).get('lat')).toBe('47.6062');
  expect(urlParams(page).get('sort')).toBe('distance');
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
});

test('searching near a place shows how far each clinic is', async ({ page }) => {
  // Salt Lake City, where the demo data has dental clinics close to the centre.
  await page.goto('/search?near=40.7608,-111.891&category=Dental');
  await expect.poll(() => urlParams(page).get('sort')).toBe('distance');
  await expect(cards(page).first()).toContainText(/\d+(\.\d)? mi away/);
});
