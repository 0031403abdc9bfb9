import type { Locator, Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { mailsWith } from '#support/outbox';
import { chooseOption, clinicInput, createClinicByApi, signInAsNewOwner } from '../account/support';

const today = () => new Date().toISOString().slice(0, 10);

/** Opens "I was charged a different price" beside LASIK, fills it and sends it. */
async function report(page: Page, within: Locator, amount: string, note: string) {
  await within.getByRole('button', { name: 'I was charged a different price: LASIK' }).click();
  const dialog = page.getByRole('dialog', { name: 'I was charged a different price' });
  await expect(dialog).toContainText('LASIK');
  await dialog.getByLabel('Amount paid ($)').fill(amount);
  await dialog.getByLabel('Date of visit').fill(today());
  await dialog.getByLabel('Note (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByTestId('notice').filter({ hasText: 'Thank you. Your report was sent to the clinic.' }).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a visitor reports a different price; the clinic is mailed, the owner sees the reports, and two of them show the notice', async ({ page, context }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const name = `Report Vision ${stamp}`;
  const clinicEmail = `front-${stamp}@example.com`;
  const session = await signInAsNewOwner(page, 'reports');
  const base = clinicInput(name);
  const clinic = await createClinicByApi(page.request, session.token, { ...base, detail: { ...base.detail, emailAddress: clinicEmail } });

  // A visitor on the prices page: the form checks before sending anything.
  await page.goto(`/clinic/${clinic.id}/prices`);
  const prices = page.getByRole('table');
  let posts = 0;
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/price-reports') && posts++);
  await prices.getByRole('button', { name: 'I was charged a different price: LASIK' }).click();
  const dialog = page.getByRole('dialog', { name: 'I was charged a different price' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please enter the amount you paid.')).toBeVisible();
  await expect(dialog.getByText('Please enter the date of your visit.')).toBeVisible();
  expect(posts).toBe(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await report(page, prices, '2400', `Charged a facility fee ${stamp}`);
  await expect.poll(() => mailsWith([clinicEmail, 'Amount paid: $2400', `Charged a facility fee ${stamp}`]).length).toBe(1);

  // One report is not a signal yet; on the profile the visitor reports again.
  await page.getByRole('link', { name: 'See the full profile' }).click();
  const services = page.getByRole('region', { name: 'Services' });
  await expect(services).toContainText('LASIK');
  await expect(services.getByText('Patients reported a different price')).toHaveCount(0);
  await report(page, services, '2350', `Paid more than listed ${stamp}`);
  await expect.poll(() => mailsWith([clinicEmail, 'Amount paid: $2350']).length).toBe(1);

  // The owner sees both in the account area.
  await page.getByRole('banner').getByRole('link', { name: 'Manage Account' }).click();
  await chooseOption(page, name, 'Price reports');
  const list = page.getByRole('dialog', { name: 'Price reports' });
  const items = list.getByTestId('price-report');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(`Paid more than listed ${stamp}`);
  await expect(items.nth(1)).toContainText(`Charged a facility fee ${stamp}`);

  // The public profile now says so beside that price.
  await list.getByRole('button', { name: 'Close' }).click();
  const [tab] = await Promise.all([context.waitForEvent('page'), chooseOption(page, name, 'Preview')]);
  const lasik = tab.getByRole('region', { name: 'Services' }).getByRole('listitem').filter({ hasText: 'LASIK' });
  await expect(lasik.getByText('Patients reported a different price')).toBeVisible();

  // Resolving one takes the notice away.
  await chooseOption(page, name, 'Price reports');
  await items.nth(0).getByRole('button', { name: 'Mark resolved' }).click();
  await expect(items.nth(0)).toContainText('Resolved');
  await tab.reload();
  await expect(tab.getByRole('region', { name: 'Services' })).toContainText('LASIK');
  await expect(tab.getByText('Patients reported a different price')).toHaveCount(0);
});
