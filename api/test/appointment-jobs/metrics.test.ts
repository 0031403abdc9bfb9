/**
 * The owner's appointment metrics from known requests: months in the clinic's time zone (a
 * request late on June 30th in Denver is June's, though UTC says July), the confirmed share, the
 * median minutes to a first answer, only the caller's account, and one clinic when asked.
 */
import { ObjectId } from 'mongodb';
import type { AppointmentState } from '@directpay/contracts';
import { buildOwnerTestApp, signIn, type TestApp } from '../owner/helpers';
import { storedRequest } from './support';

jest.setTimeout(60_000);

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
const clinicA = new ObjectId();
const clinicB = new ObjectId();

const request = (accountId: ObjectId, clinicId: ObjectId, requestedAt: string, state: AppointmentState, answeredAfterMin: number | null) =>
  storedRequest({
    accountId,
    clinicId,
    requestedAt: new Date(requestedAt),
    state,
    firstAnsweredAt: answeredAfterMin === null ? null : new Date(Date.parse(requestedAt) + answeredAfterMin * 60_000),
  });

beforeAll(async () => {
  t = await buildOwnerTestApp();
  owner = await signIn(t.app, 'metrics@example.com');
  const account = new ObjectId(owner.accountId);
  await t.app.appointments.collection.insertMany([
    request(account, clinicA, '2026-06-10T16:00:00Z', 'fulfilled', 120),
    request(account, clinicA, '2026-06-30T23:30:00Z', 'confirmed', 60),
    // 23:00 on June 30th in Denver.
    request(account, clinicA, '2026-07-01T05:00:00Z', 'declined', 30),
    request(account, clinicA, '2026-07-01T07:00:00Z', 'requested', null),
    request(account, clinicB, '2026-06-15T16:00:00Z', 'expired', null),
    // Another account's clinic: never in this owner's rows.
    request(new ObjectId(), new ObjectId(), '2026-06-12T16:00:00Z', 'confirmed', 5),
  ]);
});
afterAll(() => t.close());

const metrics = (query = '') => t.app.inject({ method: 'GET', url: `/account/appointment-metrics${query}`, headers: owner.headers });

describe('appointment metrics', () => {
  it('counts requests and confirmations per clinic and month in the clinic’s time zone, with the median minutes to a first answer', async () => {
    const res = await metrics();
    expect(res.statusCode).toBe(200);
    expect(res.json().rows).toEqual([
      { clinicId: clinicA.toHexString(), month: '2026-07', requests: 1, confirmed: 0, confirmedShare: 0, medianFirstAnswerMinutes: null },
      { clinicId: clinicA.toHexString(), month: '2026-06', requests: 3, confirmed: 2, confirmedShare: 2 / 3, medianFirstAnswerMinutes: 60 },
      { clinicId: clinicB.toHexString(), month: '2026-06', requests: 1, confirmed: 0, confirmedShare: 0, medianFirstAnswerMinutes: null },
    ].sort((a, b) => b.month.localeCompare(a.month) || a.clinicId.localeCompare(b.clinicId)));
  });

  it('answers one clinic’s rows when asked, and a clinic id that is not an id is a 400 naming it', async () => {
    const one = await metrics(`?clinicId=${clinicB.toHexString()}`);
    expect(one.json().rows).toEqual([{ clinicId: clinicB.toHexString(), month: '2026-06', requests: 1, confirmed: 0, confirmedShare: 0, medianFirstAnswerMinutes: null }]);
    const bad = await metrics('?clinicId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('clinicId');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/account/appointment-metrics' })).statusCode).toBe(401);
  });
});
