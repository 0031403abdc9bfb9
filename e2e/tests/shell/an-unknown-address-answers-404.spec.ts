/**
 * An address no page serves answers HTTP 404, to curl as to a browser, with the site's page:
 * a visitor reads the friendly "Page not found" inside the layout, and a crawler drops the URL.
 * The host's server knows its own pages and the prefixes each remote declares.
 */
import { test, expect } from '#support/fixtures';

// curl's own request: a plain GET that takes any type.
const asCurl = { headers: { accept: '*/*' } };

test('curl of an unknown address gets 404 with the page, a known one 200, and a visitor sees "Page not found"', async ({ request, page }) => {
  const unknown = await request.get('/no-such-page', asCurl);
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['content-type']).toMatch(/^text\/html/);
  expect(await unknown.text()).toContain('<title>Page not found | DirectPay Clinics</title>');
  for (const known of ['/', '/about', '/search', '/login']) expect([known, (await request.get(known, asCurl)).status()]).toEqual([known, 200]);

  // The same address typed into the browser.
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(main).toContainText('We could not find /no-such-page.');
  await main.getByRole('link', { name: 'Search clinics' }).click();
  await expect(page).toHaveURL(/\/search/);
});
