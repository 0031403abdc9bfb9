import { test, expect } from '#support/fixtures';
import { site } from '#support/site';
import { clinicInput, createClinicByApi, signInAsNewOwner } from './support';

test("owner sees the metrics count a clinic's profile view", async ({ page }) => {
  const session = await signInAsNewOwner(page, 'metrics');
  const clinic = await createClinicByApi(page.request, session.token, clinicInput('Counted Clinic'));
  const event = await page.request.post(`${site.api}/clinics/${clinic.id}/events`, { data: { type: 'profile_view' } });
  expect(event.status()).toBe(204);

  await page.goto('/account/metrics');
  const card = page.getByTestId('clinic-metrics').filter({ hasText: 'Counted Clinic' });
  await expect(card.getByRole('row', { name: /Profile views/ })).toContainText('1');
  await expect(card.getByRole('row', { name: /Website clicks/ })).toContainText('0');
  await expect(card.getByRole('img', { name: /Chart for Counted Clinic: Profile views 1/ })).toBeVisible();

  // Each period asks again; the view is within the last 7 days too.
  await page.getByRole('radio', { name: 'Last 7 days' }).check();
  await expect(card.getByRole('row', { name: /Profile views/ })).toContainText('1');
});
