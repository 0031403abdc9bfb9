import type { APIRequestContext } from '@playwright/test';
import type { LoginResponse } from '@directpay/contracts';
import { test, expect } from '#support/fixtures';
import { storeSession } from '#support/session';
import { site } from '#support/site';
import { uniqueEmail } from './support';

async function logIn(request: APIRequestContext, email: string, password: string): Promise<LoginResponse> {
  const response = await request.post(`${site.api}/auth/login`, { data: { email, password } });
  if (!response.ok()) throw new Error(`login: ${response.status()} ${await response.text()}`);
  return (await response.json()) as LoginResponse;
}

test('owner changes the password under Account preferences: this browser stays signed in, another session ends', async ({ page, isMobile }) => {
  const email = uniqueEmail('password');
  await page.request.post(`${site.api}/auth/signup`, { data: { email, password: 'old-password' } });
  const session = await logIn(page.request, email, 'old-password');
  const other = await logIn(page.request, email, 'old-password');
  await storeSession(page, session);

  await page.goto('/account');
  if (isMobile) await page.getByRole('button', { name: 'Account menu' }).click();
  const nav = isMobile ? page.getByRole('dialog', { name: 'Account menu' }) : page.getByRole('navigation', { name: 'Account' });
  await nav.getByRole('link', { name: 'Account preferences' }).click();

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-the-password');
  await form.getByLabel('New password', { exact: true }).fill('new-password');
  await form.getByLabel('Confirm new password').fill('new-password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('This is not your current password.')).toBeVisible();

  await form.getByLabel('Current password').fill('old-password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('notice').filter({ hasText: 'Your password is changed.' })).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  const sessionOf = (token: string) => page.request.get(`${site.api}/auth/session`, { headers: { authorization: `Bearer ${token}` } });
  expect((await sessionOf(other.token)).status()).toBe(401);
  const stored = (await page.evaluate(() => localStorage.getItem('userToken'))) ?? '';
  expect(stored).not.toBe(session.token);
  expect((await sessionOf(stored)).status()).toBe(200);
  await expect(page).toHaveURL(/\/account\/preferences$/);
  await logIn(page.request, email, 'new-password');
});
