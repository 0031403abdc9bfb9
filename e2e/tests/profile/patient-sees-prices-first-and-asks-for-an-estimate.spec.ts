/**
 * A profile leads with prices: a patient landing on a clinic's profile sees
 * "from $X", its fair-price mark, the headline prices and the link to every
 * price on the first screen (on a desktop without scrolling, the picture at most
 * a third of it). On a phone the sticky bar's Get a Good
 * Faith Estimate opens the request, and the patient's receipt reaches the outbox
 * with what was asked, the due day and the rights. The expected words are worked
 * out here from the clinic's public data and the contracts' rules.
 */
import type { Page } from '@playwright/test';
import { fairPriceMark, formatPrice, headlineServices, parsePrice, pricedServices, type Clinic, type LocalPricesResponse } from '@directpay/contracts';
import { test, expect } from '#support/fixtures';
import { outboxMails } from '#support/outbox';
import { apiGet } from '../search/helpers';
import { fairPriceArea } from '#support/fair-price-area';

/** The clinic of the shared fair-price area (a picture, 4 clinics around it), its public data and local prices. */
async function aClinicAmongOthers(): Promise<{ clinic: Clinic; local: LocalPricesResponse }> {
  const [id] = await fairPriceArea();
  const { result: clinic } = await apiGet<{ result: Clinic }>(`/clinics/${id}`);
  const local = await apiGet<LocalPricesResponse>(`/clinics/${id}/local-prices`);
  return { clinic, local };
}

/** What the summary must say: the contracts' headline services first, then the lowest other prices. */
function expectedSummary(clinic: Clinic) {
  const priced = pricedServices(clinic);
  const headlined = headlineServices(clinic.categoryId).flatMap((name) => priced.filter((s) => s.description.trim() === name).slice(0, 1));
  const others = priced.filter((s) => !headlined.includes(s)).sort((a, b) => parsePrice(a.price)! - parsePrice(b.price)!);
  const list = [...headlined, ...others];
  return { from: list[0], headline: list.slice(0, 3), total: priced.length };
}

async function askForTheEstimate(page: Page, clinic: Clinic, patientEmail: string, service: string) {
  const dialog = page.getByRole('dialog', { name: `Get a Good Faith Estimate from ${clinic.detail.name}` });
  await expect(dialog).toBeVisible();
  // The form says what is kept of the request, by whom and how long.
  await expect(dialog.getByTestId('estimate-privacy-note')).toContainText('What is stored:');
  await expect(dialog.getByTestId('estimate-privacy-note')).toContainText('at least 6 years');
  await dialog.getByLabel(new RegExp(`^${service.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`)).check();
  await dialog.getByLabel(`Quantity of ${service}`).fill('2');
  await dialog.getByLabel('Your name').fill('Robin Patient');
  await dialog.getByLabel('Date of birth').fill('1984-03-09');
  await dialog.getByLabel('Your email').fill(patientEmail);
  await dialog.getByRole('button', { name: 'Ask for the estimate' }).click();
  const sent = dialog.getByTestId('estimate-requested');
  await expect(sent).toContainText('The clinic must send your estimate by');
  return dialog;
}

test('a patient sees the price summary on the first screen and asks for an estimate; the receipt is mailed', async ({ page, isMobile }, testInfo) => {
  const { clinic, local } = await aClinicAmongOthers();
  const expected = expectedSummary(clinic);
  const patientEmail = `receipt-${testInfo.project.name}-${Date.now()}@example.com`;

  await page.goto(`/clinic/${clinic.id}`);
  const summary = page.getByTestId('contact-card').getByTestId('price-summary');
  await expect(summary).toBeVisible();
  await expect(summary.getByTestId('price-from')).toHaveText(formatPrice(expected.from.price));
  await expect(summary).toContainText(`from${formatPrice(expected.from.price)}${expected.from.description.trim()}`);
  await expect(summary.getByRole('list', { name: 'Headline prices' }).getByRole('listitem')).toHaveText(expected.headline.map((s) => `${s.description.trim()}${formatPrice(s.price)}`));
  const mark = fairPriceMark(parsePrice(expected.from.price)!, local.results.find((g) => g.matches.includes(expected.from.description.trim())) ?? { count: 0, median: null }, local.radiusKm);
  expect(mark).not.toBeNull();
  await expect(summary.getByTestId('fair-price-mark')).toHaveText(`${mark!.label} · ${mark!.basis}`);
  const allPrices = summary.getByRole('link', { name: `See all ${expected.total} prices` });
  await expect(allPrices).toHaveAttribute('href', `/clinic/${clinic.id}/prices`);

  const bar = page.getByTestId('phone-action-bar');
  if (!isMobile) {
    // The first screen holds the name, the contact card and the whole summary, without scrolling.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: clinic.detail.name })).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('contact-card')).toBeInViewport({ ratio: 1 });
    await expect(summary).toBeInViewport({ ratio: 1 });
    const viewport = page.viewportSize()!;
    const picture = await page.getByRole('img', { name: clinic.detail.name, exact: true }).boundingBox();
    expect(picture!.height).toBeLessThanOrEqual(viewport.height / 3 + 1);
    await expect(bar).toBeHidden();
    await page.getByTestId('gfe-notice').getByRole('button', { name: 'Get a Good Faith Estimate' }).click();
  } else {
    // The bar is at hand on the first screen: Call dials the clinic.
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(summary).toBeVisible();
    // It stays at the bottom of the screen as the patient reads on.
    await page.getByRole('heading', { name: 'Hours' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await bar.getByRole('button', { name: 'Get a Good Faith Estimate' }).click();
  }

  const service = expected.from.description.trim();
  const dialog = await askForTheEstimate(page, clinic, patientEmail, service);
  const due = /must send your estimate by ([^.]+\d{4})\./.exec((await dialog.getByTestId('estimate-requested').textContent()) ?? '')![1];
  await dialog.getByTestId('estimate-requested').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The receipt: what was asked of which clinic, the due day, the rights.
  let receipt = '';
  await expect.poll(() => (receipt = outboxMails().filter((m) => m.includes(`To: ${patientEmail}`)).find((m) => m.includes('Subject: Your Good Faith Estimate request to')) ?? '')).not.toBe('');
  expect(receipt).toContain(`Subject: Your Good Faith Estimate request to ${clinic.detail.name}`);
  expect(receipt).toContain(`- ${service} (quantity 2), listed at ${formatPrice(expected.from.price)}`);
  expect(receipt).toContain('Your rights:');
  expect(receipt).toContain('$400 or more above its estimate');
  // The day the page named, as the mail writes it ("Friday, March 6, 2026" there, "March 6, 2026" here).
  expect(receipt).toContain(`must send your estimate by the end of ${due.replace(/^\w+, /, '')}.`);
});
