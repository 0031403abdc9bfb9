/**
 * "Report this listing": a visitor's report becomes an open case, stored as
 * typed. Flooding is refused (one open report per address and listing, 409
 * naming the field; 5 a minute per client address, 429), bad input is a 400
 * naming the field, and a refused report stores nothing.
 */
import { moderationWorld, type ModerationWorld } from './support';

jest.setTimeout(60_000);

let w: ModerationWorld;
let clinicId = '';
const cases = () => w.t.app.mongo.db.collection('moderation_cases');

beforeAll(async () => {
  w = await moderationWorld();
  clinicId = await w.createClinic('Reported Dental');
});
afterAll(() => w?.t.close());

it('keeps a report as typed, HTML included, and shows it so in the queue', async () => {
  const note = '<script>alert(1)</script> <b>closed</b> & gone';
  const res = await w.report(clinicId, { reason: 'not-a-real-clinic', emailAddress: 'Visitor@Example.com', note, locale: 'es' });
  expect(res.statusCode).toBe(202);
  expect(res.json()).toEqual({ status: 'accepted' });
  const queued = (await w.queue()).cases.find((c) => c.clinicId === clinicId)!;
  expect(queued).toMatchObject({ kind: 'listing-report', reason: 'not-a-real-clinic', note, reporterEmail: 'visitor@example.com', status: 'open', standing: 'listed' });
});

it('refuses a second open report from the same address on the same listing (409 naming the field), and stores nothing', async () => {
  const before = await cases().countDocuments();
  const res = await w.report(clinicId, { reason: 'closed', emailAddress: 'VISITOR@example.com' });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ statusCode: 409, field: '/body/emailAddress' });
  expect(res.json().message).toMatch(/emailAddress/);
  expect(await cases().countDocuments()).toBe(before);
  // Another listing, or another address, is another report.
  const other = await w.createClinic('Other Dental');
  expect((await w.report(other, { reason: 'closed', emailAddress: 'visitor@example.com' })).statusCode).toBe(202);
  expect((await w.report(clinicId, { reason: 'closed', emailAddress: 'someone@example.com' })).statusCode).toBe(202);
});

it('takes a new report from the address once its earlier one was decided', async () => {
  const listing = await w.createClinic('Decided Dental');
  expect((await w.report(listing, { reason: 'other', emailAddress: 'again@example.com' })).statusCode).toBe(202);
  expect((await w.act(await w.caseOf(listing), 'dismiss')).statusCode).toBe(200);
  expect((await w.report(listing, { reason: 'other', emailAddress: 'again@example.com' })).statusCode).toBe(202);
});

it('limits reports to 5 a minute per client address (429 with Retry-After), storing nothing more', async () => {
  const listing = await w.createClinic('Flooded Dental');
  const send = () => w.call({ method: 'POST', url: `/clinics/${listing}/listing-reports`, remoteAddress: '10.99.0.1', payload: { reason: 'closed' } });
  for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(202);
  const before = await cases().countDocuments({ clinicId: { $exists: true } });
  const refused = await send();
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBeDefined();
  expect(await cases().countDocuments({ clinicId: { $exists: true } })).toBe(before);
});

it.each([
  ['an unknown reason', { reason: 'rude' }, '/body/reason'],
  ['a bad email', { reason: 'closed', emailAddress: 'nope' }, '/body/emailAddress'],
  ['an operator object as the email', { reason: 'closed', emailAddress: { $ne: '' } }, '/body/emailAddress'],
  ['an operator object as the note', { reason: 'closed', note: { $gt: '' } }, '/body/note'],
  ['an unknown field', { reason: 'closed', clinicId: 'x' }, '/body/clinicId'],
  ['a note over its limit', { reason: 'closed', note: 'x'.repeat(1001) }, '/body/note'],
])('refuses %s (400 naming the field), storing nothing', async (_name, payload, field) => {
  const before = await cases().countDocuments();
  const res = await w.report(clinicId, payload);
  expect(res.statusCode).toBe(400);
  expect(res.json().field).toBe(field);
  expect(await cases().countDocuments()).toBe(before);
});

it('answers 400 for a listing id that is not an ObjectId and 404 for an unknown, unpublished or suspended listing', async () => {
  expect((await w.report('not-an-id')).json()).toMatchObject({ statusCode: 400, field: '/params/clinicId' });
  expect((await w.report('f'.repeat(24))).statusCode).toBe(404);
  const hidden = await w.createClinic('Hidden Dental');
  await w.call({ method: 'PUT', url: `/account/clinics/${hidden}/visibility`, headers: w.owner.headers, payload: { published: false } });
  expect((await w.report(hidden)).statusCode).toBe(404);
  const suspended = await w.createClinic('Suspended Dental');
  await w.report(suspended);
  expect((await w.act(await w.caseOf(suspended), 'suspend')).statusCode).toBe(200);
  const before = await cases().countDocuments();
  expect((await w.report(suspended)).statusCode).toBe(404);
  expect(await cases().countDocuments()).toBe(before);
});

it('takes a report of a closed listing (it may have opened again)', async () => {
  const closed = await w.createClinic('Closed Dental');
  await w.report(closed);
  expect((await w.act(await w.caseOf(closed), 'close')).statusCode).toBe(200);
  expect((await w.report(closed, { reason: 'other', note: 'It opened again' })).statusCode).toBe(202);
});

it('makes each price mismatch report a case too, reason different-price', async () => {
  const listing = await w.createClinic('Priced Dental');
  const res = await w.fromAnother({
    method: 'POST',
    url: `/clinics/${listing}/price-reports`,
    payload: { service: 'Exam, x-ray & cleaning', amountPaid: '150', visitDate: new Date().toISOString().slice(0, 10), note: 'Extra fee' },
  });
  expect(res.statusCode).toBe(202);
  expect((await w.queue()).cases.find((c) => c.clinicId === listing)).toMatchObject({ kind: 'price-report', reason: 'different-price', note: 'Extra fee', status: 'open' });
});
