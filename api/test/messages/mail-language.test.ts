/**
 * Every mail in the language of the page where it started: a sign-up on a Spanish page gets
 * its confirmation (and the account's later mails) in Spanish with /es links; a patient who
 * asks for a Good Faith Estimate on a Spanish page gets the receipt, the estimate mail and its
 * PDF in Spanish; the clinic hears of a message or request in its owner's language. A body
 * without a locale stays English; a locale that is not 'en' or 'es' is a 400 naming it, and
 * nothing is stored or mailed.
 */
import { ObjectId } from 'mongodb';
import { formatDateIn } from '@directpay/contracts';
import { readOutbox, type Mail } from '#test/messages/outbox';
import { buildOwnerTestApp, signIn, type TestApp } from '#test/owner/helpers';
import { readPdf } from '#test/estimates/pdf-text';
import { askForEstimate, createClinic, detail, gfeClinic, issue, nextIp, patientRequest, requestIds, tokenIn, type Owner } from '#test/estimates/support';

jest.setTimeout(120_000);

let t: TestApp;
/** An owner who signed up on the Spanish page, and one signed in with Google (no language: English). */
let spanishOwner: Owner;
let englishOwner: Owner;
let spanishClinic = '';
let englishClinic = '';

const post = (url: string, payload: object, headers = {}) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
const mailsTo = (to: string): Mail[] => readOutbox(t.outboxDir).filter((m) => m.headers.to === to);
const onlyMailTo = (to: string): Mail => {
  const mails = mailsTo(to);
  expect(mails).toHaveLength(1);
  return mails[0];
};
const spanishDay = (day: string) => formatDateIn(`${day}T00:00:00Z`, 'es');
const spanishLink = (text: string) => /http:\/\/site\.test\/es\/confirm-email\?token=([\w.%-]+)/.exec(text)?.[1];

async function spanishSignUp(email: string): Promise<Owner> {
  expect((await post('/auth/signup', { email, password: 'contraseña1', locale: 'es' })).statusCode).toBe(202);
  const token = decodeURIComponent(spanishLink(onlyMailTo(email).text) ?? '');
  expect((await post('/auth/confirm-email', { token })).statusCode).toBe(200);
  const login = (await post('/auth/login', { email, password: 'contraseña1' })).json();
  return { ...login, headers: { authorization: `Bearer ${login.token}` } };
}

beforeAll(async () => {
  t = await buildOwnerTestApp();
  spanishOwner = await spanishSignUp('duena@example.com');
  englishOwner = await signIn(t.app, 'owner-en@example.com');
  spanishClinic = await createClinic(t, spanishOwner, gfeClinic({ detail: { ...gfeClinic().detail, emailAddress: 'recepcion@sonrisa.example.com' } }));
  englishClinic = await createClinic(t, englishOwner);
});
afterAll(() => t.close());

