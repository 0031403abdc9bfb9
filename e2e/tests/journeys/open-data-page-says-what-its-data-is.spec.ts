/**
 * /open-data says what its files are and what its licence covers: how often the files are
 * refreshed (the API's own interval), a datapackage.json beside the downloads, and a footer that
 * keeps the specification's copyright line while saying the page's price data is CC BY 4.0.
 */
import { durationText, OPEN_DATA_EXPORT_REFRESH_MS, OPEN_DATA_LICENSE } from '@directpay/contracts';
import { test, expect } from '#support/fixtures';
import { footer } from '../shell/shell-helpers';

const COPYRIGHT = '© 2024 DirectPay Clinics LLC, Inc. All rights reserved.';
const SCOPE = `The price data on this page is licensed under ${OPEN_DATA_LICENSE.name}, not all rights reserved.`;

test('visitor reads how fresh the open data is, its data package and its licence in the footer', async ({ page }) => {
  await page.goto('/open-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Open price data' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`when a download finds its copy more than ${durationText(OPEN_DATA_EXPORT_REFRESH_MS)} old`);

  // The footer: the specification's line unchanged, and right by it what the page's data is under.
  const bar = footer(page);
  await bar.scrollIntoViewIfNeeded();
  await expect(bar.getByText(COPYRIGHT, { exact: true })).toBeVisible();
  await expect(bar.getByTestId('data-licence-scope')).toHaveText(SCOPE);
  await expect(bar.getByRole('link', { name: OPEN_DATA_LICENSE.name, exact: true })).toHaveAttribute('href', OPEN_DATA_LICENSE.url);

  // The data package beside the downloads describes them, with the licence.
  const csvLink = page.getByRole('link', { name: 'clinics.csv.gz' });
  const csvUrl = new URL((await csvLink.getAttribute('href'))!, page.url());
  const [answer] = await Promise.all([page.waitForResponse('**/open-data/datapackage.json'), page.getByRole('link', { name: 'datapackage.json' }).click()]);
  expect(answer.status()).toBe(200);
  const pkg = (await answer.json()) as { licenses: { path: string }[]; resources: { path: string }[] };
  expect(pkg.licenses.map((l) => l.path)).toEqual([OPEN_DATA_LICENSE.url]);
  expect(pkg.resources.map((r) => new URL(r.path, answer.url()).href)).toContain(csvUrl.href);

  // Back on the page, a page without price data keeps the copyright line alone.
  await page.goBack();
  await expect(page).toHaveURL('/open-data');
  await footer(page).getByRole('link', { name: 'About us', exact: true }).click();
  await expect(page).toHaveURL('/about');
  await expect(footer(page).getByText(COPYRIGHT, { exact: true })).toBeVisible();
  await expect(footer(page).getByTestId('data-licence-scope')).toHaveCount(0);
});
