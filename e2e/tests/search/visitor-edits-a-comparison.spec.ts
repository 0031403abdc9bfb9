/**
 * On the compare page a visitor takes a clinic out and adds one of the
 * category's nearest; each price carries the fair-price mark measured around
 * its clinic; on a 360 px phone the row labels stay in view and every clinic's
 * column can be read beside them; with no place known the distance row asks for a ZIP.
 */
import type { Page } from '@playwright/test';
import { fairPriceMark, parsePrice, type ClinicSearchResponse } from '@directpay/contracts';
import { test, expect } from '#support/fixtures';
import { WHOLE_US, apiGet, cards, heading, isMobile, openSearch } from './helpers';

const SALT_LAKE = 'category=Dental&where=Salt%20Lake%20City%2C%20UT&near=40.7608,-111.891';
const EXAM = 'Exam, x-ray & cleaning';

const table = (page: Page) => page.getByRole('region', { name: 'Comparison' });
const columns = (page: Page) => table(page).getByRole('row').first().getByRole('columnheader');
const tick = (page: Page, n: number) => cards(page).nth(n).getByRole('checkbox', { name: /^Compare / });
const ids = (page: Page) => new URL(page.url()).searchParams.get('ids')!.split(',');

async function compareFirst(page: Page, search: string, n: number): Promise<string[]> {
  await openSearch(page, search);
  // Clinics other tests add at the same time may share a name (an imported chain): the visitor tells them apart by name.
  const all = await cards(page).getByRole('heading').allTextContents();
  const picked = all.flatMap((name, i) => (all.indexOf(name) === i ? [i] : [])).slice(0, n);
  const names = picked.map((i) => all[i]);
  for (const i of picked) await tick(page, i).check();
  await page.getByRole('region', { name: 'Compare clinics' }).getByRole('link', { name: `Compare ${n} clinics` }).click();
  await expect(heading(page)).toHaveText('Compare clinics');
  await expect(columns(page)).toHaveCount(n);
  return names;
}

/** A price's mark worked out from the search list: the clinics of the category within 50 km of the clinic, each at its lowest for the description. */
async function expectedMark(price: number, description: string, at: { lat: number; lng: number }) {
  const near = `${Math.round(at.lat * 100) / 100},${Math.round(at.lng * 100) / 100}`;
  const answer = await apiGet<ClinicSearchResponse>(`/clinics?categoryId=1&service=${encodeURIComponent(EXAM)}&near=${near}&limit=200`);
  const prices = answer.results
    .filter((c) => c.distanceKm! <= 50)
    .flatMap((c) => {
      const own = c.prices.filter((s) => s.description.trim() === description).map((s) => parsePrice(s.price)!);
      return own.length ? [Math.min(...own)] : [];
    })
    .sort((a, b) => a - b);
  const mid = Math.floor(prices.length / 2);
  const median = prices.length % 2 ? prices[mid] : (prices[mid - 1] + prices[mid]) / 2;
  return fairPriceMark(price, { count: prices.length, median }, 50);
}

test('a visitor removes a clinic and adds another on the compare page, and each price shows its fair-price mark', async ({ page }, testInfo) => {
  const names = await compareFirst(page, SALT_LAKE, 3);
  const [first, second, third] = ids(page);

  // The exam row's marks, measured around each clinic.
  const row = table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${EXAM.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`) }) });
  let marks = 0;
  for (const [i, id] of [first, second, third].entries()) {
    const clinic = (await apiGet<{ result: { address: { latitude: number; longitude: number }; services: { description: string; price: string }[] } }>(`/clinics/${id}`)).result;
    const own = clinic.services.filter((s) => s.description.trim() === EXAM).map((s) => parsePrice(s.price)).filter((p): p is number => p !== undefined);
    if (own.length === 0 || (await row.count()) === 0) continue;
    const expected = await expectedMark(Math.min(...own), EXAM, { lat: clinic.address.latitude, lng: clinic.address.longitude });
    const cell = row.getByRole('cell').nth(i).getByTestId('fair-price');
    if (expected) {
      marks += 1;
      await expect(cell).toHaveText(`${expected.label} ${expected.basis}`);
    } else {
      await expect(cell).toHaveCount(0);
    }
  }
  expect(marks).toBeGreaterThan(0);

  if (isMobile(testInfo.project.name)) {
    // Every clinic's column scrolls into view beside the row labels, which stay put.
    const labels = table(page).getByRole('rowheader', { name: 'Accepting new patients', exact: true });
    for (const name of names) {
      const column = columns(page).filter({ hasText: name }).first();
      await column.evaluate((el) => el.scrollIntoView({ inline: 'end', block: 'nearest' }));
      await expect(labels).toBeInViewport();
      const [label, header] = [(await labels.boundingBox())!, (await column.boundingBox())!];
      expect(header.x).toBeGreaterThanOrEqual(label.x + label.width - 1);
      expect(header.x + header.width).toBeLessThanOrEqual(360 + 1);
    }
  }

  // Out goes the second clinic: a new comparison of two, with no Remove left (two is the least).
  await table(page).getByRole('button', { name: `Remove ${names[1]} from the comparison` }).click();
  await expect(columns(page)).toHaveCount(2);
  expect(ids(page)).toEqual([first, third]);
  await expect(table(page).getByRole('button', { name: /^Remove / })).toHaveCount(0);

  // In comes one of the category's nearest clinics, not already compared.
  const add = page.getByRole('form', { name: 'Add a clinic to the comparison' });
  const choice = add.getByRole('combobox', { name: 'Add a clinic' });
  await expect(choice.locator('option')).not.toHaveCount(0);
  const options = await choice.locator('option').evaluateAll((list) => list.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent! })));
  expect(options.map((o) => o.value)).not.toContain(first);
  expect(options.map((o) => o.value)).not.toContain(third);
  const added = options[1] ?? options[0];
  await choice.selectOption(added.value);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(columns(page)).toHaveCount(3);
  expect(ids(page)).toEqual([first, third, added.value]);
  await expect(columns(page).nth(2)).toContainText(added.text.split(' · ')[0]);
  // The place stays with the comparison.
  await expect(table(page).getByRole('row', { name: /^Distance from Salt Lake City, UT/ }).getByRole('cell')).toHaveText([/ mi$/, / mi$/, / mi$/]);

  // Back: the comparison before the clinic was added.
  await page.goBack();
  await expect(columns(page)).toHaveCount(2);
});

test('with no place known, the distance row asks for a ZIP', async ({ page }) => {
  await compareFirst(page, `category=Dental&${WHOLE_US}`, 2);
  const row = table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Distance', exact: true }) });
  await expect(row.getByRole('cell')).toHaveText(['Enter a ZIP to see distance']);
});
