/**
 * The contact message and the estimate request say which language the page was in
 * ('en' or 'es'), so what is mailed can be in it; any other value is refused naming
 * the field, and nothing is sent or stored.
 */
import { ESTIMATE_REQUESTS_COLLECTION } from '#src/repositories/estimates/stored-estimate';
import { readOutbox } from '#test/messages/outbox';
import { buildOwnerTestApp, signIn, type TestApp } from '#test/owner/helpers';
import { askForEstimate, createClinic, nextIp, patientRequest } from '#test/estimates/support';

jest.setTimeout(90_000);

let t: TestApp;
let clinicId = '';
beforeAll(async () => {
  t = await buildOwnerTestApp();
  clinicId = await createClinic(t, await signIn(t.app, 'page-language-owner@example.com'));
});
afterAll(() => t.close());

const contact = (payload: object) => t.app.inject({ method: 'POST', url: `/clinics/${clinicId}/contact`, payload, remoteAddress: nextIp() });
const message = { name: 'Jo Patient', emailAddress: 'jo@example.com', message: '¿Atienden sin cita?', recaptchaToken: 'dev' };

describe("the page's language in a contact message", () => {
  it("takes 'es' and sends the message", async () => {
    const before = readOutbox(t.outboxDir).length;
    const res = await contact({ ...message, locale: 'es' });
    expect(res.statusCode).toBe(202);
    expect(readOutbox(t.outboxDir)).toHaveLength(before + 1);
  });

  it('refuses another language, naming the field, and sends nothing', async () => {
    const before = readOutbox(t.outboxDir).length;
    const res = await contact({ ...message, locale: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('locale');
    expect(readOutbox(t.outboxDir)).toHaveLength(before);
  });
});

describe("the page's language in an estimate request", () => {
  it("takes 'es' and stores the request", async () => {
    const res = await askForEstimate(t, clinicId, patientRequest({ email: 'es-patient@example.com', locale: 'es' }));
    expect(res.statusCode).toBe(201);
  });

  it('refuses another language, naming the field, and stores nothing', async () => {
    const before = await t.app.mongo.db.collection(ESTIMATE_REQUESTS_COLLECTION).countDocuments();
    const res = await askForEstimate(t, clinicId, patientRequest({ email: 'fr-patient@example.com', locale: 'fr' }));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('locale');
    expect(await t.app.mongo.db.collection(ESTIMATE_REQUESTS_COLLECTION).countDocuments()).toBe(before);
  });
});