describe('sign-up on a Spanish page', () => {
  it('mails the confirmation in Spanish with a link to the Spanish page, and keeps the language on the account', async () => {
    expect((await post('/auth/signup', { email: 'nuevo@example.com', password: 'contraseña1', locale: 'es' })).statusCode).toBe(202);
    const mail = onlyMailTo('nuevo@example.com');
    expect(mail.headers.subject).toBe('Confirme su correo electrónico para DirectPay Clinics');
    expect(mail.text).toContain('Abra este enlace para confirmar su dirección de correo electrónico');
    expect(mail.text).toContain('El enlace funciona una sola vez, durante 48 horas.');
    expect(spanishLink(mail.text)).toBeTruthy();
    const user = await t.app.mongo.db.collection('users').findOne({ email: 'nuevo@example.com' });
    expect((await t.app.mongo.db.collection('accounts').findOne({ _id: user!.accountId }))?.locale).toBe('es');

    // A new link asked for later, signed in, is in the account's language too.
    const login = (await post('/auth/login', { email: 'nuevo@example.com', password: 'contraseña1' })).json();
    expect((await post('/auth/confirmation', {}, { authorization: `Bearer ${login.token}` })).statusCode).toBe(202);
    const again = mailsTo('nuevo@example.com')[1];
    expect(again.headers.subject).toBe('Confirme su correo electrónico para DirectPay Clinics');
    expect(spanishLink(again.text)).toBeTruthy();
  });

  it('tells a registered address in Spanish, with the Spanish log-in page', async () => {
    expect((await post('/auth/signup', { email: 'duena@example.com', password: 'otra-contraseña', locale: 'es' })).statusCode).toBe(202);
    const mail = mailsTo('duena@example.com').pop()!;
    expect(mail.headers.subject).toBe('Alguien intentó registrarse con su correo electrónico en DirectPay Clinics');
    expect(mail.text).toContain('Para usar su cuenta, inicie sesión con su contraseña: http://site.test/es/login');
  });

  it('without a locale, stays English with English links', async () => {
    expect((await post('/auth/signup', { email: 'plain@example.com', password: 'password1' })).statusCode).toBe(202);
    const mail = onlyMailTo('plain@example.com');
    expect(mail.headers.subject).toBe('Confirm your email for DirectPay Clinics');
    expect(mail.text).toMatch(/http:\/\/site\.test\/confirm-email\?token=/);
    expect(mail.text).not.toContain('/es/');
  });
});

describe('a message to a clinic', () => {
  const message = { name: 'Jo Paciente', emailAddress: 'jo@example.com', message: '¿Atienden sin cita?', recaptchaToken: 'dev' };

  it("reaches a Spanish owner's clinic in Spanish", async () => {
    expect((await post(`/clinics/${spanishClinic}/contact`, { ...message, locale: 'es' })).statusCode).toBe(202);
    const mail = onlyMailTo('recepcion@sonrisa.example.com');
    expect(mail.headers.subject).toBe('Mensaje de Jo Paciente a través de DirectPay Clinics');
    expect(mail.text).toContain('Nombre: Jo Paciente\nCorreo electrónico: jo@example.com\nClínica: Bright Smiles Dental\n\n¿Atienden sin cita?');
    expect(mail.text).toContain('El sitio no lee ni guarda este mensaje');
    expect(mail.text).not.toContain('Idioma');
  });

  it("reaches an English owner's clinic in English, naming the sender's Spanish page", async () => {
    expect((await post(`/clinics/${englishClinic}/contact`, { ...message, locale: 'es' })).statusCode).toBe(202);
    const mail = mailsTo('front@bright.example.com').pop()!;
    expect(mail.headers.subject).toBe('Message from Jo Paciente via DirectPay Clinics');
    expect(mail.text).toContain("Clinic: Bright Smiles Dental\nLanguage of the sender's page: Spanish\n\n¿Atienden sin cita?");
  });
});

