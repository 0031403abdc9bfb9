import { test, expect } from '#support/fixtures';
import { heading, urlParams } from './helpers';

test('picking a place in Where asks for the new area once, never for the area being left', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Dental', exact: true }).click();
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);

  const asked: number[][] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/clinics') asked.push(url.searchParams.get('bbox')!.split(',').map(Number));
  });
  await page.getByRole('combobox', { name: 'Where' }).fill('Bois');
  await page.getByRole('option', { name: 'Boise, ID' }).first().click();
  await expect.poll(() => Number(urlParams(page).get('lat'))).toBeCloseTo(43.6, 0);
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  // Long enough for a late second request to show itself.
  await page.waitForTimeout(1_000);

  expect(asked).toHaveLength(1);
  const [west, south, east, north] = asked[0];
  expect(west < -116.2 && -116.2 < east && south < 43.6 && 43.6 < north).toBe(true);
});
