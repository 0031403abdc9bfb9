/**
 * A confirmed appointment's calendar file, read back by ical.js (an RFC 5545
 * parser), and the Good Faith Estimate a self-pay confirmation starts.
 */
import ICAL from 'ical.js';
import { addBusinessDays, estimateDeadline, instantIn } from '@directpay/contracts';
import { buildOwnerTestApp, signIn, type TestApp } from '#test/owner/helpers';
import { answer, appointmentRequest, apptClinic, askForAppointment, businessDay, createClinic, lastMailTo, ownerList, patientPage, patientPost, patientTokenIn, today, type Owner } from './support';

jest.setTimeout(90_000);

let t: TestApp;
let owner: Owner;
let clinicId = '';
let asked = 0;

beforeAll(async () => {
  t = await buildOwnerTestApp();
  owner = await signIn(t.app, 'appt-ics@example.com');
  clinicId = await createClinic(
    t,
    owner,
    apptClinic({
      detail: { ...apptClinic().detail, name: 'Smiles; Provo, "North" \\ Branch', emailAddress: 'front@clinic.example.com' },
      address: { streetAddress: '100 N University Ave', suiteUnit: 'Suite 2', cityTown: 'Provo', state: 'UT', zip: '84601', latitude: 40.23, longitude: -111.66 },
      otherServices: [{ description: 'A very long service name, with commas; semicolons and a backslash \\ that needs folding across lines', price: '95' }],
    }),
  );
});
afterAll(() => t.close());

async function confirmedOn(day: string, overrides: Record<string, unknown> = {}) {
  const email = `ics${++asked}@example.com`;
  const windows = [{ day, part: 'morning' }];
  expect((await askForAppointment(t, clinicId, appointmentRequest({ email, windows, ...overrides }))).statusCode).toBe(202);
  const token = patientTokenIn(lastMailTo(t, email));
  const id = (await ownerList(t, owner)).json().results.find((r: { email: string }) => r.email === email).id as string;
  return { id, token, email };
}

const calendar = (token: string) => t.app.inject({ method: 'GET', url: `/appointments/${token}/calendar.ics` });

describe('the calendar file', () => {
  it('is only for a confirmed appointment (409 before)', async () => {
    const { token } = await confirmedOn(businessDay(5));
    expect((await calendar(token)).statusCode).toBe(409);
  });

  it('parses back as RFC 5545 with the time in the clinic\'s zone, the summary, location and escaping', async () => {
    const service = 'A very long service name, with commas; semicolons and a backslash \\ that needs folding across lines';
    const day = businessDay(6);
    const r = await confirmedOn(day, { service });
    expect((await answer(t, owner, r.id, { action: 'confirm', window: 0, time: { day, from: '09:00', to: '09:45' } })).statusCode).toBe(200);
    const res = await calendar(r.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const text = res.body;
    // Every line ends with CRLF, none is longer than 75 octets.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).toMatch(/\r\n /); // folded

    const component = new ICAL.Component(ICAL.parse(text));
    expect(component.name).toBe('vcalendar');
    expect(component.getFirstPropertyValue('version')).toBe('2.0');
    const event = new ICAL.Event(component.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`${r.id}@api.test`);
    expect(event.summary).toBe(`${service} at Smiles; Provo, "North" \\ Branch`);
    expect(event.location).toBe('100 N University Ave, Suite 2, Provo, UT, 84601');
    expect(event.startDate.toJSDate().toISOString()).toBe(instantIn(day, '09:00', 'America/Denver').toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(instantIn(day, '09:45', 'America/Denver').toISOString());
    expect(component.getFirstSubcomponent('vevent')!.getFirstPropertyValue('dtstamp')).toBeTruthy();
  });
});

describe('the Good Faith Estimate link', () => {
  const estimates = async () => (await t.app.inject({ method: 'GET', url: '/account/estimate-requests', headers: owner.headers })).json().results as {
    id: string;
    scheduledFor: string;
    dueOn: string;
    rule: string;
    services: { description: string }[];
    status: string;
  }[];

  it('a self-pay request confirmed 5 business days ahead makes a due estimate request with the law\'s deadline, once', async () => {
    const day = businessDay(5);
    const r = await confirmedOn(day);
    const res = await answer(t, owner, r.id, { action: 'confirm', window: 0, time: { day, from: '09:00', to: '09:30' } });
    expect(res.statusCode).toBe(200);
    const estimateRequestId = res.json().result.estimateRequestId as string;
    expect(estimateRequestId).toMatch(/^[0-9a-f]{24}$/);
    const made = (await estimates()).find((e) => e.id === estimateRequestId);
    const { dueOn, rule } = estimateDeadline(today(), day);
    expect(made).toMatchObject({ scheduledFor: day, dueOn, rule, status: 'requested', services: [{ description: 'Exam, x-ray & cleaning', quantity: 1 }] });
    expect(rule).toBe('scheduled-3');
    expect(dueOn).toBe(addBusinessDays(today(), 1));
    expect((await ownerList(t, owner)).json().results.find((a: { id: string }) => a.id === r.id).estimateRequestId).toBe(estimateRequestId);
    // The owner opens it on the Estimates page as any other request.
    expect((await t.app.inject({ method: 'GET', url: `/account/estimate-requests/${estimateRequestId}`, headers: owner.headers })).statusCode).toBe(200);
    // Cancelled afterwards, nothing more is made.
    expect((await patientPost(t, r.token, 'cancel')).statusCode).toBe(200);
    expect((await estimates()).filter((e) => e.id === estimateRequestId)).toHaveLength(1);
  });

  it('a confirmation 2 business days ahead makes none', async () => {
    const day = businessDay(2);
    const r = await confirmedOn(day);
    const before = (await estimates()).length;
    const res = await answer(t, owner, r.id, { action: 'confirm', window: 0, time: { day, from: '09:00', to: '09:30' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.estimateRequestId).toBeUndefined();
    expect((await estimates()).length).toBe(before);
  });

  it('a request that is not self-pay makes none', async () => {
    const day = businessDay(5);
    const r = await confirmedOn(day, { selfPay: false });
    const before = (await estimates()).length;
    expect((await answer(t, owner, r.id, { action: 'confirm', window: 0, time: { day, from: '09:00', to: '09:30' } })).json().result.estimateRequestId).toBeUndefined();
    expect((await estimates()).length).toBe(before);
  });

  it('a proposal the patient accepts 5 business days ahead makes one too', async () => {
    const r = await confirmedOn(businessDay(3));
    const day = businessDay(5);
    await answer(t, owner, r.id, { action: 'propose', time: { day, from: '14:00', to: '14:30' } });
    const accepted = await patientPost(t, patientTokenIn(lastMailTo(t, r.email)), 'accept');
    expect(accepted.statusCode).toBe(200);
    const mine = (await ownerList(t, owner)).json().results.find((a: { id: string }) => a.id === r.id);
    expect((await estimates()).find((e) => e.id === mine.estimateRequestId)?.scheduledFor).toBe(day);
    expect((await patientPage(t, r.token)).json().state).toBe('confirmed');
  });
});
