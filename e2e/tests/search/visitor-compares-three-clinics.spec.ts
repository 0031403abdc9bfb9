/**
 * A visitor ticks three clinics in the search list and compares them
 * side by side; Back keeps the ticks; the copied link opens the same comparison
 * in another browser. The lowest price of each shared service is checked
 * against the clinics' profiles read from the API, not from the compare route.
 */
import type { Page } from '@playwright/test';
import { codeLabel, type Clinic } from '@directpay/contracts';
import { test, expect } from '#support/fixtures';
import { expectNoSeriousA11yViolations } from '../shell/shell-helpers';
import { apiGet, cards, heading, openSearch } from './helpers';

// The searched place is Salt Lake City; the map shows the whole country, so the list has clinics of several cities (nearest first).
const SALT_LAKE = 'category=Dental&where=Salt%20Lake%20City%2C%20UT&near=40.7608,-111.891&lat=39&lng=-98&zoom=3';

const table = (page: Page) => page.getByRole('region', { name: 'Comparison' });
/** One column per clinic: the header row's column headers. */
const columns = (page: Page) => table(page).getByRole('row').first().getByRole('columnheader');
/** The Compare box of the n-th card (names repeat across cities; the box's name adds the place). */
const tick = (page: Page, n: number) => cards(page).nth(n).getByRole('checkbox', { name: /^Compare .+, .+, [A-Z]{2}$/ });

/** Each shared service (priced at every clinic) and the lowest price among the clinics, from their public profiles. */
function sharedLowest(clinics: Clinic[]): Map<string, number> {
  const prices = clinics.map((c) => {
    const own = new Map<string, number>();
    for (const s of [...c.services, ...c.otherServices]) {
      if (!/^\d{1,7}(\.\d{1,2})?$/.test(s.price.trim())) continue;
      const key = s.description.trim();
      own.set(key, Math.min(own.get(key) ?? Infinity, Number(s.price)));
    }
    return own;
  });
  const shared = new Map<string, number>();
  for (const [description] of prices[0]) {
    if (prices.every((p) => p.has(description))) shared.set(description, Math.min(...prices.map((p) => p.get(description)!)));
  }
  return shared;
}

