import { test, expect } from '#support/fixtures';
import { signInAsNewOwner, uniqueEmail } from './support';

test('a visitor without a session is sent to log in and comes back to the account page after signing in', async ({ page }) => {
  await page.goto('/account/metrics');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%2Fmetrics$/);
  const form = page.getByRole('form', { name: 'Development sign-in' });
  await form.getByLabel('Development account email').fill(uniqueEmail('guard'));
  await form.getByRole('button', { name: 'Sign in with the development account' }).click();
  await expect(page).toHaveURL(/\/account\/metrics$/);
  await expect(page.getByRole('heading', { name: 'Metrics', level: 1 })).toBeVisible();
});

test('owner moves between the account pages with the side navigation', async ({ page, isMobile }) => {
  const session = await signInAsNewOwner(page, 'nav');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/clinic-locations$/);
  await expect(page.locator('[data-remote="mf_account"]')).toContainText(session.email);

  const go = async (label: string) => {
    // Small screens open the navigation as a slide-over first.
    if (isMobile) await page.getByRole('button', { name: 'Account menu' }).click();
    const nav = isMobile ? page.getByRole('dialog', { name: 'Account menu' }) : page.getByRole('navigation', { name: 'Account' });
    await nav.getByRole('link', { name: label }).click();
  };

  await go('Account preferences');
  await expect(page).toHaveURL(/\/account\/preferences$/);
  await expect(page.locator('[data-remote="mf_account"]').getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contactus');
  if (isMobile) await expect(page.getByRole('dialog', { name: 'Account menu' })).toHaveCount(0);

  await go('Account members');
  await expect(page.getByText(/Coming soon/)).toBeVisible();

  await go('Metrics');
  await expect(page.getByRole('heading', { name: 'Metrics', level: 1 })).toBeVisible();

  await go('Your clinic locations');
  await expect(page.getByRole('heading', { name: 'Your clinic locations' })).toBeVisible();
});

test('an owner whose session expires is told so and can log in again', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('userId', 'user-x');
    localStorage.setItem('userEmail', 'expired@example.com');
    localStorage.setItem('userToken', 'not-a-valid-token');
    localStorage.setItem('accountId', 'account-x');
  });
  await page.goto('/account/clinic-locations');
  const root = page.locator('[data-remote="mf_account"]');
  await expect(root.getByRole('heading', { name: 'Please log in again' })).toBeVisible();
  await expect(root).toContainText('expired@example.com');
  await expect(root.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?returnTo=%2Faccount%2Fclinic-locations');
});
