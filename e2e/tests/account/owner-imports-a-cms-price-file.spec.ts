import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '#support/fixtures';
import { expectFitsEveryPhone } from '#support/fits-the-screen';
import { expectNoSeriousA11yViolations } from '../shell/shell-helpers';
import { openAccountPage, signInAsNewOwner } from './support';

/** CMS's own V3.0.0 tall example, byte for byte as CMS publishes it (the API's test fixture). */
const CMS_TALL = readFileSync(path.join(__dirname, '../../../api/test/imports/fixtures/cms-v3-tall-example.csv'));

/** Our template: a copy of the hospital under another id (a duplicate) and one new location. */
const WITH_A_DUPLICATE = [
  'external_id,name,category,website,phone,email,street,suite,city,state,zip,latitude,longitude,service,price,code,code_system,includes,excludes,all_inclusive',
  'wm-copy,West Mercy Hospital,Medical scans,https://westmercy.example.com,,,12 Main Street,,Fullerton,CA,92832,,,MRI of brain (no contrast),900,70551,CPT,,,',
  'wm-clinic,West Mercy Clinic,Medical scans,https://westmercy.example.com,,,40 Harbor Blvd,,Fullerton,CA,92832,,,MRI of brain (no contrast),950,70551,CPT,,,',
  '',
].join('\r\n');

test("owner imports CMS's unchanged tall CSV example: sees what is not imported, picks the category, and finds the locations; a duplicate later is left out, not blocking", async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  await signInAsNewOwner(page, 'cms-import');
  await page.goto('/account');
  await openAccountPage(page, 'Import locations', isMobile);
  await expect(page.getByRole('heading', { level: 1, name: 'Import locations' })).toBeVisible();

  await page.getByLabel('CSV file').setInputFiles({ name: 'V3.0.0_Tall_CSV_Format_Example.csv', mimeType: 'text/csv', buffer: CMS_TALL });
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByRole('status')).toHaveText('Ready to import 2 locations: 2 new, 0 updated, 0 unchanged.');
  const notices = preview.getByRole('region', { name: 'Not imported as the file has it' });
  await expect(notices.getByRole('listitem').filter({ hasText: '5 items have no discounted cash price and are not imported' })).toContainText('Inguinal hernia repair');
  await expect(notices.getByRole('listitem').filter({ hasText: 'modifiers and their payment adjustments are not imported' })).toContainText('50 Bilateral procedure');
  await expect(preview.getByRole('listitem').filter({ hasText: /^New: West Mercy/ })).toHaveText([
    'New: West Mercy Hospital (West Mercy Hospital), 17 services',
    'New: West Mercy Surgical Center (West Mercy Surgical Center), 17 services',
  ]);

  // The file gives no category: importing without one asks for it at the select.
  const category = page.getByLabel('Category of the new locations');
  await page.getByRole('button', { name: 'Import 2 locations' }).click();
  await expect(category).toBeFocused();
  await expect(category).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Choose the category of the new locations: the file does not give one.')).toBeVisible();
  // The notices and the category's error are readable on a phone and to assistive technology.
  if (isMobile) await expectFitsEveryPhone(page, 'import of a CMS file, its notices and the category asked');
  await expectNoSeriousA11yViolations(page);
  await category.selectOption({ label: 'Medical scans' });
  await expect(category).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Import 2 locations' }).click();

  await expect(page).toHaveURL(/\/account\/clinic-locations$/);
  await expect(page.getByTestId('notice').filter({ hasText: 'Imported: 2 new locations, 0 locations updated, 0 unchanged.' })).toBeVisible();
  const rows = page.getByTestId('clinic-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'West Mercy Hospital' })).toContainText('Fullerton, CA');
  await expect(rows.filter({ hasText: 'West Mercy Surgical Center' })).toContainText('San Jose, CA');

  // A file repeating the hospital under another id: the dry run says it is left out, and the rest imports.
  await openAccountPage(page, 'Import locations', isMobile);
  await page.getByLabel('CSV file').setInputFiles({ name: 'more-locations.csv', mimeType: 'text/csv', buffer: Buffer.from(WITH_A_DUPLICATE) });
  await expect(preview.getByRole('status')).toHaveText('Ready to import 1 location: 1 new, 0 updated, 0 unchanged.');
  await expect(preview.getByRole('region', { name: 'Not imported as the file has it' }).getByRole('listitem')).toHaveText([
    'Row 2, name: is a duplicate, so it is not imported: the same name and address as your location West Mercy Hospital; give it external_id West Mercy Hospital to update that location',
  ]);
  await expect(page.getByLabel('Category of the new locations')).toHaveCount(0);
  await page.getByRole('button', { name: 'Import 1 location' }).click();
  await expect(page).toHaveURL(/\/account\/clinic-locations$/);
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'West Mercy Hospital' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'West Mercy Clinic' })).toContainText('Fullerton, CA');
});
