import { test, expect } from '#support/fixtures';
import { signInAsNewOwner } from './support';
import type { Page } from '@playwright/test';

async function openWizardAtDetails(page: Page) {
  await page.goto('/account/clinic-locations');
  await page.getByRole('button', { name: 'Add your first clinic location' }).click();
  const wizard = page.getByRole('dialog', { name: 'Add clinic location' });
  await wizard.getByLabel('Clinic name').fill('Careful Clinic');
  await wizard.getByRole('radio', { name: 'Dental' }).check();
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  return wizard;
}

async function fillToConfirmation(page: Page) {
  const wizard = page.getByRole('dialog', { name: 'Add clinic location' });
  const next = wizard.getByRole('button', { name: 'Next', exact: true });
  await wizard.getByLabel('Website (required)').fill('https://careful.example.com');
  await next.click();
  await next.click(); // images are optional
  await wizard.getByLabel('Street address').fill('1 Main St');
  await wizard.getByLabel('City').fill('Austin');
  await wizard.getByLabel('State').fill('TX');
  await wizard.getByLabel('ZIP code').fill('78701');
  for (let step = 4; step < 10; step++) await next.click();
  return wizard;
}

test('owner sees validation stop Next on bad input', async ({ page }) => {
  await signInAsNewOwner(page, 'validate');
  await page.goto('/account/clinic-locations');
  await page.getByRole('button', { name: 'Add your first clinic location' }).click();
  const wizard = page.getByRole('dialog', { name: 'Add clinic location' });
  const next = wizard.getByRole('button', { name: 'Next', exact: true });

  await next.click();
  await expect(wizard.getByText('Enter the clinic name.')).toBeVisible();
  await expect(wizard.getByText('Choose the category that describes your clinic location.')).toBeVisible();
  await expect(wizard.getByRole('progressbar', { name: 'Wizard progress' })).toHaveAttribute('aria-valuenow', '1');

  await wizard.getByLabel('Clinic name').fill('Careful Clinic');
  await wizard.getByRole('radio', { name: 'Dental' }).check();
  await next.click();

  // The website is labelled required, so it is checked as a URL.
  await wizard.getByLabel('Website (required)').fill('careful clinic');
  await next.click();
  await expect(wizard.getByText('Enter a website address starting with http:// or https://.')).toBeVisible();
  await expect(wizard.getByLabel('Website (required)')).toHaveAttribute('aria-invalid', 'true');
  await expect(wizard.getByRole('heading', { name: 'Tell us about your clinic' })).toBeVisible();

  // Images are checked for type before upload.
  await wizard.getByLabel('Website (required)').fill('https://careful.example.com');
  await next.click();
  await wizard.getByLabel('Upload an image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(wizard.getByText('notes.txt is not a PNG, JPG or GIF image.')).toBeVisible();
  await expect(wizard.getByRole('img', { name: /^Image \d/ })).toHaveCount(0);
  await next.click();

  // Address needs the street, city, state and ZIP; coordinates must be numbers.
  await next.click();
  await expect(wizard.getByText('Enter the street address.')).toBeVisible();
  await wizard.getByLabel('Street address').fill('1 Main St');
  await wizard.getByLabel('City').fill('Austin');
  await wizard.getByLabel('State').fill('TX');
  await wizard.getByLabel('ZIP code').fill('78701');
  await wizard.getByLabel('Latitude').fill('north');
  await wizard.getByLabel('Longitude').fill('-97.74');
  await next.click();
  await expect(wizard.getByText('Latitude must be a number between -90 and 90.')).toBeVisible();
  await wizard.getByLabel('Latitude').fill('30.27');
  await next.click();

  // Description: at most 1000 characters.
  await wizard.getByLabel('Description').fill('x'.repeat(1001));
  await expect(wizard.getByText('1001/1000 characters')).toBeVisible();
  await next.click();
  await expect(wizard.getByText('Use at most 1000 characters.')).toBeVisible();
  await wizard.getByLabel('Description').fill('Fine.');
  await next.click();
  await next.click(); // insurances are optional

  // Services: a switched-on service needs a price.
  await wizard.getByRole('checkbox', { name: 'Exam, x-ray & cleaning', exact: true }).check();
  await next.click();
  await expect(wizard.getByText('Enter a price in dollars, like 120 or 99.50.')).toBeVisible();
  await wizard.getByLabel('Price of Exam, x-ray & cleaning', { exact: true }).fill('120');
  await next.click();
  await next.click(); // specialties are optional

  // Hours stay within 09:00-18:00; turning a day off clears its times.
  await wizard.getByLabel('Monday closing time').fill('19:00');
  await next.click();
  await expect(wizard.getByText('Choose a time between 09:00 and 18:00.')).toBeVisible();
  await wizard.getByRole('checkbox', { name: 'Monday' }).uncheck();
  await expect(wizard.getByLabel('Monday closing time')).toBeDisabled();
  await expect(wizard.getByLabel('Monday closing time')).toHaveValue('');
  await next.click();
  await expect(wizard.getByRole('button', { name: 'Submit' })).toBeVisible();
});

test('owner sees a server failure reported without losing what they typed', async ({ page }) => {
  await signInAsNewOwner(page, 'server-500');
  let calls = 0;
  await page.route('**/account/clinics', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    calls += 1;
    if (calls === 1) return route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' } });
    return route.fallback();
  });
  await openWizardAtDetails(page);
  const wizard = await fillToConfirmation(page);
  await wizard.getByRole('button', { name: 'Submit' }).click();

  await expect(wizard.getByRole('alert').filter({ hasText: 'could not be saved because of a problem on our side' })).toBeVisible();
  await expect(wizard).toBeVisible();
  // Nothing was lost: go back and see the values, then submit again.
  await wizard.getByRole('button', { name: 'Back' }).click();
  await expect(wizard.getByLabel('Monday opening time')).toHaveValue('09:00');
  for (let step = 9; step > 1; step--) await wizard.getByRole('button', { name: 'Back' }).click();
  await expect(wizard.getByLabel('Clinic name')).toHaveValue('Careful Clinic');
  for (let step = 1; step < 10; step++) await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(wizard).toHaveCount(0);
  await expect(page.getByTestId('clinic-row').filter({ hasText: 'Careful Clinic' })).toContainText('Austin, TX');
});

