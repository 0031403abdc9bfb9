import { test, expect } from '#support/fixtures';
import { demoClinicId, getClinic, profileClinics } from './profile-fixtures';
import { PRICED } from './profile-data';

test('visitor sees every cash price in a table, the insurance note and a link to the full profile', async ({ page }) => {
  const { rich } = await profileClinics();
  await page.goto(`/clinic/${rich.id}/prices`);
  const remote = page.locator('[data-remote="mf_profile"]');
  await expect(remote.getByRole('heading', { level: 1, name: 'Riverside Cash Care' })).toBeVisible();
  await expect(remote).toContainText('Ogden, UT');
  const rows = remote.getByRole('table').getByRole('row');
  // Each price has the report action beside it, and a request for an appointment with the service picked (named to screen readers).
  await expect(rows).toHaveText([['Service', 'Cash price'], ...PRICED.map(([d, p]) => [`${d}I was charged a different priceRequest an appointment ${d}`, p])].map(([d, p]) => `${d}${p}`));
  await expect(remote).toContainText('Prices paid with insurance will likely differ from the listed cash prices.');
  await remote.getByRole('link', { name: 'See the full profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/clinic/${rich.id}$`));
  await expect(page.getByRole('region', { name: 'Services' })).toBeVisible();
});

test('a demo clinic found through search has its prices page', async ({ page }) => {
  const id = await demoClinicId(2);
  const clinic = await getClinic(id);
  await page.goto(`/clinic/${id}/prices`);
  await expect(page.getByRole('heading', { level: 1, name: clinic.detail.name })).toBeVisible();
  const priced = [...clinic.services, ...clinic.otherServices].filter((s) => s.price);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(priced.length + 1);
});
