/**
 * A visitor types a billing code into the search's controls, finds every clinic
 * that prices a service carrying it (across categories), goes Back to the
 * search before, and opens one of them: its profile names the code and its
 * prices page says what the price includes and what it does not.
 */
import type { Page } from '@playwright/test';
import type { ClinicCard } from '@directpay/contracts';
import { test, expect } from '#support/fixtures';
import { WHOLE_US, allClinics, cards, heading, isMobile, listSettled, openSearch, urlParams } from './helpers';

/** Types a code into the Billing code field: beside Service on a desktop, in the Filters panel on a phone. */
async function searchCode(page: Page, mobile: boolean, code: string): Promise<void> {
  if (mobile) {
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.getByRole('textbox', { name: 'Billing code' }).fill(code);
    await panel.getByRole('button', { name: 'Find clinics' }).click();
  } else {
    const box = page.getByRole('search', { name: 'Search by billing code' });
    await box.getByRole('textbox', { name: 'Billing code' }).fill(code);
    await box.getByRole('textbox', { name: 'Billing code' }).press('Enter');
  }
}

const priced = (card: ClinicCard, code: string) => card.prices.find((s) => s.code === code);

test('visitor searches by a billing code, goes back, and reads what a coded price includes', async ({ page, context }, testInfo) => {
  test.setTimeout(90_000);
  const mobile = isMobile(testInfo.project.name);
  const dental = await allClinics('categoryId=1');
  const coded = await allClinics('code=D1110');
  await openSearch(page, `category=Dental&${WHOLE_US}`);
  await expect(heading(page)).toHaveText(`${dental.length} clinics`);

  // Text that is no code is refused where it was typed; the search stays.
  await searchCode(page, mobile, 'cleaning');
  await expect(page.getByText('Enter a billing code like D1110 (CDT), 99213 (CPT) or G0103 (HCPCS).')).toBeVisible();
  expect(urlParams(page).get('code')).toBeNull();
  if (mobile) await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Close filters' }).click();

  // Typed as people type it: lower case. The search then spans every category.
  await searchCode(page, mobile, 'd1110');
  await expect.poll(() => urlParams(page).get('code')).toBe('D1110');
  expect(urlParams(page).get('category')).toBeNull();
  await expect(heading(page)).toHaveText(`${coded.length} clinics`);
  await expect(page.getByTestId('results-scope')).toHaveText(/^CDT D1110 · in this area/);
  await listSettled(page);
  // Each card shows the prices carrying the code, with the code beside each.
  const lines = await cards(page).getByRole('list', { name: 'Cash prices' }).getByRole('listitem').allTextContents();
  expect(lines.length).toBeGreaterThanOrEqual(await cards(page).count());
  for (const line of lines) expect(line).toMatch(/^\$\d+(\.\d{1,2})? \/ .+ CDT D1110$/);

  // Back: the dental search as it was; Forward: the code search again.
  await page.goBack();
  await expect.poll(() => urlParams(page).get('code')).toBeNull();
  expect(urlParams(page).get('category')).toBe('Dental');
  await expect(heading(page)).toHaveText(`${dental.length} clinics`);
  if (!mobile) await expect(page.getByRole('textbox', { name: 'Billing code' })).toHaveValue('');
  await page.goForward();
  await expect(heading(page)).toHaveText(`${coded.length} clinics`);
  if (!mobile) await expect(page.getByRole('textbox', { name: 'Billing code' })).toHaveValue('D1110');
  await listSettled(page);

  // The first listed clinic whose coded price says what it includes and leaves out.
  const hrefs = await cards(page).getByRole('link', { name: /See clinic/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const byId = new Map(coded.map((c) => [c.id, c]));
  const chosen = hrefs.map((href) => byId.get(href!.split('/').pop()!)).find((c) => c && priced(c, 'D1110')?.includes?.length && priced(c, 'D1110')?.excludes?.length);
  expect(chosen, 'a listed clinic whose D1110 price lists what it includes and leaves out').toBeDefined();
  const service = priced(chosen!, 'D1110')!;
  const card = cards(page).filter({ has: page.locator(`a[href="/clinic/${chosen!.id}"]`) });
  const [profile] = await Promise.all([context.waitForEvent('page'), card.getByRole('link', { name: /See clinic/ }).click()]);

  // The profile names the code beside the service.
  await expect(profile.getByRole('heading', { level: 1, name: chosen!.name })).toBeVisible();
  const services = profile.getByRole('region', { name: 'Services' });
  await expect(services.getByRole('listitem').filter({ hasText: service.description }).first()).toContainText(`${service.description} CDT D1110`);

  // Its prices page: the code, what the price includes and what it does not.
  await services.getByRole('link', { name: 'Every price and what it includes' }).click();
  await expect(profile).toHaveURL(new RegExp(`/clinic/${chosen!.id}/prices$`));
  const row = profile.getByRole('table').getByRole('row').filter({ hasText: `${service.description} CDT D1110` });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('list', { name: 'Includes' }).getByRole('listitem')).toHaveText(service.includes!);
  await expect(row.getByRole('list', { name: 'Not included' }).getByRole('listitem')).toHaveText(service.excludes!);
  await expect(row.getByText('All-inclusive price')).toHaveCount(service.allInclusive ? 1 : 0);
});

test('visitor types a code on the home page and the search lists its prices, the code beside each', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: /Billing code/ }).fill('99203');
  await page.getByRole('button', { name: 'Find clinics' }).click();
  await expect(page).toHaveURL(/\/search\?code=99203/);
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  await expect(page.getByTestId('results-scope')).toHaveText(/^CPT 99203 · in this area/);
  await listSettled(page);
  for (const line of await page.getByRole('list', { name: 'Cash prices' }).getByRole('listitem').allTextContents()) expect(line).toMatch(/ CPT 99203$/);
});