test('visitor compares 3 clinics from the search, goes back and forth, and the shared link opens the same comparison', async ({ page, browser }, testInfo) => {
  await openSearch(page, SALT_LAKE);
  await expect(cards(page).nth(3)).toBeVisible();
  const names = (await cards(page).getByRole('heading').allTextContents()).slice(0, 4);
  for (const n of [0, 1, 2]) await tick(page, n).check();
  // A fourth cannot be ticked.
  await expect(tick(page, 3)).toBeDisabled();
  const bar = page.getByRole('region', { name: 'Compare clinics' });
  await expect(bar).toContainText('3 of 3 ticked');
  await bar.getByRole('link', { name: 'Compare 3 clinics' }).click();

  await expect(page).toHaveURL(/\/compare\?ids=[0-9a-f]{24},[0-9a-f]{24},[0-9a-f]{24}&near=40.7608,-111.891&where=/);
  await expect(heading(page)).toHaveText('Compare clinics');
  await expect(columns(page)).toHaveText(names.slice(0, 3).map((n) => new RegExp(`^${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));
  for (const label of ['Distance from Salt Lake City, UT', 'Accepting new patients', 'Open now', 'Prices confirmed']) {
    await expect(table(page).getByRole('rowheader', { name: label, exact: true })).toBeVisible();
  }
  await expect(table(page).getByRole('row', { name: /^Distance from/ }).getByRole('cell')).toHaveText([/^\d+(\.\d)? mi$/, /^\d+(\.\d)? mi$/, /^\d+(\.\d)? mi$/]);
  await expect(table(page).getByRole('row', { name: /^Accepting new patients/ }).getByRole('cell')).toHaveText([/^(Yes|No)$/, /^(Yes|No)$/, /^(Yes|No)$/]);
  await expect(table(page).getByRole('row', { name: /^Open now/ }).getByRole('cell')).toHaveText([/^(Open|Closed) now$/, /^(Open|Closed) now$/, /^(Open|Closed) now$/]);

  // The lowest price of each shared service is the one marked.
  const ids = new URL(page.url()).searchParams.get('ids')!.split(',');
  const profiles = await Promise.all(ids.map((id) => apiGet<{ result: Clinic }>(`/clinics/${id}`).then((r) => r.result)));
  expect(profiles.map((p) => p.detail.name)).toEqual(names.slice(0, 3));
  const expected = sharedLowest(profiles);
  const rows = table(page).getByTestId('shared-price');
  await expect(rows).toHaveCount(expected.size);
  expect(expected.size).toBeGreaterThan(0);
  for (const [description, lowest] of expected) {
    // The row names the service, and the code the clinics give it when they all give the same one.
    const name = new RegExp(`^${description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( (CPT|HCPCS|CDT) [0-9A-Z]{5})?$`);
    const row = rows.filter({ has: page.getByRole('rowheader', { name }) });
    const marked = row.locator('td[data-lowest]');
    await expect(marked.first()).toContainText('Lowest');
    for (const text of await marked.allTextContents()) expect(Number(/\$\s([\d.]+)/.exec(text)![1])).toBe(lowest);
    // Each clinic's code (named once when they all give the same) and what its price includes and leaves out.
    const services = profiles.map((p) => [...p.services, ...p.otherServices].find((s) => s.description.trim() === description && s.price.trim())!);
    const codes = new Set(services.map((s) => codeLabel(s)));
    const shared = codes.size === 1 ? [...codes][0] : undefined;
    if (shared) await expect(row.getByRole('rowheader')).toHaveText(`${description} ${shared}`);
    for (const [i, service] of services.entries()) {
      const cell = row.getByRole('cell').nth(i);
      if (!shared && codeLabel(service)) await expect(cell).toContainText(codeLabel(service)!);
      await expect(cell.getByRole('list', { name: 'Includes' }).getByRole('listitem')).toHaveText(service.includes ?? []);
      await expect(cell.getByRole('list', { name: 'Not included' }).getByRole('listitem')).toHaveText(service.excludes ?? []);
    }
  }
  const comparison = await table(page).innerText();
  await expectNoSeriousA11yViolations(page);

  if (testInfo.project.name === 'mobile') {
    // Wider than the phone: it scrolls sideways, and the row labels stay in view.
    expect(await table(page).evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await table(page).evaluate((el) => el.scrollBy({ left: 400 }));
    await expect(table(page).getByRole('rowheader', { name: 'Open now', exact: true })).toBeInViewport();
  }

  // Back: the search, with the three still ticked; forward: the same comparison.
  await page.goBack();
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  for (const n of [0, 1, 2]) await expect(tick(page, n)).toBeChecked();
  await page.goForward();
  await expect(table(page)).toHaveText(comparison.replace(/\s+/g, ' ').trim(), { useInnerText: true });
  const shared = page.url();

  // The link pasted into another browser (a shared URL, so it is opened directly).
  const context = await browser.newContext({ ...testInfo.project.use, baseURL: undefined });
  const other = await context.newPage();
  await other.goto(shared);
  await expect(columns(other)).toHaveCount(3);
  expect((await table(other).innerText()).replace(/\s+/g, ' ')).toBe(comparison.replace(/\s+/g, ' '));
  await context.close();
});

test('a compare link the API refuses says why instead of showing a blank page', async ({ page }) => {
  const [a, b] = (await apiGet<{ results: { id: string }[] }>('/clinics?categoryId=1&limit=2')).results.map((c) => c.id);
  // Shared links edited by hand: typed URLs.
  await page.goto(`/compare?ids=${a},${a}`);
  await expect(page.getByRole('alert')).toContainText('These clinics cannot be compared: ids must not name the same clinic twice');
  await page.goto(`/compare?ids=${a},${b},${a.replace(/^./, a[0] === 'f' ? 'e' : 'f')},${b.replace(/^./, b[0] === 'f' ? 'e' : 'f')}`);
  await expect(page.getByRole('alert')).toContainText('ids must name 2 to 3 clinics; it names 4');
  await page.goto(`/compare?ids=${a},ffffffffffffffffffffffff`);
  await expect(page.getByRole('alert')).toContainText('no clinic has the id ffffffffffffffffffffffff');
  await page.goto('/compare');
  await expect(page.getByRole('alert')).toContainText('Tick 2 or 3 clinics in the search list, then choose Compare.');
  await page.getByRole('link', { name: 'Go to the search' }).click();
  await expect(page).toHaveURL(/\/search/);
});
