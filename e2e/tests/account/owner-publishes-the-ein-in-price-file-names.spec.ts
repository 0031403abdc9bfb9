import type { Browser, Page } from '@playwright/test';
import { npiCheckDigit } from '@directpay/contracts';
import { test, expect } from '#support/fixtures';
import { site } from '#support/site';
import { chooseOption, clinicInput, createClinicByApi, signInAsNewOwner } from './support';

const CHOICE = 'Use this EIN in my public price file names';
const NPI = `124531959${npiCheckDigit('124531959')}`;

/** The owner opens the clinic's wizard, goes to step 2 and hands it to `onDetails`, then submits from step 10. */
async function editDetails(page: Page, name: string, onDetails: (wizard: ReturnType<Page['getByRole']>) => Promise<void>, disclosure: RegExp) {
  await chooseOption(page, name, 'Edit');
  const wizard = page.getByRole('dialog', { name: 'Edit clinic location' });
  const next = wizard.getByRole('button', { name: 'Next', exact: true });
  await next.click();
  await onDetails(wizard);
  for (let step = 2; step < 10; step++) await next.click();
  await expect(wizard.getByTestId('public-disclosure')).toContainText(disclosure);
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(wizard).toHaveCount(0);
}

/** A visitor, in a browser of their own, opens the profile and downloads the CSV price file by its link: its suggested name. */
async function visitorsCsvName(browser: Browser, clinicId: string): Promise<string> {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`${site.host}/clinic/${clinicId}`);
  const files = visitor.getByRole('region', { name: 'Services' }).getByTestId('price-files');
  await files.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([visitor.waitForEvent('download'), files.getByRole('link', { name: 'CSV price file', exact: true }).click()]);
  const name = download.suggestedFilename();
  await context.close();
  return name;
}

test('owner chooses to publish the EIN in the price file names; a visitor’s download is named by it, and by the clinic’s id again once unticked', async ({ page, browser }) => {
  const session = await signInAsNewOwner(page, 'ein-choice');
  const clinic = await createClinicByApi(page.request, session.token, clinicInput('Summit Eye Care', { npi: NPI }));
  await page.goto('/account/clinic-locations');

  // Step 2: the choice stays closed, saying why, until the TIN typed can be an EIN; then it is ticked.
  await editDetails(
    page,
    'Summit Eye Care',
    async (wizard) => {
      const choice = wizard.getByRole('checkbox', { name: CHOICE });
      await expect(choice).toBeDisabled();
      await expect(choice).not.toBeChecked();
      await expect(wizard.getByText('Enter your EIN as the TIN to choose this.')).toBeVisible();
      await wizard.getByLabel('TIN (Tax Identification Number)').fill('123-45-6789');
      await expect(wizard.getByText(/written like an SSN .* is never published/)).toBeVisible();
      await expect(choice).toBeDisabled();
      await wizard.getByLabel('TIN (Tax Identification Number)').fill('12-3456789');
      await expect(choice).toBeEnabled();
      await choice.check();
    },
    /Its TIN, as your EIN, begins the names of its public price files/,
  );

  // A visitor, in a browser of their own, takes the CSV from the profile: named by the EIN and the NPI.
  expect(await visitorsCsvName(browser, clinic.id)).toMatch(new RegExp(`^123456789-${NPI}_summit-eye-care_standardcharges\\.csv$`));

  // The owner's edit opens with the choice loaded back, and unticks it.
  await editDetails(
    page,
    'Summit Eye Care',
    async (wizard) => {
      const choice = wizard.getByRole('checkbox', { name: CHOICE });
      await expect(wizard.getByLabel('TIN (Tax Identification Number)')).toHaveValue('123456789');
      await expect(choice).toBeChecked();
      await choice.uncheck();
    },
    /Its TIN is never shown publicly/,
  );

  // Another visitor's download is named by the clinic's id once more. (A browser that took the file
  // in the last minutes may still hold its copy: the files may be cached for a few minutes.)
  expect(await visitorsCsvName(browser, clinic.id)).toMatch(new RegExp(`^${clinic.id}-${NPI}_summit-eye-care_standardcharges\\.csv$`));
});
