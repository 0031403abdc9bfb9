/**
 * Every route, dialog and wizard step at 320, 360, 375, 390 and 414 px: the page never
 * scrolls sideways, every control is on screen, big enough to tap, and text fields do
 * not make iOS zoom. Each screen is reached as a visitor reaches it, then the same page
 * is resized through the widths, so an open dialog stays open.
 */
import type { Page } from '@playwright/test';
import { priceCardPagePath } from '@directpay/contracts';
import { test, expect } from '#support/fixtures';
import { PHONE_WIDTHS, expectFitsEveryPhone } from '#support/fits-the-screen';
import { openAMapCard } from '../journeys/map-card';
import { clinicInput, createClinicByApi, chooseOption, csvFile, signInAsNewOwner, threeLocationsCsv } from '../account/support';
import { mailsWith } from '#support/outbox';
import { site } from '#support/site';
import { estimatePathIn } from '../estimates/estimate-mail';
import { profileClinics } from '../profile/profile-fixtures';
import { WHOLE_US, cards, openSearch } from '../search/helpers';
import { expectNoSeriousA11yViolations } from '../shell/shell-helpers';

test.skip(({ isMobile }) => !isMobile, 'phone widths are set by the test itself; one project is enough');

/** The main routes also pass axe on the narrowest phone. */
async function expectAccessibleAt320(page: Page) {
  await page.setViewportSize({ width: 320, height: page.viewportSize()?.height ?? 740 });
  await expectNoSeriousA11yViolations(page);
}

/** Closes the topmost dialog as a visitor would, and waits until it has gone. */
async function closeDialog(page: Page) {
  const open = page.getByRole('dialog');
  const count = await open.count();
  await page.keyboard.press('Escape');
  await expect(open).toHaveCount(count - 1);
}

