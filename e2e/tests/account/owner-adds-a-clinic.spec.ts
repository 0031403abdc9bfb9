import { test, expect } from '#support/fixtures';
import { chooseOption, listClinicsByApi, pngFile, signInAsNewOwner } from './support';

test('owner adds a clinic through all 10 steps with two images and sees it in the list and on its public profile', async ({ page, context }) => {
  test.setTimeout(90_000);
  const session = await signInAsNewOwner(page, 'add');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/clinic-locations$/);
  // A new account sees a friendly first step.
  await expect(page.getByRole('heading', { name: 'List your first clinic location' })).toBeVisible();
  await page.getByRole('button', { name: 'Add your first clinic location' }).click();

  const wizard = page.getByRole('dialog', { name: 'Add clinic location' });
  const next = wizard.getByRole('button', { name: 'Next', exact: true });
  const progress = wizard.getByRole('progressbar', { name: 'Wizard progress' });

  // 1: category and name
  await expect(wizard.getByRole('heading', { name: 'Which category describes your clinic location?' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await expect(wizard.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await wizard.getByLabel('Clinic name').fill('Clear Sight Provo');
  await wizard.getByRole('radio', { name: 'LASIK' }).check();
  await next.click();

  // 2: details
  await expect(wizard.getByRole('heading', { name: 'Tell us about your clinic' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '2');
  await wizard.getByLabel('Phone number').fill('801-555-0100');
  await wizard.getByLabel('Email address').fill('hello@clearsight.example.com');
  await wizard.getByLabel('Website (required)').fill('https://clearsight.example.com');
  await next.click();

  // 3: two images, one at a time; the first is the profile image
  await expect(wizard.getByText('PNG, JPG, GIF up to 10MB')).toBeVisible();
  await wizard.getByLabel('Upload an image').setInputFiles(pngFile('front.png', [200, 30, 30]));
  await wizard.getByLabel('Upload an image').setInputFiles(pngFile('lobby.png', [30, 30, 200]));
  await expect(wizard.getByRole('img', { name: /^Image \d/ })).toHaveCount(2);
  await expect(wizard.getByRole('img', { name: 'Image 1 (profile image)' })).toBeVisible();
  await next.click();

  // 4: address, coordinates filled from the ZIP
  await expect(wizard.getByRole('heading', { name: 'Provide your clinic location address' })).toBeVisible();
  await wizard.getByLabel('Street address').fill('100 N University Ave');
  await wizard.getByLabel('City').fill('Provo');
  await wizard.getByLabel('State').fill('UT');
  await wizard.getByLabel('ZIP code').fill('84601');
  await wizard.getByRole('button', { name: 'Fill from city/ZIP' }).click();
  await expect(wizard.getByLabel('Latitude')).toHaveValue(/^40\./);
  await expect(wizard.getByLabel('Longitude')).toHaveValue(/^-111\./);
  await next.click();

  // 5: description with a live counter
  await wizard.getByLabel('Description').fill('Laser eye surgery with clear cash prices.');
  await expect(wizard.getByText('41/1000 characters')).toBeVisible();
  await next.click();

  // 6: insurances
  await wizard.getByRole('button', { name: 'Add insurance' }).click();
  await wizard.getByRole('textbox', { name: 'Insurance 1', exact: true }).fill('VSP');
  await next.click();

  // 7: services: the category's presets with toggles, plus another service
  await expect(wizard.getByLabel('Price of LASIK')).toBeDisabled();
  await wizard.getByRole('checkbox', { name: 'LASIK' }).check();
  await wizard.getByLabel('Price of LASIK').fill('2500');
  await wizard.getByRole('button', { name: 'Add other service' }).click();
  await wizard.getByRole('textbox', { name: 'Other service 1', exact: true }).fill('Eye exam');
  await wizard.getByRole('textbox', { name: 'Price of other service 1', exact: true }).fill('90');
  await next.click();

  // 8: specialties
  await wizard.getByRole('button', { name: 'Add specialty' }).click();
  await wizard.getByRole('textbox', { name: 'Specialty 1', exact: true }).fill('Refractive surgery');
  await next.click();

  // 9: hours: weekdays default to 09:00-17:00; open Saturday mornings
  await expect(wizard.getByLabel('Monday opening time')).toHaveValue('09:00');
  await expect(wizard.getByLabel('Saturday opening time')).toBeDisabled();
  await wizard.getByRole('checkbox', { name: 'Saturday' }).check();
  await wizard.getByLabel('Saturday closing time').fill('13:00');
  await next.click();

  // 10: disclosure and submit
  await expect(progress).toHaveAttribute('aria-valuenow', '10');
  await expect(wizard.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/private-policy');
  await expect(wizard.getByRole('link', { name: 'Terms & conditions' })).toHaveAttribute('href', '/terms-conditions');
  await expect(next).toHaveCount(0);
  await wizard.getByRole('button', { name: 'Submit' }).click();

  await expect(wizard).toHaveCount(0);
  const row = page.getByTestId('clinic-row').filter({ hasText: 'Clear Sight Provo' });
  await expect(row).toContainText('Provo, UT');

  const [clinic] = await listClinicsByApi(page.request, session.token);
  expect(clinic.images).toHaveLength(2);

  // The public profile shows what was entered: the row's Preview opens it in a new tab.
  const [profile] = await Promise.all([context.waitForEvent('page'), chooseOption(page, 'Clear Sight Provo', 'Preview')]);
  await expect(profile).toHaveURL(new RegExp(`/clinic/${clinic.id}$`));
  await expect(profile.getByRole('heading', { name: /Clear Sight Provo/, level: 1 })).toBeVisible();
  await expect(profile.getByText('$ 2500').first()).toBeVisible();
  await expect(profile.getByText('$ 90').first()).toBeVisible();
  await expect(profile.getByRole('row', { name: /Saturday/ })).toContainText('9:00 AM - 1:00 PM');
  await expect(profile.getByRole('row', { name: /Monday/ })).toContainText('9:00 AM - 5:00 PM');
  await expect(profile.getByRole('row', { name: /Sunday/ })).toContainText('Closed');
});
