import { formatLongDate } from '@directpay/contracts';
import { test, expect } from '#support/fixtures';
import { startOwnApi, useApi } from '#support/own-api';
import { FILE_DATE, IMPORTED_CLINIC_ID, IMPORTED_NAME } from './imported-clinic-data';

/*
 * A clinic whose prices were imported from its CMS price file, on an API of the
 * test's own (the import writes it through the clinics repository, as
 * seed-imported-clinic.ts does): nothing on its profile says the clinic
 * confirmed a price on the import day.
 */
let api: Awaited<ReturnType<typeof startOwnApi>>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  api = await startOwnApi(0, 180_000, require.resolve('./seed-imported-clinic.ts'));
});
test.afterAll(async () => {
  await api?.dispose();
});

test("visitor sees an imported price as 'from the clinic's price file of' its file's date, and a price the owner confirmed since as confirmed", async ({ page }) => {
  await useApi(page, api.url);
  await page.goto(`/clinic/${IMPORTED_CLINIC_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: IMPORTED_NAME })).toBeVisible();
  const services = page.getByRole('region', { name: 'Services' });
  await services.scrollIntoViewIfNeeded();

  const fileDate = formatLongDate(FILE_DATE);
  const mri = services.getByRole('listitem').filter({ hasText: 'MRI of brain (no contrast)' });
  await expect(mri.getByTestId('price-marks')).toContainText(`From the clinic's price file of ${fileDate}`);
  const panel = services.getByRole('listitem').filter({ hasText: 'Basic metabolic panel' });
  await expect(panel.getByTestId('price-marks')).not.toContainText('price file');
  // The clinic's line takes its stalest price's stamp: the file's, not a confirmation.
  await expect(services.getByTestId('prices-confirmed')).toHaveText(new RegExp(`^Prices from the clinic's price file of ${fileDate}( · may be out of date)?$`));
  await expect(services).not.toContainText(`confirmed ${formatLongDate(new Date())}`);

  // Every price, on the prices page, says the same.
  await services.getByRole('link', { name: 'Every price and what it includes' }).click();
  await expect(page).toHaveURL(`/clinic/${IMPORTED_CLINIC_ID}/prices`);
  await expect(page.getByTestId('prices-confirmed')).toHaveText(new RegExp(`^Prices from the clinic's price file of ${fileDate}`));
  await expect(page.getByText(`From the clinic's price file of ${fileDate}`, { exact: true })).toHaveCount(1);
});
