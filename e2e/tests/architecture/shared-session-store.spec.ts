import { test, expect } from '#support/fixtures';
import { signInAsNewOwner } from '#support/session';

test('a session held by the host is seen by the account remote (one shared store)', async ({ page }) => {
  const session = await signInAsNewOwner(page, 'shared-store');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Manage Account' })).toBeVisible();

  // Browser storage is emptied: only the host's in-memory store still knows the
  // owner. A remote with its own copy of the store would now see nobody and
  // send the visitor to the login page.
  await page.evaluate(() => localStorage.clear());
  await page.getByRole('link', { name: 'Manage Account' }).click();
  await expect(page).toHaveURL(/\/account\/clinic-locations/);
  await expect(page.locator('[data-remote="mf_account"]')).toContainText(session.email);
});
