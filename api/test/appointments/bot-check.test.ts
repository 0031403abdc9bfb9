/** The bot check of messages guards appointment requests too: with RECAPTCHA_SECRET set, no token is a 400 naming it, and nothing is stored. */
import { buildOwnerTestApp, signIn, type TestApp } from '#test/owner/helpers';
import { appointmentRequest, apptClinic, askForAppointment, createClinic } from './support';

jest.setTimeout(90_000);

let t: TestApp;

beforeAll(async () => {
  t = await buildOwnerTestApp({ RECAPTCHA_SECRET: 'test-secret' });
});
afterAll(() => t.close());

it('refuses a request without a bot-check token', async () => {
  const owner = await signIn(t.app, 'appt-bot@example.com');
  const clinicId = await createClinic(t, owner, apptClinic());
  const res = await askForAppointment(t, clinicId, appointmentRequest());
  expect(res.statusCode).toBe(400);
  expect(res.json().field).toBe('/body/recaptchaToken');
  expect(await t.app.mongo.db.collection('appointment_requests').countDocuments()).toBe(0);
});
