import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { site } from '#support/site';
import { clinicInput, createClinicByApi, csvFile, signInAsNewOwner, threeLocationsCsv } from '../account/support';

/** Opens an account page through the Spanish account navigation (a slide-over on a phone). */
async function openAccountPageEs(page: Page, label: string, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
  const nav = isMobile ? page.getByRole('dialog', { name: 'Menú de la cuenta' }) : page.getByRole('navigation', { name: 'Cuenta' });
  await nav.getByRole('link', { name: label, exact: true }).click();
}

test('an owner manages the account in Spanish: locations, an estimate issued in the language chosen, and an import', async ({ page, isMobile }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const clinicName = `Sonrisas ${stamp}`;
  const patientName = `Paz ${stamp}`;
  const owner = await signInAsNewOwner(page, 'es-account');
  const clinic = await createClinicByApi(page.request, owner.token, clinicInput(clinicName, { npi: '1234567893', tin: '12-3456789' }));
  // A patient's request, as the profile's dialog sends it.
  const asked = await page.request.post(`${site.api}/clinics/${clinic.id}/estimate-requests`, {
    data: { patientName, dateOfBirth: '1985-06-15', email: `paz-${stamp}@example.com`, services: [{ description: 'LASIK', quantity: 1 }] },
  });
  expect(asked.status()).toBe(201);

  // The locations list, in Spanish; the owner's clinic keeps its name and is marked as data.
  await page.goto('/es/account');
  await expect(page).toHaveURL(/\/es\/account\/clinic-locations$/);
  await expect(page.getByRole('heading', { name: 'Sus clínicas', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar clínica' })).toBeVisible();
  const row = page.getByTestId('clinic-row').filter({ hasText: clinicName });
  await expect(row.locator('[translate="no"]', { hasText: clinicName })).toBeVisible();
  await expect(row.getByTestId('prices-confirmed')).toContainText(/^Precios confirmados el \d{1,2} de \p{L}+ de \d{4}$/u);
  await expect(row.getByRole('button', { name: `Opciones de ${clinicName}` })).toBeVisible();

  // Estimates: the request with its status and due day in Spanish.
  await openAccountPageEs(page, 'Estimaciones', isMobile);
  await expect(page).toHaveURL(/\/es\/account\/estimates$/);
  await expect(page.getByRole('heading', { name: 'Estimaciones', level: 1 })).toBeVisible();
  await expect(page.getByText(/Estimación de buena fe/)).toBeVisible();
  const request = page.getByTestId('estimate-request').filter({ hasText: patientName });
  await expect(request).toContainText('Solicitada');
  await expect(request).toContainText(/Vence el \p{L}+\.?, \d{1,2} de \p{L}+\.? de \d{4}/u);
  await request.getByRole('link', { name: patientName }).click();

  // The estimate's detail in Spanish; the owner switches its language to Spanish and issues it.
  await expect(page.getByRole('heading', { name: `Estimación para ${patientName}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'La solicitud' })).toBeVisible();
  await expect(page.getByTestId('estimate-due')).toContainText('Una estimación solicitada vence en 3 días hábiles.');
  await expect(page.getByLabel('Artículo o servicio').first()).toHaveValue('LASIK');
  const language = page.getByRole('group', { name: 'Idioma de la estimación' });
  await language.getByRole('radio', { name: 'Español' }).check();
  await expect(language.getByRole('radio', { name: 'English' })).not.toBeChecked();
  const issued = page.waitForRequest((sent) => sent.method() === 'POST' && /\/account\/estimate-requests\/[^/]+\/estimates$/.test(sent.url()));
  await page.getByRole('button', { name: /^Emitir la estimación/ }).click();
  expect((await issued).postDataJSON()).toMatchObject({ locale: 'es' });
  await expect(page.getByTestId('notice').filter({ hasText: `La estimación se emitió y se envió por correo electrónico a ${patientName}.` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Emitidas' })).toBeVisible();

  // Back to the list: the request now reads as issued.
  await page.goBack();
  await expect(page).toHaveURL(/\/es\/account\/estimates$/);
  await expect(page.getByTestId('estimate-request').filter({ hasText: patientName })).toContainText('Emitida');

  // The import page in Spanish, with a file's dry run.
  await openAccountPageEs(page, 'Importar clínicas', isMobile);
  await expect(page.getByRole('heading', { name: 'Importar clínicas', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'El archivo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descargar la plantilla con un ejemplo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sus importaciones' })).toBeVisible();
  await page.getByLabel('Archivo CSV').setInputFiles(csvFile(threeLocationsCsv()));
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByRole('heading', { name: 'Simulación de locations.csv' })).toBeVisible();
  await expect(preview.getByRole('status')).toHaveText('Todo listo para importar 3 clínicas: 3 nuevas, 0 actualizadas, 0 sin cambios.');
  await expect(page.getByRole('button', { name: 'Importar 3 clínicas' })).toBeVisible();
});
