/**
 * Issue 18, confirmation dates: a wizard save confirms the prices it saves,
 * "Confirm prices are current" confirms them all (owner only), the dates are
 * public, and the 11-month reminder mails the owner at most once a month, even
 * across a restart.
 */
import { ObjectId } from 'mongodb';
import { addMonths } from '@directpay/contracts';
import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from '../owner/helpers';
import { readOutbox } from '../messages/outbox';

jest.setTimeout(60_000);

describe('price confirmation dates', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof signIn>>;
  let b: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
    a = await signIn(t.app, 'owner-a@example.com');
    b = await signIn(t.app, 'owner-b@example.com');
  });
  afterAll(() => t.close());

  const save = async (who: typeof a, clinic: object, id?: string) => {
    const body = multipart([['jsonPayload', JSON.stringify(clinic)]]);
    const res = await t.app.inject({ method: id ? 'PUT' : 'POST', url: `/account/clinics${id ? `/${id}` : ''}`, headers: { ...who.headers, ...body.headers }, payload: body.payload });
    return res;
  };
  const clinics = () => t.app.mongo.db.collection('clinics');
  const confirm = (id: string, headers: Record<string, string> = a.headers) =>
    t.app.inject({ method: 'POST', url: `/account/clinics/${id}/prices-confirmation`, headers });
  const publicClinic = async (id: string) => (await t.app.inject({ method: 'GET', url: `/clinics/${id}` })).json().result;

  it('a wizard save confirms every price it saves; unpriced services carry no date; the dates are public', async () => {
    const before = Date.now();
    const res = await save(a, validClinic({
      services: [{ description: 'Exam, x-ray & cleaning', price: '120' }, { description: 'Single annual membership', price: '' }],
      otherServices: [{ description: 'Whitening', price: '250' }],
    }));
    expect(res.statusCode).toBe(201);
    const clinic = await publicClinic(res.json().result.id);
    const [exam, membership] = clinic.services;
    expect(Date.parse(exam.confirmedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(membership.confirmedAt).toBeNull();
    expect(clinic.otherServices[0].confirmedAt).toBe(exam.confirmedAt);
    expect(clinic.pricesConfirmedAt).toBe(exam.confirmedAt);
    expect(exam.differentPriceReported).toBe(false);
  });

  it('accepts the clinic echoed back as GET answered it, dates and notices included, and ignores them', async () => {
    const created = (await save(a, validClinic())).json().result;
    const echoed = { ...created, pricesConfirmedAt: '2001-01-01T00:00:00.000Z', services: created.services.map((s: object) => ({ ...s, confirmedAt: '2001-01-01T00:00:00.000Z', differentPriceReported: true })) };
    const res = await save(a, echoed, created.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.pricesConfirmedAt).not.toBe('2001-01-01T00:00:00.000Z');
    expect(res.json().result.services[0].confirmedAt).not.toBe('2001-01-01T00:00:00.000Z');
  });

  it('pricesConfirmedAt is the oldest date among priced services, and null when one was never confirmed', async () => {
    const id = (await save(a, validClinic({ otherServices: [{ description: 'Whitening', price: '250' }] }))).json().result.id;
    const old = new Date('2024-01-15T10:00:00Z');
    await clinics().updateOne({ _id: new ObjectId(id) }, { $set: { 'otherServices.0.confirmedAt': old, pricesConfirmedAt: old } });
    expect((await publicClinic(id)).pricesConfirmedAt).toBe(old.toISOString());
    // Confirming all brings every date, and the clinic's, to now.
    const res = await confirm(id);
    expect(res.statusCode).toBe(200);
    const confirmed = res.json().result;
    expect(Date.parse(confirmed.pricesConfirmedAt)).toBeGreaterThan(old.getTime());
    expect(confirmed.otherServices[0].confirmedAt).toBe(confirmed.pricesConfirmedAt);
    expect((await publicClinic(id)).pricesConfirmedAt).toBe(confirmed.pricesConfirmedAt);
    // A clinic stored before dates were kept: no date is claimed.
    await clinics().updateOne({ _id: new ObjectId(id) }, { $unset: { 'services.0.confirmedAt': '', pricesConfirmedAt: '' } });
    const legacy = await publicClinic(id);
    expect(legacy.pricesConfirmedAt).toBeNull();
    expect(legacy.services[0].confirmedAt).toBeNull();
  });

  it("another owner's clinic: 404 and nothing changes; no session: 401; a bad id: 400 naming clinicId", async () => {
    const id = (await save(a, validClinic())).json().result.id;
    const old = new Date('2024-01-15T10:00:00Z');
    await clinics().updateOne({ _id: new ObjectId(id) }, { $set: { 'services.0.confirmedAt': old, pricesConfirmedAt: old } });
    const before = await clinics().findOne({ _id: new ObjectId(id) });
    expect((await confirm(id, b.headers)).statusCode).toBe(404);
    expect((await confirm(id, {})).statusCode).toBe(401);
    const bad = await confirm('nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: '/params/clinicId' });
    expect((await confirm('0123456789abcdef01234567')).statusCode).toBe(404);
    expect(await clinics().findOne({ _id: new ObjectId(id) })).toEqual(before);
  });

  it('the JSON-LD dates come from the wire: validFrom per offer', async () => {
    const { clinicJsonLd } = await import('@directpay/contracts');
    const id = (await save(a, validClinic())).json().result.id;
    const clinic = await publicClinic(id);
    const offers = clinicJsonLd(clinic, `http://site.test/clinic/${id}`).makesOffer as { validFrom?: string }[];
    expect(offers[0].validFrom).toBe(clinic.services[0].confirmedAt);
  });
});

describe('the 11-month price reminder', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('mails the owner once when prices reach 11 months, again only a month later, and never twice across a restart', async () => {
    t = await buildOwnerTestApp();
    const owner = await signIn(t.app, 'reminded-owner@example.com');
    const body = (name: string) => multipart([['jsonPayload', JSON.stringify(validClinic({ detail: { ...validClinic().detail, name } }))]]);
    const create = async (name: string) => {
      const b = body(name);
      return (await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...owner.headers, ...b.headers }, payload: b.payload })).json().result.id as string;
    };
    const due = await create('Old Prices Dental');
    const fresh = await create('Fresh Prices Dental');
    const now = new Date();
    const setConfirmed = (id: string, at: Date) =>
      t.app.mongo.db.collection('clinics').updateOne({ _id: new ObjectId(id) }, { $set: { 'services.0.confirmedAt': at, pricesConfirmedAt: at } });
    await setConfirmed(due, addMonths(now, -11));
    await setConfirmed(fresh, addMonths(now, -10));
    const reminders = () => readOutbox(t.outboxDir).filter((m) => m.headers.subject?.startsWith('Are the prices of'));

    expect(await t.app.priceReminders.runOnce(now)).toBe(1);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0].headers.to).toBe('reminded-owner@example.com');
    expect(reminders()[0].headers.subject).toBe('Are the prices of Old Prices Dental still current?');
    expect(reminders()[0].text).toContain('Confirm prices are current');
    expect(await t.app.priceReminders.runOnce(now)).toBe(0);
    // 20 days later: still within the month.
    expect(await t.app.priceReminders.runOnce(new Date(now.getTime() + 20 * 86_400_000))).toBe(0);

    // A restart on the same data: the claim is stored, so nothing is sent again.
    const dataDir = t.dataDir;
    await t.app.close();
    t = await buildOwnerTestApp({ DATA_DIR: dataDir });
    expect(await t.app.priceReminders.runOnce(now)).toBe(0);
    expect(reminders()).toHaveLength(1);

    // A month later the still-unconfirmed clinic is reminded again; the other has reached 11 months by then too.
    expect(await t.app.priceReminders.runOnce(addMonths(now, 1))).toBe(2);
    // Confirming stops the reminders.
    const after = await signIn(t.app, 'reminded-owner@example.com');
    await t.app.inject({ method: 'POST', url: `/account/clinics/${due}/prices-confirmation`, headers: after.headers });
    await t.app.inject({ method: 'POST', url: `/account/clinics/${fresh}/prices-confirmation`, headers: after.headers });
    expect(await t.app.priceReminders.runOnce(addMonths(now, 3))).toBe(0);
  });
});
