import { test, expect } from '#support/fixtures';
import { footer, isMobileLayout } from './shell-helpers';

const FOOTER_LINKS = [
  { name: 'About us', path: '/about', heading: 'About us', title: /About us/ },
  { name: 'Terminology', path: '/terminology', heading: 'Terminology', title: /Terminology/ },
  { name: 'Why list your clinic?', path: '/why-list-clinic', heading: 'Why list your clinic?', title: /Why list your clinic/ },
  { name: 'Open price data', path: '/open-data', heading: 'Open price data', title: /Open price data/ },
  { name: 'Contact us', path: '/contactus', heading: 'Contact us', title: /Contact us/ },
  { name: 'Privacy policy', path: '/private-policy', heading: 'Privacy policy', title: /Privacy policy/ },
  { name: 'Terms & conditions', path: '/terms-conditions', heading: 'Terms & conditions', title: /Terms & conditions/ },
  { name: 'Moderation policy', path: '/moderation-policy', heading: 'Moderation policy', title: /Moderation policy/ },
];

test.describe('visitor follows the footer links', () => {
  for (const link of FOOTER_LINKS) {
    test(`${link.name} opens ${link.path} with its own title and scrolls to the top`, async ({ page }) => {
      await page.goto('/');
      await footer(page).getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.path);
      await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
      await expect(page).toHaveTitle(link.title);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test('the footer tells clinics the pitch, its List your clinic button goes to /intro, and the copyright is right', async ({ page }) => {
    await page.goto('/about');
    const bar = footer(page);
    await expect(bar).toContainText('Get more exposure to clients without booking fees.');
    await expect(bar).toContainText('© 2024 DirectPay Clinics LLC, Inc. All rights reserved.');
    await bar.getByRole('link', { name: 'List your clinic', exact: true }).click();
    await expect(page).toHaveURL('/intro');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  });

  test('the icon attribution opens in a new tab safely; social icons are named but are not dead links', async ({ page }) => {
    await page.goto('/');
    const attribution = footer(page).getByRole('link', { name: /Icons by Heroicons/ });
    await expect(attribution).toHaveAttribute('target', '_blank');
    await expect(attribution).toHaveAttribute('rel', 'noopener noreferrer');
    for (const name of ['Facebook', 'Instagram', 'X', 'GitHub', 'YouTube']) {
      await expect(footer(page).getByRole('img', { name, exact: true })).toBeVisible();
      await expect(footer(page).getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    // Every other footer link stays on the site.
    const hrefs = await footer(page).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => !href.startsWith('/'))).toEqual(['https://heroicons.com']);
  });
});

test.describe('visitor uses the header', () => {
  test('the logo goes home; logged out, the header offers List your clinic (and Log in on wide screens)', async ({ page }) => {
    await page.goto('/terminology');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'List your clinic', exact: true }).click();
    await expect(page).toHaveURL('/intro');
    await expect(page.getByRole('heading', { level: 1, name: 'List your clinic for free' })).toBeVisible();
    if (!isMobileLayout(page)) {
      await header.getByRole('link', { name: 'Log in' }).click();
      await expect(page).toHaveURL('/login');
      await page.getByRole('link', { name: 'Cancel' }).click();
      await expect(page).toHaveURL('/');
      await footer(page).getByRole('link', { name: 'About us', exact: true }).click();
      await expect(page).toHaveURL('/about');
    }
    await header.getByRole('link', { name: 'DirectPay Clinics home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find clinics with clear cash prices' })).toBeVisible();
  });

  test('an unknown address shows a 404 page inside the layout', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'DirectPay Clinics home' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a new page opens scrolled to the top', async ({ page }) => {
    await page.goto('/terms-conditions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await footer(page).getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
