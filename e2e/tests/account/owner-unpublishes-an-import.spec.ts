/**
 * An owner imports two locations from a CSV of our simple template, unpublishes
 * that import from the import page, and a visitor's search and profile no
 * longer find them; published again, they are back. Then one location alone, from its row.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { WHOLE_US, cards, heading, listSettled, openSearch } from '../search/helpers';
import { chooseOption, csvFile, openAccountPage, signInAsNewOwner } from './support';

/** A code no seeded clinic prices: the visitor's search lists only locations imported by this test. */
const CODE = 'D9944';

function twoLocationsCsv(tag: string): string {
  const header = 'external_id,name,category,website,phone,email,street,suite,city,state,zip,latitude,longitude,service,price,code,code_system,includes,excludes,all_inclusive';
  const row = (id: string, name: string, city: string, zip: string) => `${id},${name},Dental,https://guards.example.com,,,1 Main St,,${city},UT,${zip},,,Night guard,350,${CODE},CDT,,,`;
  return [header, row('guard-provo', `Guards ${tag} Provo`, 'Provo', '84601'), row('guard-orem', `Guards ${tag} Orem`, 'Orem', '84057'), ''].join('\r\n');
}

/** The visitor's search again, as they see it after a reload. */
async function searchAgain(visitor: Page): Promise<void> {
  await visitor.reload();
  await expect(heading(visitor)).toHaveText(/^\d+ clinics?$/);
  await listSettled(visitor);
}

test('owner unpublishes the locations of one import and publishes them again; a visitor stops finding them and finds them again', async ({ page, context, isMobile }) => {
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}${isMobile ? 'm' : 'd'}`;
  const provo = `Guards ${tag} Provo`;
  const orem = `Guards ${tag} Orem`;
  await signInAsNewOwner(page, 'unpublish-import');
  await page.goto('/account');
  await openAccountPage(page, 'Import locations', isMobile);
  await expect(page.getByRole('heading', { name: 'Your imports' })).toBeVisible();
  await expect(page.getByText('No file was imported yet.')).toBeVisible();

  await page.getByLabel('CSV file').setInputFiles(csvFile(twoLocationsCsv(tag)));
  await expect(page.getByTestId('import-preview').getByRole('status')).toHaveText('Ready to import 2 locations: 2 new, 0 updated, 0 unchanged.');
  await page.getByRole('button', { name: 'Import 2 locations' }).click();
  await expect(page).toHaveURL(/\/account\/clinic-locations$/);
  const rows = page.getByTestId('clinic-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.getByTestId('unpublished')).toHaveCount(0);

  // A visitor, in another tab, finds both by the code they price and opens one's profile.
  const visitor = await context.newPage();
  await openSearch(visitor, `code=${CODE}&${WHOLE_US}`);
  await expect(cards(visitor).filter({ hasText: provo })).toHaveCount(1);
  await expect(cards(visitor).filter({ hasText: orem })).toHaveCount(1);
  const [profile] = await Promise.all([context.waitForEvent('page'), cards(visitor).filter({ hasText: provo }).getByRole('link', { name: /See clinic/ }).click()]);
  await expect(profile.getByRole('heading', { level: 1, name: provo })).toBeVisible();

  // The owner unpublishes the import from the import page, after a confirm step naming the count.
  await page.bringToFront();
  await openAccountPage(page, 'Import locations', isMobile);
  const imported = page.getByTestId('import-row');
  await expect(imported).toHaveCount(1);
  await expect(imported).toContainText('Created 2 locations, updated 0.');
  await expect(imported).toContainText('All 2 of its locations are published.');
  await imported.getByRole('button', { name: 'Unpublish these 2 locations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText('Unpublish 2 locations from this import?');
  await dialog.getByRole('button', { name: 'Unpublish these 2 locations' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('notice').filter({ hasText: /^Unpublished: 2 locations from the import of / })).toBeVisible();
  await expect(imported).toContainText('All 2 of its locations are unpublished.');

  // The owner still sees both, marked.
  await openAccountPage(page, 'Your clinic locations', isMobile);
  await expect(rows.getByTestId('unpublished')).toHaveCount(2);

  // The visitor's search no longer finds them, and the open profile is not found.
  await searchAgain(visitor);
  await expect(cards(visitor).filter({ hasText: tag })).toHaveCount(0);
  await profile.reload();
  await expect(profile.locator('[data-remote="mf_profile"]').getByRole('heading', { name: 'Clinic not found' })).toBeVisible();

  // Published again: both are back.
  await page.bringToFront();
  await openAccountPage(page, 'Import locations', isMobile);
  await imported.getByRole('button', { name: 'Publish again' }).click();
  await expect(page.getByTestId('notice').filter({ hasText: /^Published again: 2 locations from the import of / })).toBeVisible();
  await expect(imported).toContainText('All 2 of its locations are published.');
  await expect(imported.getByRole('button', { name: 'Publish again' })).toHaveCount(0);

  await searchAgain(visitor);
  await expect(cards(visitor).filter({ hasText: provo })).toHaveCount(1);
  await expect(cards(visitor).filter({ hasText: orem })).toHaveCount(1);
  await profile.reload();
  await expect(profile.getByRole('heading', { level: 1, name: provo })).toBeVisible();

  // One location alone, from its row's Options menu: only it leaves the search.
  await page.bringToFront();
  await openAccountPage(page, 'Your clinic locations', isMobile);
  await chooseOption(page, provo, 'Unpublish');
  await expect(page.getByTestId('notice').filter({ hasText: `${provo} is unpublished: only you see it until you publish it again.` })).toBeVisible();
  await expect(rows.filter({ hasText: provo }).getByTestId('unpublished')).toBeVisible();
  await expect(rows.filter({ hasText: orem }).getByTestId('unpublished')).toHaveCount(0);
  await searchAgain(visitor);
  await expect(cards(visitor).filter({ hasText: provo })).toHaveCount(0);
  await expect(cards(visitor).filter({ hasText: orem })).toHaveCount(1);
  await chooseOption(page, provo, 'Publish again');
  await expect(rows.filter({ hasText: provo }).getByTestId('unpublished')).toHaveCount(0);
  await searchAgain(visitor);
  await expect(cards(visitor).filter({ hasText: provo })).toHaveCount(1);
});
