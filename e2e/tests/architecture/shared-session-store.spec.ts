import { test, expect } from '../../support/fixtures';

test('a session held by the host is seen by the account remote (one shared store)', async ({ page }) => {
  // Start signed in, as a returning owner would be.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('userId', 'user-1');
    localStorage.setItem('userEmail', 'owner@example.com');
    localStorage.setItem('userToken', 'token-1');
    localStorage.setItem('accountId', 'account-1');
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Manage Account' })).toBeVisible();

  // Browser storage is emptied: only the in-memory store still knows the user.
  // A remote with its own copy of the store would now see nobody.
  await page.evaluate(() => localStorage.clear());
  await page.getByRole('link', { name: 'Manage Account' }).click();
  await expect(page.locator('[data-remote="mf_account"]')).toContainText('owner@example.com');
});
