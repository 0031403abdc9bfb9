import { readFile } from 'node:fs/promises';
import { test, expect } from '#support/fixtures';
import { csvFile, openAccountPage, signInAsNewOwner, threeLocationsCsv } from './support';

test('owner imports a 3-location CSV with one bad row, fixes it and applies it, then sees the locations', async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  await signInAsNewOwner(page, 'import');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'List your first clinic location' })).toBeVisible();

  await openAccountPage(page, 'Import locations', isMobile);
  await expect(page).toHaveURL(/\/account\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import locations' })).toBeVisible();

  // The template: downloaded with its example, and its columns explained on the page.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the template with an example' }).click()]);
  expect(download.suggestedFilename()).toBe('directpay-locations-template.csv');
  const template = await readFile((await download.path())!, 'utf8');
  expect(template.split('\r\n')[0]).toBe('external_id,name,category,website,phone,email,street,suite,city,state,zip,latitude,longitude,service,price,code,code_system,includes,excludes,all_inclusive');
  await page.getByText('Columns of the template').click();
  await expect(page.getByText('external_id (required)')).toBeVisible();

  // A file with a bad price: the dry run names its row and column, and offers no import.
  const input = page.getByLabel('CSV file');
  await input.setInputFiles(csvFile(threeLocationsCsv('$120')));
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByRole('status')).toHaveText('1 problem to fix before anything can be imported.');
  const problems = preview.getByRole('table', { name: 'Rows to fix (row 1 is the header)' });
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems.getByRole('row').nth(1).getByRole('cell')).toHaveText(['3', 'price', 'must be a price in dollars such as 120 or 99.50, without $ or thousands separators']);
  await expect(preview.getByRole('listitem')).toHaveText([/^New: Import Smiles Salt Lake \(slc\), 1 service$/, /^New: Import Smiles Orem \(orem\), 1 service$/]);
  await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);

  // The fixed file, chosen again: all three would be new; importing lands on the list.
  await input.setInputFiles(csvFile(threeLocationsCsv(), 'locations-fixed.csv'));
  await expect(preview.getByRole('heading', { name: 'Dry run of locations-fixed.csv' })).toBeVisible();
  await expect(preview.getByRole('status')).toHaveText('Ready to import 3 locations: 3 new, 0 updated, 0 unchanged.');
  await expect(problems).toHaveCount(0);
  await page.getByRole('button', { name: 'Import 3 locations' }).click();

  await expect(page).toHaveURL(/\/account\/clinic-locations$/);
  await expect(page.getByTestId('notice').filter({ hasText: 'Imported: 3 new locations, 0 locations updated, 0 unchanged.' })).toBeVisible();
  const rows = page.getByTestId('clinic-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Import Smiles Provo' })).toContainText('Provo, UT');
  await expect(rows.filter({ hasText: 'Import Smiles Orem' })).toContainText('Orem, UT');
  await expect(rows.filter({ hasText: 'Import Smiles Salt Lake' })).toContainText('Salt Lake City, UT');
});
