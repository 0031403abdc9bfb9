import { test, expect } from '#support/fixtures';
import { chooseOption, clinicInput, createClinicByApi, listClinicsByApi, pngFile, signInAsNewOwner } from './support';

test('owner adds, edits and deletes a doctor of a clinic', async ({ page }) => {
  test.setTimeout(60_000);
  const session = await signInAsNewOwner(page, 'doctors');
  await createClinicByApi(page.request, session.token, clinicInput('Doctor Clinic'));
  await page.goto('/account/clinic-locations');

  await chooseOption(page, 'Doctor Clinic', 'Add/edit doctors');
  const doctors = page.getByRole('dialog', { name: 'Clinic location doctors' });
  await expect(doctors).toContainText('No doctors yet');
  await doctors.getByRole('button', { name: 'Add doctor' }).click();

  const wizard = page.getByRole('dialog', { name: 'Add doctor' });
  const next = wizard.getByRole('button', { name: 'Next', exact: true });
  // 1: name and specialty (names are required)
  await next.click();
  await expect(wizard.getByText('Enter the first name.')).toBeVisible();
  await wizard.getByLabel('First name').fill('Ada');
  await wizard.getByLabel('Last name').fill('Lovelace');
  await wizard.getByLabel('Specialty').fill('Ophthalmology');
  await next.click();
  // 2: education; the empty year suggests 2000 when focused
  await wizard.getByLabel('Degree').fill('MD');
  await wizard.getByLabel('Medical school').fill('University of Utah');
  await wizard.getByLabel('Year graduated').focus();
  await expect(wizard.getByLabel('Year graduated')).toHaveValue('2000');
  await wizard.getByLabel('Year graduated').fill('2004');
  await next.click();
  // 3: description, a 12-row textarea
  await expect(wizard.getByLabel('Description')).toHaveAttribute('rows', '12');
  await wizard.getByLabel('Description').fill('Cornea specialist.');
  await next.click();
  // 4: picture
  await wizard.getByLabel('Choose a picture').setInputFiles(pngFile('ada.png'));
  await expect(wizard.getByRole('img', { name: "Doctor's picture" })).toBeVisible();
  await next.click();
  // 5: submit
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(wizard).toHaveCount(0);

  const row = doctors.getByRole('row', { name: /Ada/ });
  await expect(row).toContainText('Lovelace');
  await expect(doctors.getByRole('row', { name: /Ada/ })).toContainText('Dr.');
  let [clinic] = await listClinicsByApi(page.request, session.token);
  expect(clinic.doctors[0]).toMatchObject({ firstname: 'Ada', yearGraduated: 2004, medicalSchool: 'University of Utah' });
  expect(clinic.doctors[0].imgUrl).not.toBe('');

  // Edit keeps the values and updates the same doctor.
  await doctors.getByRole('button', { name: 'Edit doctor Ada Lovelace' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit doctor' });
  await expect(edit.getByLabel('First name')).toHaveValue('Ada');
  await edit.getByLabel('Last name').fill('King');
  for (let step = 1; step < 5; step++) await edit.getByRole('button', { name: 'Next', exact: true }).click();
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(edit).toHaveCount(0);
  await expect(doctors.getByRole('row', { name: /Ada/ })).toContainText('King');
  [clinic] = await listClinicsByApi(page.request, session.token);
  expect(clinic.doctors).toHaveLength(1);
  expect(clinic.doctors[0].lastname).toBe('King');

  // Delete asks first.
  await doctors.getByRole('button', { name: 'Delete doctor Ada King' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure you want to delete this doctor?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(doctors).toContainText('No doctors yet');
  await doctors.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(doctors).toHaveCount(0);
});