describe('a Good Faith Estimate asked for on a Spanish page', () => {
  const patient = 'paciente@example.com';
  let id = '';
  let dueOn = '';

  beforeAll(async () => {
    const asked = await askForEstimate(t, spanishClinic, patientRequest({ email: patient, patientName: 'María Núñez', locale: 'es' }));
    expect(asked.statusCode).toBe(201);
    dueOn = asked.json().dueOn;
    [id] = await requestIds(t, spanishOwner);
  });

  it('gives the patient a Spanish receipt and tells the Spanish owner in Spanish, with the Spanish account page', async () => {
    const receipt = onlyMailTo(patient);
    expect(receipt.headers.subject).toBe(`Su solicitud de Estimación de buena fe a Bright Smiles Dental: vence el ${spanishDay(dueOn)}`);
    expect(receipt.text).toContain('María Núñez, su solicitud de una Estimación de buena fe se envió a Bright Smiles Dental');
    expect(receipt.text).toContain('- Porcelain crown (cantidad: 2), con un precio publicado de $950.50');
    expect(receipt.text).toContain(`Bright Smiles Dental debe enviarle su estimación a más tardar al final del día ${spanishDay(dueOn)}.`);
    expect(receipt.text).toContain('Usted tiene derecho a recibir una Estimación de buena fe');
    expect(receipt.text).toContain('- Si un proveedor le factura $400 o más por encima de su estimación');
    expect(receipt.text).toContain('¿Tiene preguntas sobre esta solicitud? Responda a este correo');

    const told = mailsTo('duena@example.com').find((m) => m.headers.subject.startsWith('Estimación de buena fe solicitada'));
    expect(told?.headers.subject).toBe(`Estimación de buena fe solicitada a Bright Smiles Dental: vence el ${spanishDay(dueOn)}`);
    expect(told?.text).toContain('María Núñez le pidió a Bright Smiles Dental una Estimación de buena fe');
    expect(told?.text).toContain('Revísela y emita la estimación en su cuenta: http://site.test/es/account/estimates');
  });

  it('starts the draft in Spanish; issued, the mail, its link and the PDF are Spanish, and the link serves the same PDF', async () => {
    const opened = (await detail(t, spanishOwner, id)).json();
    expect(opened.draft.locale).toBe('es');
    // The owner's page starts its language choice from the request's.
    expect(opened.request.locale).toBe('es');
    const { locale: _locale, ...draft } = opened.draft;
    expect((await issue(t, spanishOwner, id, { ...draft, acceptWarnings: true })).statusCode).toBe(201);

    const mail = mailsTo(patient).find((m) => m.attachments.length > 0)!;
    expect(mail.headers.subject).toBe('Estimación de buena fe de Bright Smiles Dental');
    expect(mail.text).toContain('María Núñez, Bright Smiles Dental emitió su Estimación de buena fe.');
    expect(mail.text).toContain('Costo total estimado: $2,021.00');
    expect(mail.text).toMatch(/http:\/\/site\.test\/es\/estimate\/[A-Za-z0-9_-]{43}\n/);
    expect(mail.text).toContain('No comparta este enlace');
    const [pdf] = mail.attachments;
    expect(pdf.filename).toBe('estimacion-de-buena-fe.pdf');
    const text = readPdf(pdf.content).text.replace(/\s+/g, ' ');
    expect(text).toContain('Estimación de buena fe para artículos y servicios de atención médica');
    expect(text).toContain('Nombre del paciente: María Núñez');
    expect(text).toContain('Su derecho a disputar una factura');

    const again = await t.app.inject({ method: 'GET', url: `/estimates/${tokenIn(mail)}/pdf` });
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-disposition']).toContain('estimacion-de-buena-fe.pdf');
    expect(Buffer.compare(again.rawPayload, pdf.content)).toBe(0);
  });

  it('the owner may issue it in English instead', async () => {
    const opened = (await detail(t, spanishOwner, id)).json();
    expect((await issue(t, spanishOwner, id, { ...opened.draft, locale: 'en', acceptWarnings: true })).statusCode).toBe(201);
    const corrected = mailsTo(patient).filter((m) => m.attachments.length > 0).pop()!;
    expect(corrected.headers.subject).toBe('Corrected Good Faith Estimate from Bright Smiles Dental');
    expect(corrected.text).toMatch(/http:\/\/site\.test\/estimate\/[A-Za-z0-9_-]{43}\n/);
    expect(readPdf(corrected.attachments[0].content).text).toContain('Good Faith Estimate for Health Care Items and Services');
    expect((await detail(t, spanishOwner, id)).json().draft.locale).toBe('en');
  });

  it("reminds the Spanish owner in Spanish on the due day", async () => {
    await askForEstimate(t, spanishClinic, patientRequest({ email: 'recordar@example.com', locale: 'es' }));
    const stored = (await t.app.mongo.db.collection('estimate_requests').findOne({ email: 'recordar@example.com' }))!;
    expect(await t.app.estimateReminders.runOnce(new Date(stored.remindAt.getTime() + 3600_000))).toBeGreaterThanOrEqual(1);
    const reminder = mailsTo('duena@example.com').find((m) => m.headers.subject.startsWith('Recordatorio'));
    expect(reminder?.headers.subject).toBe('Recordatorio: la Estimación de buena fe para Sam Lee vence hoy');
    expect(reminder?.text).toContain('Emítala en su cuenta: http://site.test/es/account/estimates');
  });
});

