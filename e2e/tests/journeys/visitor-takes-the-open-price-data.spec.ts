import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { filePriceOf, hasPriceFile } from '@directpay/contracts';
import { test, expect } from '#support/fixtures';
import { site } from '#support/site';
import { demoClinicId, getClinic } from '../profile/profile-fixtures';
import { footer } from '../shell/shell-helpers';

test('visitor opens a clinic’s price file from its profile, downloads its CSV, then takes the whole directory from /open-data', async ({ page }) => {
  // A vasectomy clinic of the demo data: coded prices, some with what they include.
  const id = await demoClinicId(8);
  const clinic = await getClinic(id);
  expect(hasPriceFile(clinic)).toBe(true);
  const listed = [...clinic.services, ...clinic.otherServices].filter((s) => s.price.trim());
  // A price file states amounts above zero; the export has every listed price.
  const priced = listed.filter((s) => filePriceOf(s.price) !== undefined);

  await page.goto(`/clinic/${id}`);
  const services = page.getByRole('region', { name: 'Services' });
  const prices = services.getByTestId('price-files');
  await prices.scrollIntoViewIfNeeded();
  await expect(prices).toHaveText('These prices as a file: JSON price file, CSV price file or wide CSV price file');

  // The JSON file opens in the tab, in CMS's layout, with the clinic's own words and codes.
  const [json] = await Promise.all([
    page.waitForResponse(`**/open-data/clinics/${id}/standard-charges.json`),
    prices.getByRole('link', { name: 'JSON price file' }).click(),
  ]);
  expect(json.status()).toBe(200);
  const file = await json.json();
  expect(file).toMatchObject({ hospital_name: clinic.detail.name, version: '3.0.0', license_information: { state: clinic.address.state } });
  expect(file.standard_charge_information.map((item: { description: string }) => item.description)).toEqual(priced.map((s) => s.description));
  const coded = priced.find((s) => s.code)!;
  expect(file.standard_charge_information).toContainEqual(expect.objectContaining({ code_information: [{ code: coded.code, type: coded.codeSystem }] }));

  // Back on the profile, the CSV downloads under CMS's file name.
  await page.goBack();
  await prices.scrollIntoViewIfNeeded();
  const [csv] = await Promise.all([page.waitForEvent('download'), prices.getByRole('link', { name: 'CSV price file', exact: true }).click()]);
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^${id}${clinic.npi ? `-${clinic.npi}` : ''}_[a-z0-9-]+_standardcharges\\.csv$`));
  const rows = readFileSync((await csv.path())!, 'utf8').split('\r\n');
  expect(rows[0]).toMatch(/^hospital_name,last_updated_on,version,location_name,hospital_address,license_number\|[A-Z]{2},type_2_npi,/);
  expect(rows[2]).toMatch(/^description,code\|1,code\|1\|type,modifiers,setting,/);
  expect(rows.slice(3).filter(Boolean)).toHaveLength(priced.length);

  // The footer leads to /open-data, which explains the files and their licence.
  await footer(page).getByRole('link', { name: 'Open price data', exact: true }).click();
  await expect(page).toHaveURL('/open-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Open price data' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Clinic cash prices from DirectPay Clinics (${site.host}/open-data), CC BY 4.0.`);
  await expect(page.getByRole('list', { name: 'Price files by clinic' }).getByRole('listitem').first()).toBeVisible();

  // The whole directory downloads: every clinic, this one's prices among them.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'clinics.csv.gz' }).click()]);
  expect(download.suggestedFilename()).toBe('clinics.csv.gz');
  const lines = gunzipSync(readFileSync((await download.path())!)).toString('utf8').split('\r\n');
  expect(lines[0]).toMatch(/^clinic_id,clinic_name,category,/);
  expect(lines.filter((line) => line.startsWith(`${id},`))).toHaveLength(listed.length);

  // The index of every price file, as CMS has hospitals publish it, names this clinic's.
  const [index] = await Promise.all([page.waitForResponse('**/cms-hpt.txt'), page.getByRole('link', { name: 'cms-hpt.txt' }).click()]);
  expect(index.status()).toBe(200);
  expect(await index.text()).toContain(`source-page-url: ${site.host}/clinic/${id}\nmrf-url: ${site.api}/open-data/clinics/${id}/standard-charges.json\n`);
});
