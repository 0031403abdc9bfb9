import { test, expect } from '#support/fixtures';
import { expectFitsEveryPhone } from '#support/fits-the-screen';
import { expectNoSeriousA11yViolations } from '../shell/shell-helpers';
import { chooseOption, clinicInput, createClinicByApi, listClinicsByApi, pngFile, signInAsNewOwner } from './support';

test('owner fills 4 wizard steps, presses Esc and keeps the draft, reopens the wizard at step 4, then submits and sees the clinic', async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  const session = await signInAsNewOwner(page, 'draft-keep');
  await page.goto('/account');
  await page.getByRole('button', { name: 'Add your first clinic location' }).click();
  const wizard = page.getByRole('dialog', { name: 'Add clinic location' });
  const next = wizard.getByRole('button', { name: 'Next', exact: true });
  const progress = wizard.getByRole('progressbar', { name: 'Wizard progress' });

  // 1-4: category and name, details, one image, the address.
  await wizard.getByLabel('Clinic name').fill('Draft Sight Provo');
  await wizard.getByRole('radio', { name: 'LASIK' }).check();
  await next.click();
  await wizard.getByLabel('Phone number').fill('801-555-0100');
  await wizard.getByLabel('Email address').fill('hello@draftsight.example.com');
  // A website typed as people say it is accepted and shown with its https://.
  await wizard.getByLabel('Website (required)').fill('draftsight.example.com');
  await wizard.getByLabel('Website (required)').blur();
  await expect(wizard.getByLabel('Website (required)')).toHaveValue('https://draftsight.example.com');
  await next.click();
  await wizard.getByLabel('Upload an image').setInputFiles(pngFile('front.png', [200, 30, 30]));
  await expect(wizard.getByRole('img', { name: 'Image 1 (profile image)' })).toBeVisible();
  await next.click();
  await expect(progress).toHaveAttribute('aria-valuenow', '4');
  await wizard.getByLabel('Street address').fill('100 N University Ave');
  await wizard.getByLabel('City').fill('Provo');
  await wizard.getByLabel('State').fill('UT');
  await wizard.getByLabel('ZIP code').fill('84601');
  await wizard.getByLabel('Latitude').fill('40.23');
  await wizard.getByLabel('Longitude').fill('-111.66');

  // Esc asks before anything is lost; the owner keeps the draft.
  await page.keyboard.press('Escape');
  const leave = page.getByRole('dialog', { name: 'Keep your draft?' });
  await expect(leave).toBeVisible();
  await expect(wizard).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await leave.getByRole('button', { name: 'Keep the draft' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Later (the page reloaded), the wizard offers the draft at the step it was left.
  await page.reload();
  await page.getByRole('button', { name: 'Add your first clinic location' }).click();
  const offer = wizard.getByTestId('resume-draft');
  await expect(offer).toContainText('at step 4 of 10');
  // A picked file cannot live in the browser's storage, and the offer says so.
  await expect(offer.getByRole('note')).toHaveText('The image you chose from your device was not kept: a browser draft cannot hold image files. Add it again at step 3.');
  await expectNoSeriousA11yViolations(page);
  if (isMobile) await expectFitsEveryPhone(page, 'the wizard offering a draft');
  await offer.getByRole('button', { name: 'Continue the draft' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '4');
  await expect(wizard.getByLabel('Street address')).toHaveValue('100 N University Ave');
  await expect(wizard.getByLabel('Longitude')).toHaveValue('-111.66');

  // Back to step 3 for the image, then on to the end.
  await wizard.getByRole('button', { name: 'Back' }).click();
  await expect(wizard.getByRole('img', { name: /^Image \d/ })).toHaveCount(0);
  await wizard.getByLabel('Upload an image').setInputFiles(pngFile('front.png', [200, 30, 30]));
  await next.click();
  await next.click();
  await wizard.getByLabel('Description').fill('Laser eye surgery with clear cash prices.');
  await next.click();
  await next.click();
  await wizard.getByRole('checkbox', { name: 'LASIK', exact: true }).check();
  await wizard.getByLabel('Price of LASIK').fill('2500');
  await next.click();
  await next.click();
  await next.click();

  // 10: what a visitor will see, and what is public, before Submit.
  await expect(progress).toHaveAttribute('aria-valuenow', '10');
  const preview = wizard.getByTestId('profile-preview');
  await expect(preview.getByRole('heading', { name: 'Draft Sight Provo' })).toBeVisible();
  await expect(preview).toContainText('Eye care · Provo, UT');
  await expect(preview).toContainText('100 N University Ave, Provo, UT 84601');
  await expect(preview).toContainText('(801) 555-0100');
  await expect(preview).toContainText('https://draftsight.example.com');
  await expect(preview.getByRole('list', { name: 'Services and cash prices' })).toContainText('LASIK');
  await expect(preview.getByRole('list', { name: 'Services and cash prices' })).toContainText('$\u00a02500');
  await expect(preview.getByRole('img', { name: 'Draft Sight Provo (profile image)' })).toBeVisible();
  await expect(preview.getByRole('table', { name: 'Hours' }).getByRole('row', { name: /Monday/ })).toContainText('9:00 AM - 5:00 PM');
  const disclosure = wizard.getByTestId('public-disclosure');
  await expect(disclosure).toContainText('email address and NPI are not drawn on the page');
  await expect(disclosure).toContainText('TIN is never shown publicly');
  await expect(wizard.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/private-policy');
  await expectNoSeriousA11yViolations(page);
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(wizard).toHaveCount(0);
  await expect(page.getByTestId('clinic-row').filter({ hasText: 'Draft Sight Provo' })).toContainText('Provo, UT');
  const [clinic] = await listClinicsByApi(page.request, session.token);
  expect(clinic.detail.website).toBe('https://draftsight.example.com');
  expect(clinic.images).toHaveLength(1);

  // Submitted, the draft is gone: the wizard opens at step 1 with nothing to offer.
  await page.getByRole('button', { name: 'Add clinic location' }).click();
  await expect(wizard.getByRole('heading', { name: 'Which category describes your clinic location?' })).toBeVisible();
  await expect(wizard.getByLabel('Clinic name')).toHaveValue('');
  await wizard.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('owner closes a changed wizard with × and discards the draft; an unchanged one closes at once; an edit keeps its own draft', async ({ page }) => {
  test.setTimeout(60_000);
  const session = await signInAsNewOwner(page, 'draft-discard');
  await createClinicByApi(page.request, session.token, clinicInput('Harbor Eye Care'));
  await page.goto('/account/clinic-locations');
  const wizard = page.getByRole('dialog', { name: 'Add clinic location' });
  const leave = page.getByRole('dialog', { name: 'Keep your draft?' });

  // Unchanged: Exit closes at once, as before.
  await page.getByRole('button', { name: 'Add clinic location' }).click();
  await expect(wizard.getByLabel('Clinic name')).toBeVisible();
  await wizard.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Changed: × asks; Go back to editing returns to the same step with what was typed.
  await page.getByRole('button', { name: 'Add clinic location' }).click();
  await wizard.getByLabel('Clinic name').fill('Discarded Dental');
  await wizard.getByRole('button', { name: 'Close' }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Go back to editing' }).click();
  await expect(wizard.getByLabel('Clinic name')).toHaveValue('Discarded Dental');

  // × again, and Discard: nothing is offered next time.
  await wizard.getByRole('button', { name: 'Close' }).click();
  await leave.getByRole('button', { name: 'Discard the draft' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add clinic location' }).click();
  await expect(wizard.getByTestId('resume-draft')).toHaveCount(0);
  await expect(wizard.getByLabel('Clinic name')).toHaveValue('');
  await wizard.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // An edited clinic's draft is its own: Exit keeps it, and Start over goes back to the saved clinic.
  await chooseOption(page, 'Harbor Eye Care', 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit clinic location' });
  await edit.getByLabel('Clinic name').fill('Harbor Eye Care Renamed');
  await edit.getByRole('button', { name: 'Exit' }).click();
  await leave.getByRole('button', { name: 'Keep the draft' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add clinic location' }).click();
  await expect(wizard.getByTestId('resume-draft')).toHaveCount(0);
  await wizard.getByRole('button', { name: 'Exit' }).click();
  await chooseOption(page, 'Harbor Eye Care', 'Edit');
  await expect(edit.getByTestId('resume-draft')).toContainText('at step 1 of 10');
  await edit.getByRole('button', { name: 'Start over' }).click();
  await expect(edit.getByLabel('Clinic name')).toHaveValue('Harbor Eye Care');
  await edit.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
