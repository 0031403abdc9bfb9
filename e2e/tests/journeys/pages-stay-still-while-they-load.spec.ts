/**
 * No layout shift, on every page a visitor can land on, not only the
 * three Lighthouse measures: on a slow network (every API answer a second
 * late), nothing already drawn moves when the rest of the page arrives. Read
 * from the browser's own layout-shift entries, the ones Lighthouse and Chrome's
 * field data sum as CLS: a shift within half a second of a click or key is the
 * visitor's doing and is left out, as there.
 *
 * Found this way, and fixed:
 * - a short page (a clinic not found, an empty compare, /intro) arrived under
 *   a window-tall loading state and the footer rose into view (0.07-0.35);
 * - the login and signup forms were pushed down when the API said which
 *   sign-in buttons to show (0.03-0.12);
 * - each row of a clinic's prices grew when its "below the local median" line
 *   came, pushing the rows under it down (0.10-0.16).
 */
import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { site } from '#support/site';
import { fairPriceArea } from '#support/fair-price-area';

/** The most a page may move while it loads: none a visitor would see. */
const STILL = 0.01;
const API_DELAY_MS = 1_000;

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift not caused by input, with what moved, from the page's first script on. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map(({ node }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          return element ? `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"` : '(gone)';
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded since the page's document was loaded (a click within the site keeps the document). */
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

/** Waits until the page has settled (no request left), then checks that it moved by no more than STILL since `from` shifts. */
async function expectStill(page: Page, what: string, from = 0): Promise<number> {
  await page.waitForLoadState('networkidle');
  // A frame for the last answer's paint, whose shift is reported after it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const all = await shifts(page);
  const since = all.slice(from);
  const total = since.reduce((sum, s) => sum + s.value, 0);
  expect(total, `${what} moved while it loaded: ${JSON.stringify(since)}`).toBeLessThanOrEqual(STILL);
  return all.length;
}

test.beforeEach(async ({ page }) => {
  await page.route(`${site.api}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.fallback();
  });
  await recordShifts(page);
});

test('a clinic owner goes from "List your clinic" to log in and sign up, and nothing jumps', async ({ page }) => {
  await page.goto('/intro');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let seen = await expectStill(page, '/intro');

  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  // The sign-in methods' answer comes a second after the click: the form must not move for it.
  seen = await expectStill(page, 'the login page', seen);

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  seen = await expectStill(page, 'the signup page', seen);

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/intro$/);
  await expectStill(page, '/intro, back again', seen);
});

test('a visitor with an old link to a clinic that is gone finds their way back to search, and nothing jumps', async ({ page }) => {
  await page.goto('/clinic/ffffffffffffffffffffffff');
  await expect(page.getByRole('heading', { name: 'Clinic not found' })).toBeVisible();
  const seen = await expectStill(page, 'a clinic not found');

  await page.getByRole('link', { name: 'Back to search' }).click();
  await expect(page.locator('[data-remote="mf_search"]').getByRole('heading', { level: 1 })).toBeVisible();
  await expectStill(page, 'the search page', seen);
});

test('a visitor reads a clinic\'s cash prices, its profile and goes back, and nothing jumps', async ({ page }) => {
  // A clinic whose prices have a fair-price mark (5 prices around it): the line that used to come late.
  const [id] = await fairPriceArea();
  await page.goto(`/clinic/${id}/prices`);
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  // The local comparison is part of the table from its first paint, not added under it.
  await expect(table.getByTestId('fair-price-mark').first()).toBeVisible();
  let seen = await expectStill(page, 'the prices page');

  await page.getByRole('link', { name: 'See the full profile' }).click();
  await expect(page.locator('[data-remote="mf_profile"]').getByRole('heading', { level: 1 })).toBeVisible();
  seen = await expectStill(page, 'the profile', seen);

  await page.goBack();
  await expect(table).toBeVisible();
  await expectStill(page, 'the prices page, back again', seen);
});

test('an empty comparison does not move the footer into view', async ({ page }) => {
  await page.goto('/compare');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectStill(page, 'an empty comparison');
});

test('an owner\'s bookmark to the account, signed out, does not move the footer or the form', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await expectStill(page, 'the account page, sent to log in');
});
