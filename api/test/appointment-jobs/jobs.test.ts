/**
 * The appointment request jobs, run at chosen instants: the owner's reminder one business day
 * after a request (a Friday's on Monday, in the clinic's time zone), once, in the owner's
 * language; the expiry once every window has passed unanswered, with the patient's mail in the
 * patient's language; and the deletion of requests and notes 180 days after their last window.
 */
import { ObjectId } from 'mongodb';
import { buildOwnerTestApp, signIn, type TestApp } from '../owner/helpers';
import { readOutbox } from '../messages/outbox';
import { storedRequest } from './support';

jest.setTimeout(60_000);

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
let spanishOwner: Awaited<ReturnType<typeof signIn>>;
const clinicId = new ObjectId();

const run = (at: string) => t.app.appointmentJobs.runOnce(new Date(at));
const mails = (to: string, subject: string) => readOutbox(t.outboxDir).filter((m) => m.headers.to === to && m.headers.subject?.includes(subject));
const stateOf = async (id: ObjectId) => (await t.app.appointments.findById(id))?.state;

beforeAll(async () => {
  t = await buildOwnerTestApp();
  owner = await signIn(t.app, 'jobs-owner@example.com');
  spanishOwner = await signIn(t.app, 'jobs-owner-es@example.com');
  // The account's language, as the account area stores it.
  await t.app.mongo.db.collection('accounts').updateOne({ _id: new ObjectId(spanishOwner.accountId) }, { $set: { locale: 'es' } });
});
afterAll(() => t.close());

describe('the owner’s reminder', () => {
  // Friday June 5th, 10:00 in Provo (UTC-6): due Monday June 8th at 10:00, 16:00 UTC.
  const friday = { requestedAt: new Date('2026-06-05T16:00:00Z'), requestedOn: '2026-06-05', windowsEndAt: new Date('2026-06-26T23:00:00Z') };

  it('is sent one business day after the request, in the clinic’s time zone, and once', async () => {
    const doc = storedRequest({ accountId: new ObjectId(owner.accountId), clinicId, name: 'Friday Patient', ...friday });
    const answered = storedRequest({ accountId: new ObjectId(owner.accountId), clinicId, name: 'Answered Patient', ...friday, state: 'confirmed' });
    await t.app.appointments.collection.insertMany([doc, answered]);
    const reminders = (name: string) => mails('jobs-owner@example.com', name);

    await run('2026-06-06T17:00:00Z'); // Saturday: a day has passed, no business day has.
    await run('2026-06-08T15:59:00Z'); // Monday, a minute early.
    expect(reminders('Friday Patient')).toHaveLength(0);
    await run('2026-06-08T16:01:00Z');
    expect(reminders('Friday Patient')).toHaveLength(1);
    expect(reminders('Friday Patient')[0]?.text).toContain('http://site.test/account/requests');
    await run('2026-06-09T16:00:00Z');
    expect(reminders('Friday Patient')).toHaveLength(1);
    expect(reminders('Answered Patient')).toHaveLength(0);
  });

  it('is in the owner’s language', async () => {
    await t.app.appointments.insert(storedRequest({ accountId: new ObjectId(spanishOwner.accountId), clinicId, name: 'Paciente Viernes', ...friday }));
    await run('2026-06-08T16:01:00Z');
    const [mail] = mails('jobs-owner-es@example.com', 'Paciente Viernes');
    expect(mail?.headers.subject).toBe('Aún espera una respuesta: Paciente Viernes, Exam, x-ray & cleaning');
    expect(mail?.text).toContain('http://site.test/es/account/requests');
  });
});

describe('the expiry of an unanswered request', () => {
  it('comes when every window has passed, tells the patient once in the language the request was made in, and leaves answered requests', async () => {
    const base = { accountId: new ObjectId(owner.accountId), clinicId, windowsEndAt: new Date('2026-07-10T18:00:00Z'), reminderSentAt: new Date('2026-07-02T00:00:00Z') };
    const unanswered = storedRequest({ ...base, email: 'paciente@example.com', locale: 'es', name: 'Pat Expiring' });
    const confirmed = storedRequest({ ...base, email: 'kept@example.com', state: 'confirmed' });
    await t.app.appointments.collection.insertMany([unanswered, confirmed]);

    await run('2026-07-10T17:59:00Z');
    expect(await stateOf(unanswered._id)).toBe('requested');
    await run('2026-07-10T18:00:00Z');
    expect(await stateOf(unanswered._id)).toBe('expired');
    expect(await stateOf(confirmed._id)).toBe('confirmed');
    await run('2026-07-11T18:00:00Z');
    const told = readOutbox(t.outboxDir).filter((m) => m.headers.to === 'paciente@example.com');
    expect(told).toHaveLength(1);
    expect(told[0]?.headers.subject).toBe('Su solicitud de cita a Bright Smiles Provo ha vencido');
    expect(told[0]?.text).toContain(`http://site.test/es/clinic/${clinicId.toHexString()}`);
    expect(readOutbox(t.outboxDir).filter((m) => m.headers.to === 'kept@example.com')).toHaveLength(0);
  });
});

describe('retention', () => {
  it('deletes a request and its note 180 days after its last window, and not before; a later time set keeps it until 180 days after that', async () => {
    const base = { accountId: new ObjectId(owner.accountId), clinicId, state: 'declined' as const, windowsEndAt: new Date('2026-01-01T00:00:00Z') };
    const old = storedRequest({ ...base, note: 'Please call after 5' });
    const laterTime = storedRequest({ ...base, state: 'confirmed', time: { day: '2026-03-01', from: '09:00', to: '09:30' }, timeStartsAt: new Date('2026-03-01T16:00:00Z') });
    await t.app.appointments.collection.insertMany([old, laterTime]);

    await run('2026-06-29T23:59:00Z');
    expect(await t.app.appointments.findById(old._id)).not.toBeNull();
    await run('2026-06-30T00:00:01Z');
    expect(await t.app.appointments.findById(old._id)).toBeNull();
    expect(await t.app.appointments.collection.countDocuments({ note: 'Please call after 5' })).toBe(0);
    expect(await t.app.appointments.findById(laterTime._id)).not.toBeNull();
    await run('2026-08-28T16:00:01Z');
    expect(await t.app.appointments.findById(laterTime._id)).toBeNull();
  });
});
