import { test, expect } from '#support/fixtures';
import { expectSearchFor } from './shell-helpers';

const TOP_CATEGORIES = ['Dental', 'Direct primary care', 'Medical scans', 'Eye care', 'Chiropractic', 'IVF'];

test('the home page offers the six top categories, each opening the search with its category', async ({ page }) => {
  await page.goto('/');
  const grid = page.getByRole('region', { name: 'Browse by category' });
  await expect(grid.getByRole('link')).toHaveText(TOP_CATEGORIES);
  for (const label of TOP_CATEGORIES) {
    const href = await grid.getByRole('link', { name: label, exact: true }).getAttribute('href');
    expect(new URL(href!, 'http://x').searchParams.get('category')).toBe(label);
  }
  await grid.getByRole('link', { name: 'Direct primary care' }).click();
  await expectSearchFor(page, 'Direct primary care');
});

test('Find clinics carries what was typed to the search page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Address, city or ZIP code' }).fill('Salt Lake City, UT');
  await page.getByRole('button', { name: 'Find clinics' }).click();
  await expect(page).toHaveURL(/\/search\?/);
  expect(new URL(page.url()).searchParams.get('where')).toBe('Salt Lake City, UT');
});

test('pressing Enter in the address box searches too', async ({ page }) => {
  await page.goto('/');
  const input = page.getByRole('textbox', { name: 'Address, city or ZIP code' });
  await input.fill('84101');
  await input.press('Enter');
  // The search may already have named the place it found for the ZIP ('Salt Lake City, UT 84101').
  await expect.poll(() => new URL(page.url()).searchParams.get('where')).toMatch(/^(.+, [A-Z]{2} )?84101$/);
});

test.describe('with the browser location allowed', () => {
  test.use({ geolocation: { latitude: 40.7608, longitude: -111.891 }, permissions: ['geolocation'] });

  test('focusing the address offers Your location, which searches near the user', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Address, city or ZIP code' }).focus();
    await page.getByRole('button', { name: 'Your location' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('near')).toBe('40.7608,-111.891');
  });

  test('Search near you under the map searches near the user', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search near you' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('near')).toBe('40.7608,-111.891');
  });
});

test.describe('with the browser location refused', () => {
  test.use({ permissions: [] });

  test('Your location falls back to Dental clinics and says why', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Address, city or ZIP code' }).focus();
    await page.getByRole('button', { name: 'Your location' }).click();
    await expectSearchFor(page, 'Dental');
    await expect(page.getByTestId('notice')).toContainText('Showing Dental clinics instead.');
  });
});

test('the map image opens the Dental search; the accordions open with the listing facts', async ({ page }) => {
  await page.goto('/');
  await page.locator('summary', { hasText: 'How long does listing take?' }).click();
  await expect(page.getByText('About 5 minutes')).toBeVisible();
  await page.locator('summary', { hasText: 'More cash-paying clients' }).click();
  await expect(page.getByText('5 to 15 percent rise in cash-paying clients')).toBeVisible();
  await page.locator('summary', { hasText: 'No booking fees' }).click();
  await expect(page.getByText('never charge a booking fee')).toBeVisible();
  await page.getByRole('link', { name: 'Map of Dental clinics: open the search' }).click();
  await expectSearchFor(page, 'Dental');
});
