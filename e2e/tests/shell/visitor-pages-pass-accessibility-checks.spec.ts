import { test, expect } from '#support/fixtures';
import { expectNoSeriousA11yViolations } from './shell-helpers';

const PAGES = [
  { path: '/', heading: 'Find clinics with clear cash prices' },
  { path: '/about', heading: 'About us' },
  { path: '/terminology', heading: 'Terminology' },
  { path: '/private-policy', heading: 'Privacy policy' },
  { path: '/terms-conditions', heading: 'Terms & conditions' },
  { path: '/why-list-clinic', heading: 'Why list your clinic?' },
  { path: '/intro', heading: 'List your clinic for free' },
  { path: '/contactus', heading: 'Contact us' },
  { path: '/login', heading: 'Choose an account' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/missing-page', heading: 'Page not found' },
];

for (const { path, heading } of PAGES) {
  test(`${path} has a title, a description and no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(/DirectPay Clinics/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the contact form with its inline errors has no serious accessibility violations', async ({ page }) => {
  await page.goto('/contactus');
  await page.getByRole('button', { name: "Let's talk" }).click();
  await expect(page.getByText('Please enter your first name.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the open mobile menu has no serious accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
