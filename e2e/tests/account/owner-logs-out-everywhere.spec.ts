import { test, expect } from '#support/fixtures';
import { site } from '#support/site';
import { apiSignIn, signInAsNewOwner } from './support';

test('owner logs out everywhere from Account preferences: this browser and another device are both signed out', async ({ page, isMobile }) => {
  const session = await signInAsNewOwner(page, 'everywhere');
  // The same owner signed in on another device.
  const other = await apiSignIn(page.request, session.email);
  const listAs = (token: string) => page.request.get(`${site.api}/account/clinics`, { headers: { authorization: `Bearer ${token}` } });
  expect((await listAs(other.token)).status()).toBe(200);

  await page.goto('/account');
  if (isMobile) await page.getByRole('button', { name: 'Account menu' }).click();
  const nav = isMobile ? page.getByRole('dialog', { name: 'Account menu' }) : page.getByRole('navigation', { name: 'Account' });
  await nav.getByRole('link', { name: 'Account preferences' }).click();
  await page.getByRole('button', { name: 'Log out everywhere' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('notice').filter({ hasText: 'You are logged out on every device.' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  for (const token of [session.token, other.token]) expect((await listAs(token)).status()).toBe(401);
});
