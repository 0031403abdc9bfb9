/**
 * Every route at 320, 360 and 1280 px: no '$' is drawn on another line than its amount
 * (the contracts' formatters join them; a plain space would let the line break there).
 * Each screen is reached as a visitor reaches it, then read at each width.
 */
import type { Page } from '@playwright/test';
import { priceCardPagePath } from '@directpay/contracts';
import { test, expect } from '#support/fixtures';
import { dollarWraps, expectNoDollarWraps } from '#support/dollar-wraps';
import { mailsWith } from '#support/outbox';
import { site } from '#support/site';
import { clinicInput, createClinicByApi, openAccountPage, signInAsNewOwner } from '../account/support';
import { estimatePathIn } from '../estimates/estimate-mail';
import { profileClinics } from '../profile/profile-fixtures';
import { WHOLE_US, cards, chooseFilters, listSettled, openSearch } from '../search/helpers';

/** Closes the topmost dialog as a visitor would, and waits until it has gone. */
async function closeDialog(page: Page) {
  const open = page.getByRole('dialog');
  const count = await open.count();
  await page.keyboard.press('Escape');
  await expect(open).toHaveCount(count - 1);
}

test('the sweep catches a listed price written with a plain space in a narrow box, and passes its no-break space', async ({ page }) => {
  const { rich } = await profileClinics();
  await page.goto(`/clinic/${rich.id}/prices`);
  await expect(page.getByRole('table')).toBeVisible();
  expect((await dollarWraps(page)).problems).toEqual([]);
  // The first price cell of the table, its box narrower than the price, its space as given.
  const squeeze = (space: string) =>
    page.evaluate((space) => {
      const cell = Array.from(document.querySelectorAll('td')).find((td) => td.textContent?.startsWith('$'))!;
      const text = Array.from(cell.childNodes).find((n): n is Text => n instanceof Text && n.data.startsWith('$'))!;
      text.data = text.data.replace(/^\$[\s\u00a0]/, `$${space}`);
      Object.assign(cell.style, { display: 'block', width: '2ch', whiteSpace: 'normal' });
    }, space);
  await squeeze(' ');
  expect((await dollarWraps(page)).problems).toEqual([expect.stringContaining("'$' on one line, its amount on the next")]);
  await squeeze('\u00a0');
  expect((await dollarWraps(page)).problems).toEqual([]);
});

test('the home page, the pages the footer links to and an unknown address', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoDollarWraps(page, 'home');
  const links = await page
    .getByRole('contentinfo')
    .getByRole('link')
    .evaluateAll((all) => all.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']).filter(([, href]) => href.startsWith('/') && !/^\/es(\/|$)/.test(href)));
  expect(links.length).toBeGreaterThan(5);
  // (The language switch, left out above, shows this page in Spanish: journeys/spanish-sign-up.)
  for (const [label, href] of links) {
    await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(href.split('?')[0]));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoDollarWraps(page, `${label} (${href})`);
  }
  // A mistyped address, as a person types it.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectNoDollarWraps(page, 'not found');
});

test('the search and compare', async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  await openSearch(page, `category=Dental&${WHOLE_US}`);
  await expectNoDollarWraps(page, 'search list');
  // A service chosen: each card shows its price.
  await chooseFilters(page, isMobile, 'Dental', 'Single membership');
  await expect(page).toHaveURL(/service=Single/);
  await listSettled(page);
  await expectNoDollarWraps(page, 'search list of a service', { prices: true });
  if (isMobile) {
    // The list's sheet at its top, so the cards' checkboxes are on screen.
    await page.getByRole('separator', { name: 'Resize the clinic list' }).focus();
    await page.keyboard.press('Home');
  }
  for (const n of [0, 1, 2]) await cards(page).nth(n).getByRole('checkbox', { name: /^Compare / }).check();
  await page.getByRole('region', { name: 'Compare clinics' }).getByRole('link', { name: 'Compare 3 clinics' }).click();
  await expect(page.getByRole('region', { name: 'Comparison' })).toBeVisible();
  await expectNoDollarWraps(page, 'compare', { prices: true });
});

test('a prices page, a profile and the dialogs that list prices', async ({ page }) => {
  test.setTimeout(90_000);
  const { rich } = await profileClinics();
  await page.goto(`/clinic/${rich.id}/prices`);
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoDollarWraps(page, 'prices page', { prices: true });
  await page.getByRole('table').getByRole('button', { name: /^I was charged a different price/ }).first().click();
  await expect(page.getByRole('dialog', { name: 'I was charged a different price' })).toBeVisible();
  await expectNoDollarWraps(page, 'prices page, report a price dialog', { prices: true });
  await closeDialog(page);

  await page.getByRole('link', { name: 'See the full profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: rich.detail.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Address' })).toBeVisible();
  await expectNoDollarWraps(page, 'profile', { prices: true });
  await page.getByRole('button', { name: /Show all services/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoDollarWraps(page, 'profile, services dialog', { prices: true });
  await closeDialog(page);
  await page.getByTestId('gfe-notice').getByRole('button', { name: 'Get a Good Faith Estimate' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoDollarWraps(page, 'profile, estimate dialog', { prices: true });
});

test("a clinic's price card page, as a clinic's site frames it", async ({ page }) => {
  const { rich } = await profileClinics();
  await page.goto(priceCardPagePath(rich.id));
  await expect(page.getByRole('region', { name: `Cash prices of ${rich.detail.name}` })).toBeVisible();
  await expectNoDollarWraps(page, 'price card page', { prices: true });
});

test("the owner's estimate request and the patient's estimate", async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  const session = await signInAsNewOwner(page, 'dollar-sweep');
  const clinic = await createClinicByApi(page.request, session.token, clinicInput('Dollar Sweep Clinic', { npi: '1234567893', tin: '12-3456789' }));
  const email = `dollar-sweep-${Date.now()}@example.com`;
  const asked = await page.request.post(`${site.api}/clinics/${clinic.id}/estimate-requests`, {
    data: { patientName: 'Pat Sweep', dateOfBirth: '1980-02-02', email, services: [{ description: 'LASIK', quantity: 2 }] },
  });
  expect(asked.status()).toBe(201);

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Your clinic locations' })).toBeVisible();
  await expectNoDollarWraps(page, 'clinic locations');
  await openAccountPage(page, 'Estimates', isMobile);
  await page.getByRole('link', { name: 'Pat Sweep' }).click();
  await expect(page.getByRole('button', { name: 'Issue the estimate' })).toBeVisible();
  await expectNoDollarWraps(page, 'account, an estimate request', { prices: true });
  await page.getByRole('button', { name: 'Issue the estimate' }).click();
  await expect(page.getByRole('heading', { name: 'Issued' })).toBeVisible();
  await expectNoDollarWraps(page, 'account, an issued estimate', { prices: true });

  let path: string | undefined;
  await expect.poll(() => (path = mailsWith([email]).map(estimatePathIn).find(Boolean))).toBeTruthy();
  // The link as the patient pastes it from the mail.
  await page.goto(path!);
  await expect(page.getByTestId('estimate-provider').first()).toBeVisible();
  await expectNoDollarWraps(page, "the patient's estimate", { prices: true });
});
