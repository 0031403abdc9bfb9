/**
 * The Spanish pages pass axe-core (no serious or critical violation), and each page says its
 * language: `lang` is es-US on a Spanish page and en-US on an English one, also after the
 * visitor moves to another page inside the app.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { site } from '#support/site';
import { expectNoSeriousA11yViolations } from '../shell/shell-helpers';

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function demoClinicId(page: Page): Promise<string> {
  const { results } = (await (await page.request.get(`${site.api}/clinics?categoryId=1`)).json()) as { results: { id: string }[] };
  return results[0].id;
}

const PAGES: { name: string; path: (clinicId: string) => string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: () => '/', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  {
    name: 'search',
    path: () => '/search?category=Dental',
    ready: (page) => expect(page.locator('[data-remote="mf_search"]').getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'profile',
    path: (id) => `/clinic/${id}`,
    ready: (page) => expect(page.locator('[data-remote="mf_profile"]').getByRole('heading', { level: 1 })).toBeVisible(),
  },
  { name: 'a static page', path: () => '/about', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'login', path: () => '/login', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
];

for (const spec of PAGES) {
  test(`the Spanish ${spec.name} page says it is in Spanish and has no serious accessibility violations`, async ({ page }) => {
    const path = spec.path(spec.name === 'profile' ? await demoClinicId(page) : '');
    await page.goto(`/es${path === '/' ? '/' : path}`);
    await spec.ready(page);
    expect(await lang(page)).toBe('es-US');
    await expectNoSeriousA11yViolations(page);
  });
}

test('lang follows the page: Spanish pages stay es-US from link to link, English ones en-US', async ({ page }) => {
  await page.goto('/es/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await lang(page)).toBe('es-US');
  // A footer link, as a visitor follows it: the router keeps the page in Spanish.
  await page.getByRole('contentinfo').locator('a[href="/es/about"]').click();
  await expect(page).toHaveURL(`${site.host}/es/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await lang(page)).toBe('es-US');
  await page.getByRole('contentinfo').locator('a[href="/es/terminology"]').click();
  await expect(page).toHaveURL(`${site.host}/es/terminology`);
  expect(await lang(page)).toBe('es-US');

  // The same walk in English.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await lang(page)).toBe('en-US');
  await page.getByRole('contentinfo').locator('a[href="/about"]').click();
  await expect(page).toHaveURL(`${site.host}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await lang(page)).toBe('en-US');
});
