import { test, expect } from '#support/fixtures';
import { logOut } from './shell-helpers';

test('owner signs in with the development account, lands on the clinic locations and logs out to a logged-out header', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an account' })).toBeVisible();
  await expect(page.getByLabel('Development account email')).toHaveValue('owner@directpay.local');
  await page.getByRole('button', { name: 'Sign in with the development account' }).click();
  await expect(page).toHaveURL('/account/clinic-locations');
  // The owner sees their locations before reaching for Log out.
  await expect(page.getByRole('heading', { name: 'Your clinic locations' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe('owner@directpay.local');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Manage Account' })).toBeVisible();

  await logOut(page);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'List your clinic' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Manage Account' })).toHaveCount(0);
  expect(await page.evaluate(() => ['userId', 'userEmail', 'userToken', 'accountId'].map((k) => localStorage.getItem(k)))).toEqual([null, null, null, null]);
});

test('after signing in the owner returns to the account page they were sent from', async ({ page }) => {
  await page.goto('/login?returnTo=%2Faccount%2Fpreferences');
  await page.getByRole('button', { name: 'Sign in with the development account' }).click();
  await expect(page).toHaveURL('/account/preferences');
});

test('a returnTo outside the account area is ignored', async ({ page }) => {
  await page.goto('/login?returnTo=https%3A%2F%2Fevil.example%2F');
  await page.getByRole('button', { name: 'Sign in with the development account' }).click();
  await expect(page).toHaveURL('/account/clinic-locations');
});

test('with a stored token, /login goes straight to the clinic locations', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('userId', 'user-1');
    localStorage.setItem('userEmail', 'owner@example.com');
    localStorage.setItem('userToken', 'token-1');
    localStorage.setItem('accountId', 'account-1');
  });
  await page.goto('/login');
  await expect(page).toHaveURL('/account/clinic-locations');
});

test('a failed sign-in says Login failed! and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('form', { name: 'Log in with email' }).getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('form', { name: 'Log in with email' }).getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in with email' }).click();
  await expect(page.getByTestId('notice').filter({ hasText: 'Login failed!' })).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('Cancel goes home and the sign-up link opens /signup', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/signup');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/');
});
