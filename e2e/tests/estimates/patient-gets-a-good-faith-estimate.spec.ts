import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { mailsWith } from '#support/outbox';
import { apiSignIn, clinicInput, createClinicByApi, uniqueEmail } from '../account/support';
import { estimatePathIn } from './estimate-mail';

async function openAccountPage(page: Page, isMobile: boolean, label: string) {
  // Small screens open the navigation as a slide-over first.
  if (isMobile) await page.getByRole('button', { name: 'Account menu' }).click();
  const nav = isMobile ? page.getByRole('dialog', { name: 'Account menu' }) : page.getByRole('navigation', { name: 'Account' });
  await nav.getByRole('link', { name: label }).click();
}

test('a patient asks for an estimate, the owner adds another provider and issues it, and the patient checks a bill $450 over', async ({ page, isMobile }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const clinicName = `Clear Sight ${stamp}`;
  const ownerEmail = uniqueEmail('gfe');
  const owner = await apiSignIn(page.request, ownerEmail);
  const clinic = await createClinicByApi(
    page.request,
    owner.token,
    clinicInput(clinicName, { npi: '1234567893', tin: '12-3456789', services: [{ description: 'LASIK', price: '2000' }, { description: 'Eye exam', price: '150' }] }),
  );
  const patientEmail = `pat-${stamp}@example.com`;

  // The patient, on the clinic's profile.
  await page.goto(`/clinic/${clinic.id}`);
  const notice = page.getByTestId('gfe-notice');
  await expect(notice.getByRole('heading', { name: 'Your right to a Good Faith Estimate' })).toBeVisible();
  await expect(notice.getByRole('link', { name: /Learn about your right/ })).toHaveAttribute('href', 'https://www.cms.gov/nosurprises/consumers/understanding-costs-in-advance');
  await notice.getByRole('button', { name: 'Get a Good Faith Estimate' }).click();
  const dialog = page.getByRole('dialog', { name: `Get a Good Faith Estimate from ${clinicName}` });
  await dialog.getByRole('button', { name: 'Ask for the estimate' }).click();
  await expect(dialog.getByText('Please pick at least one service.')).toBeVisible();
  await dialog.getByLabel(/^LASIK/).check();
  await dialog.getByLabel('Your name').fill(`Pat ${stamp}`);
  await dialog.getByLabel('Date of birth').fill('1985-06-15');
  await dialog.getByLabel('Your email').fill(patientEmail);
  await dialog.getByRole('button', { name: 'Ask for the estimate' }).click();
  const next = dialog.getByTestId('estimate-requested');
  await expect(next).toContainText('The clinic must send your estimate by');
  await expect(next).toContainText('A requested estimate is due within 3 business days.');
  await next.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The owner signs in at their own computer (a typed address) and opens Estimates.
  await page.goto('/account');
  const signIn = page.getByRole('form', { name: 'Development sign-in' });
  await signIn.getByLabel('Development account email').fill(ownerEmail);
  await signIn.getByRole('button', { name: 'Sign in with the development account' }).click();
  await expect(page).toHaveURL(/\/account\/clinic-locations$/);
  await openAccountPage(page, isMobile, 'Estimates');
  await expect(page.getByRole('heading', { name: 'Estimates', level: 1 })).toBeVisible();
  const row = page.getByTestId('estimate-request').filter({ hasText: `Pat ${stamp}` });
  await expect(row).toContainText('Requested');
  await expect(row).toContainText(/Due \w{3}, \w{3} \d{1,2}, \d{4}/);
  await row.getByRole('link', { name: `Pat ${stamp}` }).click();

  await expect(page.getByRole('heading', { name: `Estimate for Pat ${stamp}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('estimate-due')).toContainText('A requested estimate is due within 3 business days.');
  await expect(page.getByLabel('Item or service').first()).toHaveValue('LASIK');
  await page.getByRole('button', { name: 'Add another provider' }).click();
  const other = page.getByTestId('co-provider');
  await other.getByLabel('Provider or facility name').fill('Valley Anesthesia');
  await other.getByLabel('NPI', { exact: true }).fill('1234567890');
  await other.getByLabel('TIN', { exact: true }).fill('98-7654321');
  await other.getByLabel('Street address where care is given').fill('2 Center St');
  await other.getByLabel('City or town').fill('Provo');
  await other.getByLabel('State', { exact: true }).fill('UT');
  await other.getByLabel('ZIP code').fill('84601');
  await other.getByLabel('Item or service').fill('Anesthesia review');
  await other.getByLabel('Price each ($)').fill('300');
  await page.getByRole('button', { name: 'Issue the estimate' }).click();
  // A wrong check digit is refused at the field before anything is sent.
  await expect(other.getByText(/check digit/i)).toBeVisible();
  await other.getByLabel('NPI', { exact: true }).fill('1234567893');
  await expect(page.getByText('Total: $2,300.00')).toBeVisible();
  await page.getByRole('button', { name: 'Issue the estimate' }).click();
  await expect(page.getByTestId('notice').filter({ hasText: `The estimate was issued and mailed to Pat ${stamp}.` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Issued' })).toBeVisible();

  // The patient opens the link mailed to them (a link pasted from the mail).
  let path: string | undefined;
  await expect.poll(() => (path = mailsWith([patientEmail]).map(estimatePathIn).find(Boolean))).toBeTruthy();
  await page.goto(path!);
  await expect(page.getByRole('heading', { name: clinicName, level: 1 })).toBeVisible();
  await expect(page.getByTestId('estimate-provider')).toHaveCount(2);
  await expect(page.getByTestId('estimate-total')).toHaveText('Total estimate: $2,300.00');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('good-faith-estimate.pdf');
  expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByLabel(`Amount billed by ${clinicName} ($)`).fill('2450');
  await page.getByRole('button', { name: 'Check my bill' }).click();
  const result = page.getByTestId('bill-check-results');
  await expect(result).toContainText('The bill is $450.00 above the estimate of $2,000.00.');
  await expect(result).toContainText('You can dispute this bill.');
  await expect(result).toContainText('within 120 days of the date on the bill');
  await expect(result.getByRole('link', { name: 'How to start a dispute (CMS.gov)' })).toHaveAttribute(
    'href',
    'https://www.cms.gov/nosurprises/consumers/payment-disputes-between-providers-and-patients',
  );
});

test('an estimate link that does not exist says so plainly', async ({ page }) => {
  // A link typed or pasted with a wrong token.
  await page.goto(`/estimate/${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'We could not find this estimate', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
