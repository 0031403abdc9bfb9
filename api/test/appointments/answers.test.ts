/**
 * The clinic's answers and the patient's actions: the state machine, the
 * one-click links (used once; forged, altered, expired), another owner's
 * request (404), and the mail each change sends, in the request's language.
 */
import { ObjectId } from 'mongodb';
import { addDays } from '@directpay/contracts';
import { buildOwnerTestApp, signIn, type TestApp } from '#test/owner/helpers';
import { signAppointmentLink } from '#src/appointments/link-tokens';
import {
  answer,
  appointmentRequest,
  apptClinic,
  askForAppointment,
  createClinic,
  lastMailTo,
  linkToken,
  mailsTo,
  ownerList,
  patientPage,
  patientPost,
  patientTokenIn,
  today,
  weekdayAhead,
  type Owner,
} from './support';

jest.setTimeout(90_000);

let t: TestApp;
let owner: Owner;
let other: Owner;
let clinicId = '';
let otherClinicId = '';
let asked = 0;

beforeAll(async () => {
  t = await buildOwnerTestApp();
  owner = await signIn(t.app, 'appt-owner@example.com');
  other = await signIn(t.app, 'appt-other@example.com');
  clinicId = await createClinic(t, owner, apptClinic());
  otherClinicId = await createClinic(t, other, apptClinic({ detail: { ...apptClinic().detail, emailAddress: 'other@clinic.example.com' } }));
});
afterAll(() => t.close());

/** A new request from a new patient address: its id, the patient's token and the clinic's mail. */
async function newRequest(overrides: Record<string, unknown> = {}, clinic = clinicId) {
  const email = `patient${++asked}@example.com`;
  const res = await askForAppointment(t, clinic, appointmentRequest({ email, ...overrides }));
  expect(res.statusCode).toBe(202);
  expect(res.json()).toEqual({ status: 'requested' });
  const patientMail = lastMailTo(t, email);
  const clinicMail = lastMailTo(t, clinic === clinicId ? 'front@clinic.example.com' : 'other@clinic.example.com');
  const who = clinic === clinicId ? owner : other;
  const id = (await ownerList(t, who)).json().results.find((r: { email: string }) => r.email === email).id as string;
  return { id, email, token: patientTokenIn(patientMail), patientMail, clinicMail };
}

const linkGet = (token: string) => t.app.inject({ method: 'GET', url: `/appointment-links/${token}` });
const linkPost = (token: string, body: object) => t.app.inject({ method: 'POST', url: `/appointment-links/${token}`, payload: body });
const inMorning = (day: string) => ({ day, from: '09:00', to: '09:30' });

describe("the patient's request and page", () => {
  it('says requested, not yet confirmed, in the mail and on the page; the clinic gets three links per window', async () => {
    const r = await newRequest();
    expect(r.patientMail.headers.subject).toContain('Requested, not yet confirmed');
    expect(r.patientMail.text).toContain(`http://site.test/appointment/${r.token}`);
    expect(r.token).toHaveLength(43);
    const page = await patientPage(t, r.token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json()).toMatchObject({ state: 'requested', service: { description: 'Exam, x-ray & cleaning', price: '120' }, selfPay: true, clinic: { timeZone: 'America/Denver' } });
    expect(page.json().windows).toHaveLength(3);
    for (const window of [0, 1, 2]) for (const action of ['confirm', 'propose', 'decline']) expect(linkToken(r.clinicMail, action, window)).not.toBe('');
    expect(r.clinicMail.text).toContain('http://site.test/appointment-answer/');
    // Each window in words: its day and its span in the clinic's hours.
    expect(r.patientMail.text).toMatch(/- \w+ \d+, \d{4}, morning \(9:00 AM to 12:00 PM\)\n/);
    expect(r.clinicMail.text).toMatch(/- \w+ \d+, \d{4}, 10:00 AM to 11:30 AM\n/);
    // Only the hash of the patient's token is stored.
    const stored = await t.app.mongo.db.collection('appointment_requests').findOne({ _id: new ObjectId(r.id) });
    expect(JSON.stringify(stored)).not.toContain(r.token);
    expect(stored?.locale).toBe('en');
  });

  it('mails a Spanish page\'s patient in Spanish, with a Spanish link', async () => {
    const r = await newRequest({ locale: 'es' });
    expect(r.patientMail.headers.subject).toContain('Solicitada, aún no confirmada');
    expect(r.patientMail.text).toContain(`http://site.test/es/appointment/${r.token}`);
    await answer(t, owner, r.id, { action: 'decline', reason: 'No hay citas.' });
    expect(lastMailTo(t, r.email).text).toContain('El motivo de la clínica: No hay citas.');
  });

  it('a forged token is 404', async () => {
    expect((await patientPage(t, 'x'.repeat(43))).statusCode).toBe(404);
  });
});

