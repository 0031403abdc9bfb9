import { test, expect } from '#support/fixtures';
import { cards, chooseFilters, heading, isMobile, urlParams } from '../search/helpers';
import { openAMapCard } from './map-card';

const COUNT = /^\d+ clinics?$/;
const noFallback = async (page: import('@playwright/test').Page) => {
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await expect(page.getByTestId('page-error')).toHaveCount(0);
};

test('visitor goes from a category tile through filters, a profile and a prices page, then Back, Back and home', async ({ page, context }, testInfo) => {
  const mobile = isMobile(testInfo.project.name);
  await page.goto('/');
  await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Dental', exact: true }).click();
  await expect(heading(page)).toHaveText(COUNT);

  // Two category changes, then a service: each answers with a count, never the fallback.
  await chooseFilters(page, mobile, 'Direct primary care');
  await expect.poll(() => urlParams(page).get('category')).toBe('Direct primary care');
  await expect(heading(page)).toHaveText(COUNT);
  await chooseFilters(page, mobile, 'Dental');
  await expect.poll(() => urlParams(page).get('category')).toBe('Dental');
  await expect(heading(page)).toHaveText(COUNT);
  await chooseFilters(page, mobile, 'Dental', 'Single membership');
  await expect.poll(() => urlParams(page).get('service')).toBe('Single membership');
  await expect(heading(page)).toHaveText(COUNT);
  await noFallback(page);

  // A card's profile opens in a new tab (spec): it loads there, and the search stays.
  const card = cards(page).first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
  const [profileTab] = await Promise.all([context.waitForEvent('page'), card.getByRole('link', { name: /See clinic/ }).click()]);
  await expect(profileTab.getByRole('heading', { level: 1, name })).toBeVisible();
  await profileTab.close();

  // The map card's See prices moves to the profile remote in this tab, without a reload.
  const searchUrl = page.url();
  const mapCard = await openAMapCard(page);
  const clinic = (await mapCard.getByRole('heading', { level: 2 }).textContent())!;
  await mapCard.getByRole('link', { name: 'See prices' }).click();
  await expect(page).toHaveURL(/\/clinic\/[0-9a-f]{24}\/prices$/);
  const prices = page.locator('[data-remote="mf_profile"]');
  await expect(prices.getByRole('heading', { level: 1, name: clinic })).toBeVisible();
  await prices.getByRole('link', { name: 'See the full profile' }).click();
  await expect(page).toHaveURL(/\/clinic\/[0-9a-f]{24}$/);
  await expect(page.getByRole('region', { name: 'Services' })).toBeVisible();

  // Back, Back: the prices page, then the search as it was left.
  await page.goBack();
  await expect(page).toHaveURL(/\/prices$/);
  await expect(prices.getByRole('heading', { level: 1, name: clinic })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(searchUrl);
  await expect(heading(page)).toHaveText(COUNT);
  expect(urlParams(page).get('service')).toBe('Single membership');
  await noFallback(page);

  // The logo goes home with the header and footer in place.
  await page.getByRole('banner').getByRole('link', { name: 'DirectPay Clinics home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Browse by category' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
});

test('visitor goes from the search to Log in and Back, and the search is still there', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Eye care', exact: true }).click();
  await expect(heading(page)).toHaveText(COUNT);
  if (isMobile(testInfo.project.name)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Log in' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  }
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an account' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?/);
  expect(urlParams(page).get('category')).toBe('Eye care');
  await expect(heading(page)).toHaveText(COUNT);
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Browse by category' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await noFallback(page);
});
