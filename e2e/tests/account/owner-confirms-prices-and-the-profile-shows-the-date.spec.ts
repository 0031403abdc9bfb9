import { formatLongDate } from '@directpay/contracts';
import { test, expect } from '#support/fixtures';
import { chooseOption, clinicInput, createClinicByApi, signInAsNewOwner } from './support';

test("owner confirms a clinic's prices from the Options menu and its profile shows 'Prices confirmed {date}'", async ({ page, context }) => {
  const session = await signInAsNewOwner(page, 'confirm');
  await createClinicByApi(page.request, session.token, clinicInput('Confirm Vision', { otherServices: [{ description: 'Eye exam', price: '90' }] }));
  await page.goto('/account/clinic-locations');
  const row = page.getByTestId('clinic-row').filter({ hasText: 'Confirm Vision' });
  await expect(row).toBeVisible();

  const answered = page.waitForResponse((r) => r.url().endsWith('/prices-confirmation') && r.request().method() === 'POST');
  await chooseOption(page, 'Confirm Vision', 'Confirm prices are current');
  const response = await answered;
  expect(response.status()).toBe(200);
  const { result } = (await response.json()) as { result: { pricesConfirmedAt: string; services: { confirmedAt: string }[]; otherServices: { confirmedAt: string }[] } };
  // Every price carries the new date, and the clinic's date is theirs.
  expect(result.services[0].confirmedAt).toBe(result.pricesConfirmedAt);
  expect(result.otherServices[0].confirmedAt).toBe(result.pricesConfirmedAt);
  const date = formatLongDate(result.pricesConfirmedAt);
  expect(date).toBe(formatLongDate(new Date()));
  await expect(page.getByTestId('notice').filter({ hasText: `Prices of Confirm Vision confirmed ${date}.` })).toBeVisible();
  await expect(row.getByTestId('prices-confirmed')).toHaveText(`Prices confirmed ${date}`);

  // The public profile (Preview opens it in a new tab) says the same, under the prices.
  const [tab] = await Promise.all([context.waitForEvent('page'), chooseOption(page, 'Confirm Vision', 'Preview')]);
  const services = tab.getByRole('region', { name: 'Services' });
  await expect(services.getByTestId('prices-confirmed')).toHaveText(`Prices confirmed ${date}`);
  await expect(services).toContainText('LASIK');
  // Freshly confirmed prices are not marked out of date.
  await expect(services.getByText('may be out of date')).toHaveCount(0);
});
