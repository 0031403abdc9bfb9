import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { expectFitsEveryPhone } from '#support/fits-the-screen';
import { chooseOption, clinicInput, createClinicByApi, signInAsNewOwner } from '../account/support';
import { cards, listSettled } from '../search/helpers';

/**
 * The local NPI Registry's records (api/src/dev-npi-registry/fixtures.ts): an organisation
 * named "BRIGHT SMILES DENTAL, LLC" in UT, an individual "ANA REYES" licensed in UT, and an
 * organisation under another name, "CANYON ORTHODONTICS PLLC".
 */
const CLINIC_NPI = '1765432103';
const DOCTOR_NPI = '1765432111';
const OTHER_NAME_NPI = '1765432137';
const NAME = 'Bright Smiles Dental';
/** Somewhere in Utah away from the demo clinics, so a small map area holds this test's clinics alone. */
const PLACE = { latitude: 38.5733, longitude: -109.5498 };

const DATE = '[A-Z][a-z]+ \\d{1,2}, \\d{4}';
/** The owner's line for a match, and the public mark (its label, then the NPI and date under it). */
const verified = (npi: string) => new RegExp(`^Verified provider · NPI ${npi} · checked ${DATE}$`);
const mark = (npi: string) => new RegExp(`^Verified provider NPI ${npi} · checked ${DATE}$`);

/** On the phone project: the screen at every phone width, a save's notice included. */
async function fitsAPhone(page: Page, isMobile: boolean, screen: string) {
  if (!isMobile) return;
  await expectFitsEveryPhone(page, screen);
}

test("an owner's clinic and doctor NPIs match the registry, and a visitor sees their marks on the search card, the profile and the doctor dialog", async ({ page, browser, isMobile }, testInfo) => {
  test.setTimeout(150_000);
  const session = await signInAsNewOwner(page, 'npi');
  const base = clinicInput('x');
  const clinic = await createClinicByApi(page.request, session.token, clinicInput(NAME, { categoryId: 1, services: [{ description: 'Exam, x-ray & cleaning', price: '120' }], address: { ...base.address, ...PLACE } }));
  await page.goto('/account/clinic-locations');
  const row = page.getByTestId('clinic-row').filter({ hasText: NAME });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('npi-check')).toHaveCount(0);

  // The clinic's NPI, on the wizard's Details step; a wrong check digit is refused there first.
  await chooseOption(page, NAME, 'Edit');
  const wizard = page.getByRole('dialog', { name: 'Edit clinic location' });
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  const npiField = wizard.getByLabel('NPI (National Provider Identifier)');
  await npiField.fill('1765432104');
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(wizard.getByText('The NPI is not a valid NPI: its check digit does not match.')).toBeVisible();
  await npiField.fill(CLINIC_NPI);
  await expect(wizard.getByText('After you save, we check this NPI with the NPI Registry.')).toBeVisible();
  for (let step = 2; step < 10; step++) await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(wizard).toHaveCount(0);
  // Pending at first, perhaps too briefly to see; the list reads itself again until the registry has answered.
  await expect(row.getByTestId('npi-check')).toHaveText(verified(CLINIC_NPI), { timeout: 30_000 });

  // The doctor's own NPI, on the doctor wizard's first step.
  await chooseOption(page, NAME, 'Add/edit doctors');
  const doctors = page.getByRole('dialog', { name: 'Clinic location doctors' });
  await doctors.getByRole('button', { name: 'Add doctor' }).click();
  const doctorWizard = page.getByRole('dialog', { name: 'Add doctor' });
  await doctorWizard.getByLabel('First name').fill('Ana');
  await doctorWizard.getByLabel('Last name').fill('Reyes');
  await doctorWizard.getByLabel('NPI (National Provider Identifier)').fill('17654321');
  await doctorWizard.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(doctorWizard.getByText('The NPI must be 10 digits.')).toBeVisible();
  await doctorWizard.getByLabel('NPI (National Provider Identifier)').fill(DOCTOR_NPI);
  for (let step = 1; step < 5; step++) await doctorWizard.getByRole('button', { name: 'Next', exact: true }).click();
  await doctorWizard.getByRole('button', { name: 'Submit' }).click();
  await expect(doctorWizard).toHaveCount(0);
  await expect(doctors.getByTestId('npi-check')).toHaveText(verified(DOCTOR_NPI), { timeout: 30_000 });
  await fitsAPhone(page, isMobile, 'doctors with their NPI checks');
  await doctors.getByRole('button', { name: 'Done' }).click();
  await expect(doctors).toHaveCount(0);
  await fitsAPhone(page, isMobile, 'clinic list with NPI checks');

  // A visitor searches the area: the card carries the mark, and so do the profile and the doctor dialog.
  const visitorContext = await browser.newContext({ ...testInfo.project.use, baseURL: undefined });
  const visitor = await visitorContext.newPage();
  // A shared search link of that area, as a person pastes it.
  await visitor.goto(new URL(`/search?category=Dental&lat=${PLACE.latitude}&lng=${PLACE.longitude}&zoom=14`, page.url()).href);
  await listSettled(visitor);
  const card = cards(visitor).filter({ has: visitor.locator(`a[href$="/clinic/${clinic.id}"]`) });
  await expect(card.getByTestId('verified-provider')).toHaveText(mark(CLINIC_NPI));
  await fitsAPhone(visitor, isMobile, 'search card with the mark');
  const [profile] = await Promise.all([visitorContext.waitForEvent('page'), card.getByRole('link', { name: /See clinic/ }).click()]);
  await expect(profile.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(profile.getByTestId('verified-provider')).toHaveText(mark(CLINIC_NPI));
  await profile.getByRole('region', { name: 'Doctors' }).getByRole('button', { name: /Dr\. Ana Reyes/ }).click();
  const dialog = profile.getByRole('dialog', { name: 'Dr. Ana Reyes' });
  await expect(dialog.getByTestId('verified-provider')).toHaveText(mark(DOCTOR_NPI));
  await fitsAPhone(profile, isMobile, 'doctor dialog with the mark');
  await visitorContext.close();
});

test('an owner whose NPI the registry holds under another name is told which field differs, on the list and in the wizard', async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  const session = await signInAsNewOwner(page, 'npi-mismatch');
  const name = 'Canyon Smiles Dental';
  await createClinicByApi(page.request, session.token, clinicInput(name, { npi: OTHER_NAME_NPI }));
  await page.goto('/account/clinic-locations');
  const reason = `NPI ${OTHER_NAME_NPI} is not verified. The NPI Registry has this NPI under the name “CANYON ORTHODONTICS PLLC”.`;
  const row = page.getByTestId('clinic-row').filter({ hasText: name });
  await expect(row.getByTestId('npi-check')).toHaveText(reason, { timeout: 30_000 });
  await fitsAPhone(page, isMobile, 'clinic list with a mismatch');

  // The wizard says the same under the NPI it was checked for.
  await chooseOption(page, name, 'Edit');
  const wizard = page.getByRole('dialog', { name: 'Edit clinic location' });
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(wizard.getByLabel('NPI (National Provider Identifier)')).toHaveValue(OTHER_NAME_NPI);
  await expect(wizard.getByTestId('npi-check')).toHaveText(reason);
  await fitsAPhone(page, isMobile, 'wizard details with a mismatch');
});