/**
 * The wizard checks what the API checks, so a person cannot make the real API refuse a
 * field; the API's answer to the save is replaced with the refusal it would give.
 */
async function refuseSave(page: Page, message: string, field: string): Promise<void> {
  await page.route('**/account/clinics', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, json: { statusCode: 400, error: 'Bad Request', message, field } })
      : route.fallback(),
  );
}

test('owner sees a field the server refused on its own step', async ({ page }) => {
  await signInAsNewOwner(page, 'server-400');
  await refuseSave(page, 'must be a URL starting with http:// or https://', '/body/jsonPayload/detail/website');
  await openWizardAtDetails(page);
  const wizard = await fillToConfirmation(page);
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(wizard.getByRole('heading', { name: 'Tell us about your clinic' })).toBeVisible();
  await expect(wizard.getByRole('alert').filter({ hasText: 'could not be saved: must be a URL' }).first()).toBeVisible();
  await expect(wizard.getByText('Enter a website address starting with http:// or https://.')).toBeVisible();
  await expect(wizard.getByLabel('Website (required)')).toHaveValue('https://careful.example.com');
});

test('owner sees a refused price on its own service row, past rows left switched off', async ({ page }) => {
  await signInAsNewOwner(page, 'server-400-row');
  // The form's rows 2 and 4 are switched on, so the API receives them as services 0 and 1.
  await refuseSave(page, 'must be a price like 120 or 99.50', '/body/jsonPayload/services/1/price');
  const wizard = await openWizardAtDetails(page);
  const next = wizard.getByRole('button', { name: 'Next', exact: true });
  await wizard.getByLabel('Website (required)').fill('https://careful.example.com');
  await next.click();
  await next.click(); // images are optional
  await wizard.getByLabel('Street address').fill('1 Main St');
  await wizard.getByLabel('City').fill('Austin');
  await wizard.getByLabel('State').fill('TX');
  await wizard.getByLabel('ZIP code').fill('78701');
  for (let step = 4; step < 7; step++) await next.click();
  for (const service of ['Single annual membership', 'Family annual membership']) {
    await wizard.getByRole('checkbox', { name: service, exact: true }).check();
    await wizard.getByLabel(`Price of ${service}`, { exact: true }).fill('100');
  }
  for (let step = 7; step < 10; step++) await next.click();
  await wizard.getByRole('button', { name: 'Submit' }).click();

  const family = wizard.getByLabel('Price of Family annual membership', { exact: true });
  await expect(family).toBeVisible();
  await expect(wizard.getByRole('alert').filter({ hasText: 'could not be saved: must be a price' }).first()).toBeVisible();
  await expect(family).toHaveAttribute('aria-invalid', 'true');
  await expect(family).toBeFocused();
  await expect(wizard.getByLabel('Price of Single annual membership', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(wizard.getByText('Enter a price in dollars, like 120 or 99.50.')).toBeVisible();
});