describe("the owner's price reminder", () => {
  it('is in the Spanish owner’s language, with the Spanish account page', async () => {
    const confirmedAt = new Date(Date.now() - 340 * 86_400_000);
    await t.app.mongo.db.collection('clinics').updateOne({ _id: new ObjectId(spanishClinic) }, { $set: { 'services.0.confirmedAt': confirmedAt, pricesConfirmedAt: confirmedAt } });
    expect(await t.app.priceReminders.runOnce(new Date())).toBeGreaterThanOrEqual(1);
    const reminder = mailsTo('duena@example.com').find((m) => m.headers.subject.startsWith('¿Siguen vigentes'));
    expect(reminder?.headers.subject).toBe('¿Siguen vigentes los precios de Bright Smiles Dental?');
    expect(reminder?.text).toContain(`se confirmaron por última vez el ${formatDateIn(confirmedAt, 'es')}, hace 11 meses o más.`);
    expect(reminder?.text).toContain('http://site.test/es/account/clinic-locations');
  });
});

describe('a Good Faith Estimate asked for without a locale', () => {
  it('stays English for the patient, and the Spanish owner may issue it in Spanish', async () => {
    const patient = 'english-patient@example.com';
    expect((await askForEstimate(t, spanishClinic, patientRequest({ email: patient }))).statusCode).toBe(201);
    const receipt = onlyMailTo(patient);
    expect(receipt.headers.subject).toMatch(/^Your Good Faith Estimate request to Bright Smiles Dental: due /);
    expect(receipt.text).toContain('listed at $\u00a0950.50');

    const stored = (await t.app.mongo.db.collection('estimate_requests').findOne({ email: patient }))!;
    const opened = (await detail(t, spanishOwner, stored._id.toHexString())).json();
    expect(opened.draft.locale).toBe('en');
    expect((await issue(t, spanishOwner, stored._id.toHexString(), { ...opened.draft, locale: 'es', acceptWarnings: true })).statusCode).toBe(201);
    const mail = mailsTo(patient).find((m) => m.attachments.length > 0)!;
    expect(mail.headers.subject).toBe('Estimación de buena fe de Bright Smiles Dental');
    expect(mail.text).toContain('/es/estimate/');
  });
});

describe('a locale that is not a site language', () => {
  const count = (name: string) => t.app.mongo.db.collection(name).countDocuments();
  let requestId = '';
  let draft: Record<string, unknown> = {};
  beforeAll(async () => {
    expect((await askForEstimate(t, englishClinic, patientRequest({ email: 'kept@example.com' }))).statusCode).toBe(201);
    [requestId] = await requestIds(t, englishOwner);
    draft = (await detail(t, englishOwner, requestId)).json().draft;
  });

  it.each([['fr'], [{ code: 'es' }], ['ES'], [null]])('%p is refused with 400 naming /body/locale, and nothing is stored or mailed', async (locale) => {
    const before = { users: await count('users'), requests: await count('estimate_requests'), estimates: await count('estimates'), mails: readOutbox(t.outboxDir).length };
    const answers = [
      await post('/auth/signup', { email: 'refused@example.com', password: 'password1', locale }),
      await post(`/clinics/${spanishClinic}/contact`, { name: 'Jo', emailAddress: 'jo@example.com', message: 'Hola', locale }),
      await askForEstimate(t, englishClinic, patientRequest({ email: 'refused@example.com', locale })),
      await issue(t, englishOwner, requestId, { ...draft, acceptWarnings: true, locale }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('/body/locale');
      expect(res.json().message).toMatch(/locale/);
    }
    const after = { users: await count('users'), requests: await count('estimate_requests'), estimates: await count('estimates'), mails: readOutbox(t.outboxDir).length };
    expect(after).toEqual(before);
    expect((await detail(t, englishOwner, requestId)).json().estimates).toEqual([]);
  });
});
