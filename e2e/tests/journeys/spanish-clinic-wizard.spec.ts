import { test, expect } from '#support/fixtures';
import { listClinicsByApi, signInAsNewOwner } from '../account/support';

const NAME = 'Visión Clara Provo';
const DESCRIPTION = 'Laser eye surgery with clear cash prices.';
const SPANISH = 'Cirugía ocular con láser y precios en efectivo claros.';

test('owner creates a clinic through the whole wizard in Spanish, with a Spanish description, and a visitor opens its Spanish profile', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const session = await signInAsNewOwner(page, 'es-wizard');
  await page.goto('/es/account');
  await expect(page).toHaveURL(/\/es\/account\/clinic-locations$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  // The list screen's words are the account catalog's (English until that catalog has its Spanish).
  const addClinic = page.getByRole('button', { name: /^(Add your first clinic location|Agregar su primera clínica)$/ });
  await addClinic.click();

  const wizard = page.getByRole('dialog', { name: 'Agregar ubicación de la clínica' });
  const next = wizard.getByRole('button', { name: 'Siguiente', exact: true });
  const progress = wizard.getByRole('progressbar', { name: 'Progreso del asistente' });

  // 1: an empty required field is refused in Spanish
  await expect(wizard.getByRole('heading', { name: '¿Qué categoría describe la ubicación de su clínica?' })).toBeVisible();
  await expect(wizard.getByText('Paso 1 de 10')).toBeVisible();
  await next.click();
  await expect(wizard.getByText('Ingrese el nombre de la clínica.')).toBeVisible();
  await expect(wizard.getByText('Elija la categoría que describe la ubicación de su clínica.')).toBeVisible();
  await wizard.getByLabel('Nombre de la clínica').fill(NAME);
  await expect(wizard.getByText('Ingrese el nombre de la clínica.')).toHaveCount(0);
  await wizard.getByRole('radio', { name: 'LASIK', exact: true }).check();
  await next.click();

  // 2: details, with the owner's own Spanish description
  await expect(wizard.getByRole('heading', { name: 'Cuéntenos sobre su clínica' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '2');
  await wizard.getByLabel('Número de teléfono').fill('801-555-0100');
  await wizard.getByLabel('Correo electrónico').fill('hola@visionclara.example.com');
  await wizard.getByLabel('Sitio web (obligatorio)').fill('https://visionclara.example.com');
  await wizard.getByLabel('Descripción en español (opcional)').fill(SPANISH);
  await expect(wizard.getByText(`${SPANISH.length}/1000 caracteres`)).toBeVisible();

  // Exit asks first; the draft kept in the browser is offered when the wizard opens again.
  await wizard.getByRole('button', { name: 'Salir', exact: true }).click();
  const leave = page.getByRole('dialog', { name: '¿Desea conservar su borrador?' });
  await expect(leave).toContainText('Sus cambios aún no se han enviado.');
  await leave.getByRole('button', { name: 'Conservar el borrador' }).click();
  await expect(wizard).toHaveCount(0);
  await addClinic.click();
  await expect(wizard.getByRole('heading', { name: '¿Desea continuar donde lo dejó?' })).toBeVisible();
  await expect(wizard.getByTestId('resume-draft')).toContainText('en el paso 2 de 10');
  await wizard.getByRole('button', { name: 'Continuar el borrador' }).click();
  await expect(wizard.getByLabel('Descripción en español (opcional)')).toHaveValue(SPANISH);
  await next.click();

  // 3: images are optional; Back and Next again keep what was typed
  await expect(wizard.getByRole('heading', { name: 'Agregue imágenes de su clínica' })).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Elegir una imagen' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Atrás' }).click();
  await expect(wizard.getByLabel('Descripción en español (opcional)')).toHaveValue(SPANISH);
  await next.click();
  await next.click();

  // 4: address
  await expect(wizard.getByRole('heading', { name: 'Indique la dirección de la ubicación de su clínica' })).toBeVisible();
  await wizard.getByLabel('Dirección', { exact: true }).fill('100 N University Ave');
  await wizard.getByLabel('Ciudad', { exact: true }).fill('Provo');
  await wizard.getByLabel('Estado', { exact: true }).fill('UT');
  await wizard.getByLabel('Código postal (ZIP)', { exact: true }).fill('84601');
  await wizard.getByLabel('Latitud', { exact: true }).fill('40.2338');
  await wizard.getByLabel('Longitud', { exact: true }).fill('-111.6585');
  await next.click();

  // 5: the description
  await expect(wizard.getByRole('heading', { name: 'Escriba una descripción de su clínica' })).toBeVisible();
  await wizard.getByLabel('Descripción', { exact: true }).fill(DESCRIPTION);
  await expect(wizard.getByText(`${DESCRIPTION.length}/1000 caracteres`)).toBeVisible();
  await next.click();

  // 6: insurances are optional
  await expect(wizard.getByRole('heading', { name: '¿Qué seguros acepta?' })).toBeVisible();
  await next.click();

  // 7: services and cash prices
  await expect(wizard.getByRole('heading', { name: 'Servicios y precios en efectivo' })).toBeVisible();
  await wizard.getByRole('checkbox', { name: 'LASIK', exact: true }).check();
  await wizard.getByLabel('Precio de LASIK').fill('2500');
  await next.click();

  // 8: specialties; 9: hours, Monday to Friday 9 to 5 by default
  await expect(wizard.getByRole('heading', { name: '¿Cuáles son sus especialidades?' })).toBeVisible();
  await next.click();
  await expect(wizard.getByRole('heading', { name: 'Horario' })).toBeVisible();
  await expect(wizard.getByLabel('Hora de apertura del lunes')).toHaveValue('09:00');
  await next.click();

  // 10: the preview shows the Spanish description on a Spanish page; the disclosure says so
  await expect(wizard.getByRole('heading', { name: 'Listo para publicar' })).toBeVisible();
  await expect(wizard.getByTestId('profile-preview-description')).toHaveText(SPANISH);
  await expect(wizard.getByTestId('public-disclosure')).toContainText('Las páginas en español muestran su descripción en español');
  await expect(wizard.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/es/private-policy');
  await wizard.getByRole('button', { name: 'Enviar', exact: true }).click();

  await expect(wizard).toHaveCount(0);
  await expect(page.getByTestId('clinic-row').filter({ hasText: NAME })).toBeVisible();
  const [clinic] = await listClinicsByApi(page.request, session.token);
  expect(clinic.detail).toMatchObject({ name: NAME, description: DESCRIPTION, descriptionEs: SPANISH });

  // The clinic is public at once: a Spanish-speaking visitor opens its link under /es.
  const visitorContext = await browser.newContext({ ...testInfo.project.use, baseURL: undefined });
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(`/es/clinic/${clinic.id}`, page.url()).href);
  await expect(visitor.getByRole('heading', { name: new RegExp(NAME), level: 1 })).toBeVisible();
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'es-US');
  await visitorContext.close();
});
