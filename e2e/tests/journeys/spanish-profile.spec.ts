/**
 * A Spanish-speaking patient on a clinic's profile under /es: reads the prices in Spanish,
 * opens a doctor, writes to the clinic, asks for a Good Faith Estimate, and opens the
 * issued estimate from the mailed link on a Spanish page. Names, services and the
 * description are the owner's (the Spanish description shows on the Spanish page).
 */
import type { APIRequestContext } from '@playwright/test';
import { formatPriceIn, type EstimateRequestDetail, type EstimateRequestList } from '@directpay/contracts';
import { test, expect } from '#support/fixtures';
import { mailsWith } from '#support/outbox';
import { site } from '#support/site';
import { apiSignIn, clinicInput, createClinicByApi, uniqueEmail } from '../account/support';

/** The private link's path in the patient's mail, with its language prefix if it has one. */
function estimateLinkIn(mail: string): string | undefined {
  const texts = [mail.replace(/=\r?\n/g, '')];
  for (const part of mail.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)) texts.push(Buffer.from(part[1].replace(/\s/g, ''), 'base64').toString('utf8'));
  for (const text of texts) {
    const found = /(?:\/es)?\/estimate\/[A-Za-z0-9_-]{43}/.exec(text);
    if (found) return found[0];
  }
  return undefined;
}

/** The owner issues the estimate as drafted from the request (their pages are another journey). */
async function issueByApi(request: APIRequestContext, token: string, clinicId: string, patientName: string) {
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await request.get(`${site.api}/account/estimate-requests?clinicId=${clinicId}`, { headers })).json()) as EstimateRequestList;
  const asked = list.results.find((r) => r.patientName === patientName);
  if (!asked) throw new Error(`no estimate request from ${patientName}`);
  const detail = (await (await request.get(`${site.api}/account/estimate-requests/${asked.id}`, { headers })).json()) as EstimateRequestDetail;
  const issued = await request.post(`${site.api}/account/estimate-requests/${asked.id}/estimates`, { headers, data: { ...detail.draft, acceptWarnings: true } });
  if (!issued.ok()) throw new Error(`issue: ${issued.status()} ${await issued.text()}`);
}