test('the public pages, the phone menu, sign-in and sign-up fit every phone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFitsEveryPhone(page, 'home');
  await expectAccessibleAt320(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await expectFitsEveryPhone(page, 'phone menu');

  // Every page the menu links to, reached through it.
  const pages = (await menu.getByRole('link').evaluateAll((links) => links.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? ''])))
    // Log in and sign-up have their own bare layout, reached below; the language switch shows this page in Spanish (journeys/spanish-sign-up).
    .filter(([, href]) => href.startsWith('/') && !/^\/(login|signup|es(\/|$))/.test(href));
  await closeDialog(page);
  expect(pages.length).toBeGreaterThan(5);
  for (const [label, href] of pages) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href.split('?')[0]}`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectFitsEveryPhone(page, `${label} (${href})`);
  }

  // A mistyped address, as a person types it in the address bar.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFitsEveryPhone(page, 'not found');
  await page.getByRole('banner').getByRole('link', { name: 'List your clinic' }).click();
  await expectFitsEveryPhone(page, 'intro');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await expectFitsEveryPhone(page, 'login');
  await expectAccessibleAt320(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup/);
  await expectFitsEveryPhone(page, 'signup');
  await expectAccessibleAt320(page);
});

/** Where the header's logo, its name and the actions beside it lie, at each phone width: the name whole, nothing over it. */
async function expectHeaderHoldsTheLogo(page: Page, screen: string) {
  const { height } = page.viewportSize() ?? { height: 740 };
  const found: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height });
    const problem = await page.getByRole('banner').evaluate((banner) => {
      const logo = banner.querySelector(':scope > a')!;
      const nav = banner.querySelector(':scope > nav')!;
      const name = document.createRange();
      name.selectNodeContents(logo);
      const box = logo.getBoundingClientRect();
      const words = name.getBoundingClientRect();
      const actions = nav.getBoundingClientRect();
      if (words.right > box.right + 1) return `the name runs ${Math.round(words.right - box.right)}px out of the logo`;
      if (box.right > actions.left + 1) return `the actions cover ${Math.round(box.right - actions.left)}px of the logo`;
      return '';
    });
    if (problem) found.push(`${width}px: ${problem}`);
  }
  expect(found, `${screen}: the header at phone widths`).toEqual([]);
}

test('the header keeps the logo whole beside its actions at every phone width, in both languages', async ({ page }) => {
  await page.goto('/intro');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectHeaderHoldsTheLogo(page, 'intro');
  await expectFitsEveryPhone(page, 'intro');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Read this page in Español' }).click();
  await expect(page).toHaveURL(/\/es\/intro$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectHeaderHoldsTheLogo(page, 'intro in Spanish');
  await expectFitsEveryPhone(page, 'intro in Spanish');
});

test('the open data page fits every phone, its list of price files grown once', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Open price data', exact: true }).click();
  const files = page.getByRole('list', { name: 'Price files by clinic' }).getByRole('listitem');
  await expect(files.first()).toBeVisible();
  const first = await files.count();
  await page.getByRole('button', { name: 'Show more price files' }).click();
  await expect.poll(() => files.count()).toBeGreaterThan(first);
  await expectFitsEveryPhone(page, 'open data');
  await expectAccessibleAt320(page);
});

test('search fits every phone: the list, the full sheet, the Filters panel, a map card and compare', async ({ page }) => {
  test.setTimeout(90_000);
  await openSearch(page, `category=Dental&${WHOLE_US}`);
  await expectFitsEveryPhone(page, 'search list');
  await expectAccessibleAt320(page);

  await page.getByRole('separator', { name: 'Resize the clinic list' }).focus();
  await page.keyboard.press('Home');
  await expectFitsEveryPhone(page, 'search list, sheet at its top');
  await page.keyboard.press('End');

  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await expectFitsEveryPhone(page, 'Filters panel');
  // A search by billing code: its cards carry the code beside each price, and the compare below its bundles.
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('textbox', { name: 'Billing code' }).fill('D1110');
  await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('combobox', { name: 'Categories' })).toContainText('All categories');
  await expectFitsEveryPhone(page, 'Filters panel with a billing code');
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Find clinics' }).click();
  await expect(page.getByTestId('results-scope')).toHaveText(/^CDT D1110/);
  await expect(cards(page).first()).toContainText('CDT D1110');
  await expectFitsEveryPhone(page, 'search by billing code');

  await openAMapCard(page);
  await expectFitsEveryPhone(page, 'map card');

  await page.getByRole('separator', { name: 'Resize the clinic list' }).focus();
  await page.keyboard.press('Home');
  for (const n of [0, 1, 2]) await cards(page).nth(n).getByRole('checkbox', { name: /^Compare / }).check();
  const bar = page.getByRole('region', { name: 'Compare clinics' });
  await expectFitsEveryPhone(page, 'compare bar');
  await bar.getByRole('link', { name: 'Compare 3 clinics' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=/);
  await expect(page.getByRole('region', { name: 'Comparison' })).toBeVisible();
  await expectFitsEveryPhone(page, 'compare');
  await expectAccessibleAt320(page);

  // A compared clinic's prices page: codes and what each price includes.
  await page.getByRole('region', { name: 'Comparison' }).getByRole('columnheader').first().getByRole('link').click();
  await page.getByRole('link', { name: 'Every price and what it includes' }).click();
  await expect(page.getByRole('table').getByTestId('service-code').first()).toBeVisible();
  await expectFitsEveryPhone(page, 'prices page with codes and bundles');
  await expectAccessibleAt320(page);
});

test('a prices page, a profile and each of their dialogs fit every phone', async ({ page }) => {
  test.setTimeout(90_000);
  const { rich } = await profileClinics();
  await page.goto(`/clinic/${rich.id}/prices`);
  await expect(page.getByRole('table')).toBeVisible();
  await expectFitsEveryPhone(page, 'prices page');
  await expectAccessibleAt320(page);
  await page.getByRole('table').getByRole('button', { name: /^I was charged a different price/ }).first().click();
  await expect(page.getByRole('dialog', { name: 'I was charged a different price' })).toBeVisible();
  await expectFitsEveryPhone(page, 'prices page, report a price dialog');
  await closeDialog(page);

  await page.getByRole('link', { name: 'See the full profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: rich.detail.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Address' })).toBeVisible();
  await expectFitsEveryPhone(page, 'profile');
  await expectAccessibleAt320(page);

  const dialogs: [string, () => Promise<unknown>][] = [
    ['Send a message', () => page.getByTestId('contact-card').getByRole('button', { name: 'Send message' }).click()],
    ['Get a Good Faith Estimate', () => page.getByTestId('gfe-notice').getByRole('button', { name: 'Get a Good Faith Estimate' }).click()],
    ['Description', () => page.getByRole('button', { name: 'Read more' }).click()],
    ['Services', () => page.getByRole('button', { name: /Show all services/ }).click()],
    ['Accepted Insurances', () => page.getByRole('button', { name: /Show all insurances/ }).click()],
    ['Specialties', () => page.getByRole('button', { name: /Show all specialties/ }).click()],
    ['a doctor', () => page.getByRole('region', { name: 'Doctors' }).getByRole('button', { name: /^Dr\. / }).first().click()],
    ['Office Images', () => page.getByRole('region', { name: 'Office Images' }).getByRole('button', { name: /^Open image/ }).first().click()],
  ];
  for (const [name, open] of dialogs) {
    await open();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectFitsEveryPhone(page, `profile, ${name} dialog`);
    await closeDialog(page);
  }
});

test("a clinic's price card page, as a clinic's site frames it, fits every phone", async ({ page }) => {
  const { rich } = await profileClinics();
  // The iframe snippet's address, opened on its own as the frame would.
  await page.goto(priceCardPagePath(rich.id));
  await expect(page.getByRole('region', { name: `Cash prices of ${rich.detail.name}` })).toBeVisible();
  await expectFitsEveryPhone(page, 'price card page');
  await expectAccessibleAt320(page);
});

test('the account area, its menu and both wizards at every step fit every phone', async ({ page }) => {
  test.setTimeout(120_000);
  const session = await signInAsNewOwner(page, 'fits');
  await createClinicByApi(page.request, session.token, clinicInput('Narrow Phone Clinic'));
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Your clinic locations' })).toBeVisible();
  await expectFitsEveryPhone(page, 'clinic locations');
  await expectAccessibleAt320(page);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Account menu' })).toBeVisible();
  await expectFitsEveryPhone(page, 'account menu');
  for (const label of ['Import locations', 'Estimates', 'Metrics', 'Account preferences', 'Account members', 'Your clinic locations']) {
    if (!(await page.getByRole('dialog', { name: 'Account menu' }).isVisible())) await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('dialog', { name: 'Account menu' }).getByRole('link', { name: label }).click();
    await expect(page.getByRole('dialog', { name: 'Account menu' })).toHaveCount(0);
    await expectFitsEveryPhone(page, `account, ${label}`);
  }

  // The import page with both explanations open and a dry run listing a row to fix.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('dialog', { name: 'Account menu' }).getByRole('link', { name: 'Import locations' }).click();
  await page.getByText('Columns of the template').click();
  await page.getByText('Importing a CMS price transparency file').click();
  await page.getByLabel('CSV file').setInputFiles(csvFile(threeLocationsCsv('$120')));
  await expect(page.getByRole('table', { name: 'Rows to fix (row 1 is the header)' })).toBeVisible();
  await expectFitsEveryPhone(page, 'import locations, a dry run with a row to fix');
  await expectAccessibleAt320(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('dialog', { name: 'Account menu' }).getByRole('link', { name: 'Your clinic locations' }).click();

  await page.getByRole('button', { name: 'Options for Narrow Phone Clinic', exact: true }).click();
  await expectFitsEveryPhone(page, 'clinic options menu');
  await page.keyboard.press('Escape');

  // The location's price card snippets, long lines of markup, wrap inside the dialog.
  await chooseOption(page, 'Narrow Phone Clinic', 'Price card for your website');
  await expect(page.getByRole('dialog', { name: 'Price card for your website' }).getByTestId('snippet-iframe')).toBeVisible();
  await expectFitsEveryPhone(page, 'price card dialog');
  await closeDialog(page);

  // The clinic wizard: each of its ten steps, filled only as far as Next needs.
  await page.getByRole('button', { name: /Add (a )?(new )?clinic location/i }).first().click();
  const wizard = page.getByRole('dialog', { name: 'Add clinic location' });
  const next = wizard.getByRole('button', { name: 'Next', exact: true });
  const progress = wizard.getByRole('progressbar', { name: 'Wizard progress' });
  const fillStep: Record<number, () => Promise<void>> = {
    1: async () => {
      await wizard.getByLabel('Clinic name').fill('Narrow Sight');
      await wizard.getByRole('radio', { name: 'LASIK' }).check();
    },
    2: async () => {
      await wizard.getByLabel('Phone number').fill('801-555-0100');
      await wizard.getByLabel('Email address').fill('hello@narrow.example.com');
      await wizard.getByLabel('Website (required)').fill('https://narrow.example.com');
    },
    4: async () => {
      await wizard.getByLabel('Street address').fill('100 N University Ave');
      await wizard.getByLabel('City').fill('Provo');
      await wizard.getByLabel('State').fill('UT');
      await wizard.getByLabel('ZIP code').fill('84601');
      await wizard.getByLabel('Latitude').fill('40.23');
      await wizard.getByLabel('Longitude').fill('-111.66');
    },
    5: async () => {
      await wizard.getByLabel('Description').fill('Laser eye surgery.');
    },
    7: async () => {
      await wizard.getByRole('checkbox', { name: 'LASIK', exact: true }).check();
      await wizard.getByLabel('Price of LASIK').fill('2500');
      // A row's code, and what its price includes, opened.
      await wizard.getByRole('button', { name: 'What the price includes: LASIK' }).click();
      await expect(wizard.getByLabel('Includes, one a line, for LASIK')).toBeVisible();
    },
  };
  for (let step = 1; step <= 10; step++) {
    await expect(progress).toHaveAttribute('aria-valuenow', String(step));
    await fillStep[step]?.();
    await expectFitsEveryPhone(page, `clinic wizard, step ${step}`);
    if (step < 10) await next.click();
  }
  // A changed wizard asks before it closes (it steps aside for the question): the question fits too.
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('dialog', { name: 'Keep your draft?' });
  await expect(confirm).toBeVisible();
  await expectFitsEveryPhone(page, 'keep your draft?');
  await confirm.getByRole('button', { name: 'Discard the draft' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The doctors dialog and the doctor wizard's five steps.
  await chooseOption(page, 'Narrow Phone Clinic', 'Add/edit doctors');
  const doctors = page.getByRole('dialog', { name: 'Clinic location doctors' });
  await expectFitsEveryPhone(page, 'doctors dialog');
  await doctors.getByRole('button', { name: 'Add doctor' }).click();
  const doctor = page.getByRole('dialog', { name: 'Add doctor' });
  await doctor.getByLabel('First name').fill('Ada');
  await doctor.getByLabel('Last name').fill('Lovelace');
  for (let step = 1; step <= 5; step++) {
    await expectFitsEveryPhone(page, `doctor wizard, step ${step}`);
    if (step < 5) await doctor.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(doctor.getByRole('button', { name: 'Submit' })).toBeVisible();
});

test('the Good Faith Estimate pages fit every phone: the owner\'s list and request, and the patient\'s estimate with a checked bill', async ({ page }) => {
  test.setTimeout(90_000);
  const session = await signInAsNewOwner(page, 'fits-gfe');
  const clinic = await createClinicByApi(page.request, session.token, clinicInput('Narrow Estimate Clinic', { npi: '1234567893', tin: '12-3456789' }));
  const email = `narrow-${Date.now()}@example.com`;
  const asked = await page.request.post(`${site.api}/clinics/${clinic.id}/estimate-requests`, {
    data: { patientName: 'Pat Narrow-Phone-With-A-Long-Name', dateOfBirth: '1980-02-02', email, services: [{ description: 'LASIK', quantity: 2 }] },
  });
  expect(asked.status()).toBe(201);

  await page.goto('/account');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('dialog', { name: 'Account menu' }).getByRole('link', { name: 'Estimates' }).click();
  await expect(page.getByTestId('estimate-request')).toHaveCount(1);
  await expectFitsEveryPhone(page, 'account, estimates');
  await expectAccessibleAt320(page);
  await page.getByRole('link', { name: 'Pat Narrow-Phone-With-A-Long-Name' }).click();
  await page.getByRole('button', { name: 'Add another provider' }).click();
  await page.getByRole('button', { name: 'Add a separately scheduled item' }).click();
  await expectFitsEveryPhone(page, 'account, an estimate request');
  await expectAccessibleAt320(page);
  await page.getByRole('button', { name: 'Remove other provider 1' }).click();
  await page.getByRole('button', { name: 'Remove separate item 1' }).click();
  await page.getByRole('button', { name: 'Issue the estimate' }).click();
  await expect(page.getByRole('heading', { name: 'Issued' })).toBeVisible();

  let path: string | undefined;
  await expect.poll(() => (path = mailsWith([email]).map(estimatePathIn).find(Boolean))).toBeTruthy();
  // The link as the patient pastes it from the mail.
  await page.goto(path!);
  await page.getByLabel('Amount billed by Narrow Estimate Clinic ($)').fill('4500');
  await page.getByRole('button', { name: 'Check my bill' }).click();
  await expect(page.getByText('You can dispute this bill.')).toBeVisible();
  await expectFitsEveryPhone(page, 'the patient\'s estimate, bill checked');
  await expectAccessibleAt320(page);
});
