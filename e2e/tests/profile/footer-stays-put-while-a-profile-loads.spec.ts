/**
 * No layout shift: while a page loads, space is reserved for it, so
 * the footer is never drawn on screen and then pushed down when the content
 * arrives. Measured in the page: the browser's own layout-shift entries (what
 * Lighthouse sums as CLS) and where the footer was on every frame.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { site } from '#support/site';

/** Installed before any page script: sums layout shifts and notes the footer showing before the page's heading. */
async function watchLayout(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __footerSeenEarly: boolean };
    w.__cls = 0;
    w.__footerSeenEarly = false;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const frame = () => {
      const main = document.querySelector('main h1');
      if (main) return;
      const footer = document.querySelector('footer');
      if (footer && footer.getBoundingClientRect().top < window.innerHeight) w.__footerSeenEarly = true;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const layout = (page: Page) => page.evaluate(() => {
  const w = window as unknown as { __cls: number; __footerSeenEarly: boolean };
  return { cls: w.__cls, footerSeenEarly: w.__footerSeenEarly };
});

test('the footer does not move on screen while a clinic profile loads, even when the clinic is slow to come', async ({ page, request }) => {
  const id = ((await (await request.get(`${site.api}/sitemap/clinics`)).json()) as { results: { id: string }[] }).results[0].id;
  // A slow network: the clinic arrives a second and a half after the page asked.
  await page.route(`**/clinics/${id}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await watchLayout(page);
  await page.goto(`/clinic/${id}`);
  await expect(page.locator('[data-remote="mf_profile"]').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { cls, footerSeenEarly } = await layout(page);
  expect(footerSeenEarly, 'the footer showed on screen before the profile').toBe(false);
  expect(cls).toBeLessThanOrEqual(0.05);
});

test('the search page does not shift while its results load', async ({ page }) => {
  // At phone width the results' scope line ('Dental · in this area') sat beside the heading while
  // the count loaded and wrapped below it when '· n in all' arrived, pushing the list down (CLS
  // 0.053); it now always has a line of its own.
  await watchLayout(page);
  await page.goto('/search?category=Dental');
  await expect(page.locator('[data-remote="mf_search"]').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await layout(page)).cls).toBeLessThanOrEqual(0.05);
});
