import type { Request } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { logOut } from './shell-helpers';

test('different passwords say Passwords do not match and nothing is sent', async ({ page }) => {
  const posts: Request[] = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(r));
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill('mismatch@example.com');
  await form.getByLabel('Create password').fill('first-password');
  await form.getByLabel('Confirm password').fill('second-password');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByTestId('notice').filter({ hasText: 'Passwords do not match' })).toBeVisible();
  await expect(form.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toHaveLength(0);
});

test('owner signs up with email, is signed in, logs out and logs in again with the same password', async ({ page }, testInfo) => {
  const email = `owner-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Create password').fill('a-long-password');
  await form.getByLabel('Confirm password').fill('a-long-password');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/account/clinic-locations');
  expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe(email);

  await logOut(page);
  await expect(page).toHaveURL('/');

  await page.goto('/login');
  const login = page.getByRole('form', { name: 'Log in with email' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill('a-long-password');
  await login.getByRole('button', { name: 'Log in with email' }).click();
  await expect(page).toHaveURL('/account/clinic-locations');
});

test('the sign-up page offers the other sign-in and a link back to /login', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Sign in with the development account' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/login');
});
