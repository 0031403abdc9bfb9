/**
 * The wizard's preset services carry their standard billing code; the owner
 * changes one (its system follows), says what the price includes, saves, and
 * the public profile and prices page show it.
 */
import { test, expect } from '#support/fixtures';
import { chooseOption, listClinicsByApi, signInAsNewOwner } from './support';

test('owner changes a preset service code, lists what its price includes, and the profile shows both', async ({ page, context }) => {
  test.setTimeout(90_000);
  const session = await signInAsNewOwner(page, 'codes');
  await page.goto('/account');
  await page.getByRole('button', { name: 'Add your first clinic location' }).click();
  const wizard = page.getByRole('dialog', { name: 'Add clinic location' });
  const next = wizard.getByRole('button', { name: 'Next', exact: true });

  await wizard.getByLabel('Clinic name').fill('Coded Sight Orem');
  await wizard.getByRole('radio', { name: 'LASIK' }).check();
  await next.click();
  await wizard.getByLabel('Website (required)').fill('https://codedsight.example.com');
  await next.click();
  await next.click(); // images are optional
  // No coordinates: the clinic stays off the maps other tests count.
  await wizard.getByLabel('Street address').fill('1 State St');
  await wizard.getByLabel('City').fill('Orem');
  await wizard.getByLabel('State').fill('UT');
  await wizard.getByLabel('ZIP code').fill('84057');
  for (let step = 4; step < 7; step++) await next.click();

  // 7: each preset row carries its standard code, off until the service is.
  const code = wizard.getByLabel('Code (optional) for LASIK');
  const system = wizard.getByLabel('System for LASIK');
  await expect(code).toHaveValue('S0800');
  await expect(system).toHaveValue('HCPCS');
  await expect(code).toBeDisabled();
  await expect(wizard.getByLabel('Code (optional) for PRK')).toHaveValue('S0810');
  await wizard.getByRole('checkbox', { name: 'LASIK', exact: true }).check();
  await wizard.getByLabel('Price of LASIK').fill('2400');

  // A code that is none stops Next, on its field.
  await code.fill('S08');
  await next.click();
  await expect(wizard.getByText('Enter a billing code like 99213 (CPT), G0103 (HCPCS) or D1110 (CDT), or leave it empty.')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  // The owner's own code: its system follows as it is typed.
  await code.fill('65760');
  await expect(system).toHaveValue('CPT');
  await wizard.getByRole('button', { name: 'What the price includes: LASIK' }).click();
  await wizard.getByLabel('Includes, one a line, for LASIK').fill('Both eyes\nFollow-up visits for a year');
  await wizard.getByLabel('Not included, one a line, for LASIK').fill('Enhancements');
  await wizard.getByRole('checkbox', { name: /^All-inclusive price.*for LASIK$/ }).check();
  await next.click();
  for (let step = 8; step < 10; step++) await next.click();
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(wizard).toHaveCount(0);

  const [saved] = await listClinicsByApi(page.request, session.token);
  expect(saved.services).toEqual([
    expect.objectContaining({ description: 'LASIK', price: '2400', code: '65760', codeSystem: 'CPT', includes: ['Both eyes', 'Follow-up visits for a year'], excludes: ['Enhancements'], allInclusive: true }),
  ]);

  // The public profile names the code; its prices page says what the price includes.
  const [profile] = await Promise.all([context.waitForEvent('page'), chooseOption(page, 'Coded Sight Orem', 'Preview')]);
  const services = profile.getByRole('region', { name: 'Services' });
  await expect(services.getByRole('listitem').filter({ hasText: 'LASIK' })).toContainText('LASIK CPT 65760');
  await services.getByRole('link', { name: 'Every price and what it includes' }).click();
  const row = profile.getByRole('table').getByRole('row').filter({ hasText: 'LASIK CPT 65760' });
  await expect(row.getByRole('list', { name: 'Includes' }).getByRole('listitem')).toHaveText(['Both eyes', 'Follow-up visits for a year']);
  await expect(row.getByRole('list', { name: 'Not included' }).getByRole('listitem')).toHaveText(['Enhancements']);
  await expect(row.getByText('All-inclusive price')).toBeVisible();

  // Edit: the wizard opens with what was saved.
  await chooseOption(page, 'Coded Sight Orem', 'Edit');
  const edit = page.getByRole('dialog', { name: /Edit clinic location/ });
  for (let step = 1; step < 7; step++) await edit.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(edit.getByLabel('Code (optional) for LASIK')).toHaveValue('65760');
  await expect(edit.getByLabel('Includes, one a line, for LASIK')).toHaveValue('Both eyes\nFollow-up visits for a year');
});