describe('the one-click links', () => {
  it('show what they do, confirm once inside their window, and are refused the second time (409)', async () => {
    const r = await newRequest();
    const day = appointmentRequest().windows[0].day as string;
    const confirm = linkToken(r.clinicMail, 'confirm', 0);
    const info = await linkGet(confirm);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ action: 'confirm', window: { day, part: 'morning' }, request: { id: r.id, state: 'requested' } });
    // Opening the link changes nothing.
    expect((await patientPage(t, r.token)).json().state).toBe('requested');
    // The body's window must be the link's, and the time inside it.
    expect((await linkPost(confirm, { action: 'confirm', window: 1, time: inMorning(day) })).json().field).toBe('/body/window');
    expect((await linkPost(confirm, { action: 'confirm', window: 0, time: { day, from: '12:30', to: '13:00' } })).json().field).toBe('/body/time');
    expect((await linkPost(confirm, { action: 'decline' })).json().field).toBe('/body/action');
    const done = await linkPost(confirm, { action: 'confirm', window: 0, time: inMorning(day) });
    expect(done.statusCode).toBe(200);
    expect(done.json().result).toMatchObject({ state: 'confirmed', time: inMorning(day) });
    expect(done.json().result.firstAnsweredAt).not.toBeNull();
    expect((await linkPost(confirm, { action: 'confirm', window: 0, time: inMorning(day) })).statusCode).toBe(409);
    expect((await linkGet(confirm)).statusCode).toBe(409);
    // The other links of the request are answered too.
    expect((await linkGet(linkToken(r.clinicMail, 'decline', 1))).statusCode).toBe(409);
    const mail = lastMailTo(t, r.email);
    expect(mail.headers.subject).toContain('Confirmed');
    expect(mail.text).toContain('9:00 AM');
    expect((await patientPage(t, patientTokenIn(mail))).json()).toMatchObject({ state: 'confirmed', time: inMorning(day) });
  });

  it('a propose link works once, though the request could take another proposal', async () => {
    const r = await newRequest();
    const propose = linkToken(r.clinicMail, 'propose', 1);
    const time = { day: weekdayAhead(12), from: '15:00', to: '15:30' };
    expect((await linkPost(propose, { action: 'propose', time })).json().result.state).toBe('proposed');
    expect((await linkGet(propose)).statusCode).toBe(409);
    expect((await linkPost(propose, { action: 'propose', time: { ...time, from: '16:00', to: '16:30' } })).statusCode).toBe(409);
    // Another link of the request still answers it: the proposal stands until one is accepted.
    expect((await linkGet(linkToken(r.clinicMail, 'propose', 0))).statusCode).toBe(200);
  });

  it('one link clicked twice at once is used once', async () => {
    const r = await newRequest();
    // A proposal from the Requests page: the link's answer is allowed in that state too.
    await answer(t, owner, r.id, { action: 'propose', time: { day: weekdayAhead(12), from: '15:00', to: '15:30' } });
    const propose = linkToken(r.clinicMail, 'propose', 0);
    const time = { day: weekdayAhead(12), from: '16:00', to: '16:30' };
    const answers = await Promise.all([linkPost(propose, { action: 'propose', time }), linkPost(propose, { action: 'propose', time })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('two answers at once: one applies, the other is 409', async () => {
    const r = await newRequest();
    const day = appointmentRequest().windows[0].day as string;
    const [a, b] = await Promise.all([
      linkPost(linkToken(r.clinicMail, 'confirm', 0), { action: 'confirm', window: 0, time: inMorning(day) }),
      linkPost(linkToken(r.clinicMail, 'decline', 0), { action: 'decline' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('a forged or altered link is 404, an expired one 410', async () => {
    const r = await newRequest();
    const decline = linkToken(r.clinicMail, 'decline', 0);
    const [id, , window, expiry, signature] = decline.split('.');
    expect((await linkGet(`${id}.c.${window}.${expiry}.${signature}`)).statusCode).toBe(404);
    expect((await linkGet(`${id}.d.${window}.${Number(expiry) + 86_400}.${signature}`)).statusCode).toBe(404);
    expect((await linkGet(`${new ObjectId().toHexString()}.d.${window}.${expiry}.${signature}`)).statusCode).toBe(404);
    const forged = signAppointmentLink('another-secret-of-at-least-32-characters', { requestId: new ObjectId(r.id), action: 'decline', window: 0, expiresAt: new Date(Date.now() + 86_400_000) });
    expect((await linkGet(forged)).statusCode).toBe(404);
    expect((await linkPost(forged, { action: 'decline' })).statusCode).toBe(404);
    const expired = signAppointmentLink(t.app.config.sessionSecret, { requestId: new ObjectId(r.id), action: 'decline', window: 0, expiresAt: new Date(Date.now() - 1000) });
    expect((await linkGet(expired)).statusCode).toBe(410);
    expect((await linkPost(expired, { action: 'decline' })).statusCode).toBe(410);
    expect((await patientPage(t, r.token)).json().state).toBe('requested');
  });

  it('expire when the last window ends', async () => {
    const r = await newRequest();
    const link = linkToken(r.clinicMail, 'decline', 0);
    const stored = await t.app.mongo.db.collection('appointment_requests').findOne({ _id: new ObjectId(r.id) });
    expect(Number(link.split('.')[3]) * 1000).toBe(stored?.windowsEndAt.getTime());
    // The last window: 10:00 to 11:30 three weeks ahead, in Denver.
    expect(stored?.windowsEndAt.toISOString().slice(0, 10)).toBe(appointmentRequest().windows[2].day);
  });
});

describe("the owner's Requests page", () => {
  it('lists the account\'s requests newest first, by clinic and state; another owner\'s clinic lists nothing', async () => {
    const first = await newRequest();
    const second = await newRequest();
    const all = (await ownerList(t, owner)).json().results.map((r: { id: string }) => r.id);
    expect(all.indexOf(second.id)).toBeLessThan(all.indexOf(first.id));
    const theirs = await newRequest({}, otherClinicId);
    expect(all).not.toContain(theirs.id);
    expect((await ownerList(t, owner, `?clinicId=${otherClinicId}`)).json().results).toEqual([]);
    expect((await ownerList(t, owner, `?clinicId=${clinicId}`)).json().results.map((r: { id: string }) => r.id)).toContain(first.id);
    await answer(t, owner, first.id, { action: 'decline' });
    const declined = (await ownerList(t, owner, '?state=declined')).json().results.map((r: { id: string }) => r.id);
    expect(declined).toContain(first.id);
    expect(declined).not.toContain(second.id);
    expect((await ownerList(t, owner, '?state=maybe')).json().field).toBe('/query/state');
  });

  it("another owner's request is 404 and does not change", async () => {
    const r = await newRequest();
    const res = await answer(t, other, r.id, { action: 'decline' });
    expect(res.statusCode).toBe(404);
    expect((await patientPage(t, r.token)).json().state).toBe('requested');
    expect((await answer(t, owner, new ObjectId().toHexString(), { action: 'decline' })).statusCode).toBe(404);
  });

  it('proposes a time inside the hours and in the future; the patient accepts it', async () => {
    const r = await newRequest();
    const day = weekdayAhead(10);
    expect((await answer(t, owner, r.id, { action: 'propose', time: { day, from: '07:00', to: '07:30' } })).json().field).toBe('/body/time/from');
    expect((await answer(t, owner, r.id, { action: 'propose', time: { day: addDays(today(), -1), from: '10:00', to: '10:30' } })).json().field).toBe('/body/time/day');
    expect((await answer(t, owner, r.id, { action: 'propose', time: { day, from: '16:30', to: '17:30' } })).json().field).toBe('/body/time/to');
    const proposed = await answer(t, owner, r.id, { action: 'propose', time: { day, from: '14:00', to: '14:30' } });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().result).toMatchObject({ state: 'proposed', time: { day, from: '14:00', to: '14:30' } });
    const mail = lastMailTo(t, r.email);
    expect(mail.headers.subject).toContain('proposed another time');
    expect(mail.text).toContain('2:00 PM');
    const token = patientTokenIn(mail);
    expect(token).not.toBe(r.token);
    // The first mail's link still works; the proposal's link too.
    expect((await patientPage(t, r.token)).json().state).toBe('proposed');
    const accepted = await patientPost(t, token, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'confirmed', time: { day, from: '14:00', to: '14:30' } });
    expect(lastMailTo(t, 'front@clinic.example.com').headers.subject).toContain('accepted your proposed time');
    expect((await patientPost(t, token, 'accept')).statusCode).toBe(409);
  });

  it('confirms a window with a time inside it; wrong states are 409', async () => {
    const r = await newRequest();
    const day = appointmentRequest().windows[2].day as string;
    expect((await answer(t, owner, r.id, { action: 'confirm', window: 2, time: { day, from: '11:00', to: '12:00' } })).json().field).toBe('/body/time');
    expect((await answer(t, owner, r.id, { action: 'fulfilled' })).statusCode).toBe(409);
    const ok = await answer(t, owner, r.id, { action: 'confirm', window: 2, time: { day, from: '10:30', to: '11:00' } });
    expect(ok.statusCode).toBe(200);
    expect((await answer(t, owner, r.id, { action: 'decline' })).statusCode).toBe(409);
    expect((await answer(t, owner, r.id, { action: 'propose', time: { day, from: '10:30', to: '11:00' } })).statusCode).toBe(409);
    expect((await patientPost(t, r.token, 'accept')).statusCode).toBe(409);
    // Fulfilled or a no-show only after the time begins.
    expect((await answer(t, owner, r.id, { action: 'noshow' })).statusCode).toBe(409);
    await t.app.mongo.db.collection('appointment_requests').updateOne({ _id: new ObjectId(r.id) }, { $set: { timeStartsAt: new Date(Date.now() - 60_000) } });
    const fulfilled = await answer(t, owner, r.id, { action: 'fulfilled' });
    expect(fulfilled.statusCode).toBe(200);
    expect(fulfilled.json().result.state).toBe('fulfilled');
    expect((await patientPost(t, r.token, 'cancel')).statusCode).toBe(409);
  });

  it('declines with a reason the patient reads; firstAnsweredAt is the first answer', async () => {
    const r = await newRequest();
    const declined = await answer(t, owner, r.id, { action: 'decline', reason: 'Fully booked <b>that week</b>.' });
    expect(declined.json().result).toMatchObject({ state: 'declined', declineReason: 'Fully booked <b>that week</b>.' });
    expect(declined.json().result.firstAnsweredAt).not.toBeNull();
    expect(lastMailTo(t, r.email).text).toContain("The clinic's reason: Fully booked <b>that week</b>.");
    expect((await patientPage(t, r.token)).json()).toMatchObject({ state: 'declined', declineReason: 'Fully booked <b>that week</b>.' });
    expect((await patientPost(t, r.token, 'cancel')).statusCode).toBe(409);
  });
});

describe('the patient cancels', () => {
  it('a requested, a proposed or a confirmed request, and the clinic is told', async () => {
    const requested = await newRequest();
    const before = mailsTo(t, 'front@clinic.example.com').length;
    const res = await patientPost(t, requested.token, 'cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe('cancelled');
    expect(mailsTo(t, 'front@clinic.example.com').length).toBe(before + 1);
    expect(lastMailTo(t, 'front@clinic.example.com').headers.subject).toContain('cancelled');
    expect((await patientPost(t, requested.token, 'cancel')).statusCode).toBe(409);
    // Its links no longer answer.
    expect((await linkGet(linkToken(requested.clinicMail, 'confirm', 0))).statusCode).toBe(409);

    const confirmed = await newRequest();
    const day = appointmentRequest().windows[0].day as string;
    await answer(t, owner, confirmed.id, { action: 'confirm', window: 0, time: inMorning(day) });
    expect((await patientPost(t, confirmed.token, 'cancel')).json().state).toBe('cancelled');
  });
});
