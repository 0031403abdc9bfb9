/**
 * The home page is rendered at build time: its HTML already holds
 * the header, the hero, the categories and the footer, styled, so it paints
 * before any script runs. The browser then hydrates that markup: nothing is
 * drawn twice, a signed-in visitor's header changes only after hydration (no
 * mismatch), and the page works as before (search, Back, the phone menu).
 */
import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';

/** Every element of #root with its classes: the same list means the same markup and styles. */
const markupOf = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('#root *')).map((e) => `${e.tagName}.${e.getAttribute('class') ?? ''}`).join(' '));

test.describe('the home page arrives rendered', () => {
  test('its HTML holds the header, hero, categories and footer with their styles, and other pages do not', async ({ request, isMobile }) => {
    test.skip(isMobile, 'the server answers the same to every viewport');
    const home = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(home)?.[1] ?? '';
    expect(root).toContain('Find clinics with clear cash prices');
    expect(root).toContain('DirectPay Clinics home');
    expect(root).toMatch(/<footer/);
    expect(root).toContain('href="/search?category=');
    // styled-components' server stylesheet: the classes in the markup are styled before any script.
    expect(home).toMatch(/<style data-styled="true"[^>]*>[^<]*\.[a-zA-Z]+\{/);
    // The runtime configuration is written in as on every page.
    expect(home).toContain('window.__DIRECTPAY_RUNTIME__=');

    const search = await (await request.get('/search?category=Dental', { headers: { accept: 'text/html' } })).text();
    expect(search).not.toContain('Find clinics with clear cash prices');
    expect(search).toMatch(/<div id="?root"?><\/div>/);
  });

  test('with JavaScript off a visitor still reads the hero and the categories', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find clinics with clear cash prices' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'DirectPay Clinics home' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await context.close();
  });

  test('hydrates to the same markup the browser renders itself, then search, Back and the menu work', async ({ page, isMobile }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find clinics with clear cash prices' })).toBeVisible();
    // Hydrated: the header's link routes in the page (no reload) once React owns the markup.
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    const served = await markupOf(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'About us', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find clinics with clear cash prices' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker), 'the page was not reloaded').toBe(true);
    // The home page drawn by the browser (after Back) has the markup and classes the server sent.
    expect(await markupOf(page)).toBe(served);

    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }

    await page.getByRole('region', { name: 'Browse by category' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/search\?category=/);
    await expect(page.locator('[data-remote="mf_search"]')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Find clinics with clear cash prices' })).toBeVisible();
  });

  test('a signed-in visitor gets the signed-out HTML, then their own header, with no hydration error', async ({ page, isMobile }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('userId', 'someone');
      window.localStorage.setItem('userEmail', 'someone@example.com');
      window.localStorage.setItem('userToken', 'a-token');
      window.localStorage.setItem('accountId', 'an-account');
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(message.text())) consoleErrors.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Manage Account' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'List your clinic' })).toHaveCount(0);
    if (!isMobile) await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
