import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the list of serious or critical axe-core violations on the page once nothing on it
 * says it is busy: a region being refreshed (the search list dims while it reloads) is checked
 * as the visitor reads it, not mid-change.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** Whether the page is laid out for phones (under the 768px breakpoint). */
export function isMobileLayout(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Opens a footer link by its name: the footer is the page's only contentinfo landmark. */
export function footer(page: Page) {
  return page.getByRole('contentinfo');
}

/**
 * The search page opened with `category` set to `label`. The search page then
 * completes the URL with its other filters, so only the parameter is compared.
 */
export async function expectSearchFor(page: Page, label: string): Promise<void> {
  await expect(page).toHaveURL(/\/search\?/);
  await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(label);
}

/** Logs out from the header, through the menu on phones. */
export async function logOut(page: Page): Promise<void> {
  if (isMobileLayout(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  }
}
