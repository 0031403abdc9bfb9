/**
 * A profile leads with prices: a patient landing on a clinic's profile sees "from $X", its fair-price mark, the headline prices and
 * the link to every price on the first screen (on a desktop without scrolling,
 * the picture at most a third of it). On a phone the sticky bar's Get a Good
 * Faith Estimate opens the request, and the patient's receipt reaches the outbox
 * with what was asked, the due day and the rights. The expected words are worked
 * out here from the clinic's public data and the contracts' rules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { fairPriceMark, formatPrice, headlineServices, parsePrice, pricedServices, type Clinic, type LocalPricesResponse } from '@directpay/contracts';
import sharp from 'sharp';
import { test, expect, outboxDir } from '#support/fixtures';
import { site } from '#support/site';
import { apiGet } from '../search/helpers';
import { apiSignIn, clinicInput, createClinicByApi, uniqueEmail } from '../account/support';

/** The outbox mails to `to`, as a mail program shows them (headers unfolded, quoted-printable decoded). */
function mailsTo(to: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir()).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  const decode = (body: string) => Buffer.from(body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
  return files
    .map((f) => readFileSync(path.join(outboxDir(), f), 'latin1').replace(/\r\n/g, '\n'))
    .map((raw) => {
      const split = raw.indexOf('\n\n');
      return `${raw.slice(0, split).replace(/\n[ \t]+/g, ' ')}\n\n${decode(raw.slice(split + 2))}`;
    })
    .filter((mail) => mail.includes(`To: ${to}`));
}

/** Each project's own town, so clinics one project adds do not change the other's local prices. */
const TOWNS = {
  desktop: { cityTown: 'Fargo', state: 'ND', zip: '58102', latitude: 46.877, longitude: -96.789 },
  mobile: { cityTown: 'Sioux Falls', state: 'SD', zip: '57104', latitude: 43.546, longitude: -96.731 },
} as const;

/**
 * A cancer screening clinic with 4 others around it that price the colon cancer test (5
 * prices: the fair-price mark shows), created as owners list them; its public data and local
 * prices. A category the other specs do not count.
 */
async function aClinicAmongOthers(request: APIRequestContext, project: string): Promise<{ clinic: Clinic; local: LocalPricesResponse }> {
  const owner = await apiSignIn(request, uniqueEmail('fair-price'));
  const town = TOWNS[project as keyof typeof TOWNS] ?? TOWNS.desktop;
  const dental = (name: string, exam: string, i: number) =>
    clinicInput(name, {
      categoryId: 13,
      address: { streetAddress: `${i + 1} Broadway`, suiteUnit: '', ...town, latitude: town.latitude + i * 0.01 },
      services: [
        { description: 'Cervical cancer test', price: String(Number(exam) + 40) },
        { description: 'Colon cancer test', price: exam },
        { description: 'Breast cancer test', price: '' },
        { description: 'Lung cancer test', price: '300' },
      ],
      otherServices: [{ description: 'Skin check', price: '60' }],
    });
  for (const [i, exam] of ['120', '140', '160', '180'].entries()) await createClinicByApi(request, owner.token, dental(`${town.cityTown} Screening ${i}`, exam, i + 1));
  // The profile's own clinic has a picture, as the first screen's image.
  const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 140, b: 200 } } }).png().toBuffer();
  const answer = await request.post(`${site.api}/account/clinics`, {
    headers: { authorization: `Bearer ${owner.token}` },
    multipart: { jsonPayload: JSON.stringify({ ...dental(`${town.cityTown} Early Screening ${Date.now()}`, '84', 0), images: [{ url: '' }] }), image0: { name: 'front.png', mimeType: 'image/png', buffer: picture } },
  });
  expect(answer.status()).toBe(201);
  const created = ((await answer.json()) as { result: { id: string } }).result;
  const { result: clinic } = await apiGet<{ result: Clinic }>(`/clinics/${created.id}`);
  const local = await apiGet<LocalPricesResponse>(`/clinics/${created.id}/local-prices`);
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
  const { clinic, local } = await aClinicAmongOthers(page.request, testInfo.project.name);
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
  await expect.poll(() => (receipt = mailsTo(patientEmail).find((m) => m.includes('Subject: Your Good Faith Estimate request to')) ?? '')).not.toBe('');
  expect(receipt).toContain(`Subject: Your Good Faith Estimate request to ${clinic.detail.name}`);
  expect(receipt).toContain(`- ${service} (quantity 2), listed at ${formatPrice(expected.from.price)}`);
  expect(receipt).toContain('Your rights:');
  expect(receipt).toContain('$400 or more above its estimate');
  // The day the page named, as the mail writes it ("Friday, March 6, 2026" there, "March 6, 2026" here).
  expect(receipt).toContain(`must send your estimate by the end of ${due.replace(/^\w+, /, '')}.`);
});
