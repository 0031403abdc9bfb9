import { test, expect } from '#support/fixtures';
import { chooseOption, clinicInput, createClinicByApi, signInAsNewOwner } from './support';

test("owner edits a clinic, duplicates it and sees '(Copy)' in the list, then deletes one after confirming", async ({ page }) => {
  const session = await signInAsNewOwner(page, 'edit');
  await createClinicByApi(page.request, session.token, clinicInput('beta Eye Center'));
  await createClinicByApi(page.request, session.token, clinicInput('Alpha Vision', { address: { ...clinicInput('x').address, cityTown: 'Orem' } }));
  await page.goto('/account/clinic-locations');

  // Sorted by name, case-insensitive, with 'city, state'.
  const rows = page.getByTestId('clinic-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Alpha Vision');
  await expect(rows.nth(0)).toContainText('Orem, UT');
  await expect(rows.nth(1)).toContainText('beta Eye Center');

  // Edit: the wizard opens with the saved values.
  await chooseOption(page, 'beta Eye Center', 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit clinic location' });
  await expect(edit.getByLabel('Clinic name')).toHaveValue('beta Eye Center');
  await edit.getByLabel('Clinic name').fill('Beta Eye Center Downtown');
  for (let step = 1; step < 10; step++) await edit.getByRole('button', { name: 'Next', exact: true }).click();
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(edit).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Beta Eye Center Downtown' })).toHaveCount(1);

  // Duplicate: a copy with no id and ' (Copy)' after the name.
  await chooseOption(page, 'Alpha Vision', 'Duplicate');
  const copy = page.getByRole('dialog', { name: 'Add clinic location' });
  await expect(copy.getByLabel('Clinic name')).toHaveValue('Alpha Vision (Copy)');
  for (let step = 1; step < 10; step++) await copy.getByRole('button', { name: 'Next', exact: true }).click();
  await copy.getByRole('button', { name: 'Submit' }).click();
  await expect(copy).toHaveCount(0);
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Alpha Vision (Copy)');

  // Delete asks first; Cancel keeps the clinic.
  await chooseOption(page, 'Alpha Vision (Copy)', 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure you want to delete this clinic?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(3);
  await chooseOption(page, 'Alpha Vision (Copy)', 'Delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Alpha Vision (Copy)' })).toHaveCount(0);
});

test('owner previews a clinic: its public profile opens in a new tab', async ({ page, context }) => {
  const session = await signInAsNewOwner(page, 'preview');
  const clinic = await createClinicByApi(page.request, session.token, clinicInput('Preview Clinic'));
  await page.goto('/account/clinic-locations');
  const [tab] = await Promise.all([context.waitForEvent('page'), chooseOption(page, 'Preview Clinic', 'Preview')]);
  await expect(tab).toHaveURL(new RegExp(`/clinic/${clinic.id}$`));
  await expect(tab.getByRole('heading', { name: /Preview Clinic/, level: 1 })).toBeVisible();
});
