import { test, expect } from '#support/fixtures';
import { profileClinics } from './profile-fixtures';

test('the test profile page shows the same profile from the alternative source', async ({ page }) => {
  const { rich } = await profileClinics();
  const fromTestSource = page.waitForResponse((r) => r.url().endsWith(`/test/${rich.id}`) && r.ok());
  await page.goto(`/clinic_test/${rich.id}`);
  await fromTestSource;
  const remote = page.locator('[data-remote="mf_profile"]');
  await expect(remote.getByRole('heading', { level: 1, name: 'Riverside Cash Care' })).toBeVisible();
  for (const name of ['About', 'Services', 'Accepted Insurances', 'Doctors', 'Specialties', 'Office Images', 'Hours', 'Address']) {
    await expect(remote.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(remote.getByTestId('contact-card')).toContainText('(801) 555-0142');
  // The map loads as it nears the screen: the visitor scrolls down to it.
  const map = remote.getByTestId('clinic-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
});

test('an unknown id on the test profile page is not found', async ({ page }) => {
  await page.goto('/clinic_test/0123456789abcdef01234567');
  await expect(page.locator('[data-remote="mf_profile"]').getByRole('heading', { name: 'Clinic not found' })).toBeVisible();
});