test('on a Spanish profile a patient reads prices, a doctor, writes to the clinic and gets a Good Faith Estimate in Spanish', async ({ page }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const clinicName = `Clínica del Sol ${stamp}`;
  const patientName = `Rosa ${stamp}`;
  const patientEmail = `rosa-${stamp}@example.com`;
  const owner = await apiSignIn(page.request, uniqueEmail('es-profile'));
  const base = clinicInput(clinicName);
  const clinic = await createClinicByApi(
    page.request,
    owner.token,
    clinicInput(clinicName, {
      npi: '1234567893',
      tin: '12-3456789',
      detail: { ...base.detail, description: 'A family clinic in Provo.', descriptionEs: 'Una clínica familiar en Provo.' },
      services: [{ description: 'Limpieza dental', price: '95' }, { description: 'Radiografía', price: '40' }],
    }),
  );
  const doctor = { title: 'Dr.', firstname: 'Ana', lastname: 'Reyes', degree: 'MD', specialty: 'Medicina familiar', medicalSchool: 'University of Utah', residency: '', boardCertifications: '', yearGraduated: 2005, description: '' };
  const added = await page.request.post(`${site.api}/account/clinics/${clinic.id}/doctors`, { headers: { authorization: `Bearer ${owner.token}` }, multipart: { jsonPayload: JSON.stringify(doctor) } });
  expect(added.ok()).toBe(true);

  // A shared Spanish link to the profile.
  await page.goto(`/es/clinic/${clinic.id}`);
  const summary = page.getByTestId('contact-card').getByTestId('price-summary');
  await expect(summary.getByRole('heading', { name: 'Precios en efectivo' })).toBeVisible();
  await expect(summary.getByTestId('price-from')).toHaveText(formatPriceIn('40', 'es'));
  await expect(summary).toContainText(`desde${formatPriceIn('40', 'es')}Radiografía`);
  await expect(summary.getByRole('link', { name: 'Ver los 2 precios' })).toBeVisible();
  await expect(page.getByTestId('contact-card')).toContainText('Acepta pacientes nuevos');
  const description = page.getByTestId('description-preview');
  await expect(description).toHaveText('Una clínica familiar en Provo.');
  await expect(description).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('region', { name: 'Horario' })).toContainText('Lunes');

  // A doctor, opened and closed.
  const doctors = page.getByRole('region', { name: 'Médicos' });
  await doctors.getByRole('button', { name: /Dr\. Ana Reyes, MD/ }).click();
  const doctorDialog = page.getByRole('dialog', { name: 'Dr. Ana Reyes, MD' });
  await expect(doctorDialog.getByText('Escuela de medicina')).toBeVisible();
  await expect(doctorDialog.getByText('University of Utah')).toBeVisible();
  await doctorDialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(doctorDialog).toBeHidden();

  // A message to the clinic, checked in Spanish, sent with the page's language.
  await page.getByTestId('contact-card').getByRole('button', { name: 'Enviar mensaje' }).click();
  const contact = page.getByRole('dialog', { name: `Enviar un mensaje a ${clinicName}` });
  await expect(contact).toContainText('DirectPay Clinics no cumple con HIPAA');
  await contact.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(contact.getByText('Escriba su nombre.')).toBeVisible();
  await contact.getByLabel('Su nombre').fill(patientName);
  await contact.getByLabel('Su correo electrónico').fill(patientEmail);
  await contact.getByLabel('Mensaje').fill(`¿Atienden sin cita? ${stamp}`);
  const message = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/contact'));
  await contact.getByRole('button', { name: 'Enviar mensaje' }).click();
  expect((await message).postDataJSON()).toMatchObject({ name: patientName, locale: 'es' });
  await expect(page.getByTestId('notice').filter({ hasText: '¡Su mensaje se envió correctamente!' })).toBeVisible();
  await expect(contact).toBeHidden();

  // A Good Faith Estimate, asked for in Spanish.
  const notice = page.getByTestId('gfe-notice');
  await expect(notice.getByRole('heading', { name: 'Su derecho a una Estimación de buena fe' })).toBeVisible();
  await notice.getByRole('button', { name: 'Solicitar una Estimación de buena fe' }).click();
  const request = page.getByRole('dialog', { name: `Solicitar una Estimación de buena fe a ${clinicName}` });
  await request.getByRole('button', { name: 'Solicitar la estimación' }).click();
  await expect(request.getByText('Elija al menos un servicio.')).toBeVisible();
  await request.getByLabel(/^Radiografía/).check();
  await request.getByLabel('Su nombre').fill(patientName);
  await request.getByLabel('Fecha de nacimiento').fill('1980-05-04');
  await request.getByLabel('Su correo electrónico').fill(patientEmail);
  const asked = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/estimate-requests'));
  await request.getByRole('button', { name: 'Solicitar la estimación' }).click();
  expect((await asked).postDataJSON()).toMatchObject({ patientName, locale: 'es' });
  const sent = request.getByTestId('estimate-requested');
  await expect(sent).toContainText('La clínica debe enviarle su estimación a más tardar el');
  await sent.getByRole('button', { name: 'Cerrar' }).click();
  await expect(request).toBeHidden();

  // The clinic issues it; the patient opens the link from the mail (pasted into the browser).
  await issueByApi(page.request, owner.token, clinic.id, patientName);
  let link: string | undefined;
  await expect.poll(() => (link = mailsWith([patientEmail]).map(estimateLinkIn).find(Boolean))).toBeTruthy();
  // The link a Spanish request gets opens the Spanish page.
  expect(link).toMatch(/^\/es\/estimate\//);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: clinicName, level: 1 })).toBeVisible();
  await expect(page.getByText('Estimación de buena fe', { exact: true })).toBeVisible();
  await expect(page.getByTestId('estimate-total')).toContainText('Estimación total:');
  await expect(page.getByRole('button', { name: 'Descargar el PDF' })).toBeVisible();
  await page.getByLabel(`Monto facturado por ${clinicName} ($)`).fill('500');
  await page.getByRole('button', { name: 'Revisar mi factura' }).click();
  await expect(page.getByTestId('bill-check-results')).toContainText('Usted puede disputar esta factura.');
});
