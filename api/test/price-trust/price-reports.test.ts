/**
 * Issue 18, price mismatch reports: a visitor reports, the report is stored
 * without personal data and mailed to the clinic, the owner (only) lists and
 * resolves it, and 2+ unresolved reports on a price in 90 days show on the
 * profile. Bad input is a 400 naming the field with nothing stored.
 */
import { ObjectId } from 'mongodb';
import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from '../owner/helpers';
import { readOutbox } from '../messages/outbox';

jest.setTimeout(60_000);

const SERVICE = 'Exam, x-ray & cleaning';
const today = () => new Date().toISOString().slice(0, 10);

describe('price mismatch reports', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof signIn>>;
  let b: Awaited<ReturnType<typeof signIn>>;
  let clinicId: string;
  let ip = 1;
  const nextIp = () => `10.2.0.${ip++}`;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
    a = await signIn(t.app, 'report-owner@example.com');
    b = await signIn(t.app, 'other-owner@example.com');
    const body = multipart([['jsonPayload', JSON.stringify(validClinic({ otherServices: [{ description: 'Whitening', price: '250' }] }))]]);
    clinicId = (await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...a.headers, ...body.headers }, payload: body.payload })).json().result.id;
  });
  afterAll(() => t.close());

  const report = (payload: object, id = clinicId, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: `/clinics/${id}/price-reports`, payload, remoteAddress, headers: { 'user-agent': 'ReporterBrowser/1.0' } });
  const valid = () => ({ service: SERVICE, amountPaid: '165.50', visitDate: today(), note: 'They added a fee at the desk.' });
  const reports = () => t.app.mongo.db.collection('price_reports');
  const list = (headers: Record<string, string> = a.headers, id = clinicId) => t.app.inject({ method: 'GET', url: `/account/clinics/${id}/price-reports`, headers });
  const resolve = (reportId: string, headers: Record<string, string> = a.headers, id = clinicId) =>
    t.app.inject({ method: 'POST', url: `/account/clinics/${id}/price-reports/${reportId}/resolve`, headers });
  const profileService = async (description: string) =>
    ((await t.app.inject({ method: 'GET', url: `/clinics/${clinicId}` })).json().result.services as { description: string; differentPriceReported: boolean }[])
      .concat((await t.app.inject({ method: 'GET', url: `/clinics/${clinicId}` })).json().result.otherServices)
      .find((s) => s.description === description)!;

  it('stores the report with no personal data and mails it to the clinic', async () => {
    const res = await report(valid());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'accepted' });
    const stored = await reports().find({}).toArray();
    expect(stored).toHaveLength(1);
    expect(Object.keys(stored[0]).sort()).toEqual(['_id', 'amountPaid', 'clinicId', 'listedPrice', 'note', 'reportedAt', 'resolvedAt', 'service', 'visitDate']);
    expect(stored[0]).toMatchObject({ service: SERVICE, listedPrice: '120', amountPaid: '165.50', visitDate: today(), resolvedAt: null });
    expect(JSON.stringify(stored)).not.toMatch(/10\.2\.0|ReporterBrowser/);
    const mail = readOutbox(t.outboxDir).at(-1)!;
    expect(mail.headers.to).toBe('front@bright.example.com');
    expect(mail.headers.subject).toBe(`Price report for ${SERVICE} at Bright Smiles Dental`);
    for (const line of [`Service: ${SERVICE}`, 'Listed price: $120', 'Amount paid: $165.50', 'They added a fee at the desk.']) expect(mail.text).toContain(line);
  });

  it('the owner sees it; another owner gets 404 and cannot resolve it; a resolved report stays resolved', async () => {
    const own = await list();
    expect(own.statusCode).toBe(200);
    const [first] = own.json().results;
    expect(first).toMatchObject({ clinicId, service: SERVICE, amountPaid: '165.50', resolvedAt: null });
    expect((await list(b.headers)).statusCode).toBe(404);
    expect((await list({})).statusCode).toBe(401);
    expect((await resolve(first.id, b.headers)).statusCode).toBe(404);
    expect((await reports().findOne({ _id: new ObjectId(first.id) }))!.resolvedAt).toBeNull();
    // B's own clinic id with A's report id: not found either.
    const body = multipart([['jsonPayload', JSON.stringify(validClinic())]]);
    const bClinic = (await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...b.headers, ...body.headers }, payload: body.payload })).json().result.id;
    expect((await resolve(first.id, b.headers, bClinic)).statusCode).toBe(404);
    expect((await reports().findOne({ _id: new ObjectId(first.id) }))!.resolvedAt).toBeNull();
    const done = await resolve(first.id);
    expect(done.statusCode).toBe(200);
    expect(done.json().result.resolvedAt).not.toBeNull();
    const again = await resolve(first.id);
    expect(again.json().result.resolvedAt).toBe(done.json().result.resolvedAt);
    expect((await resolve('0123456789abcdef01234567')).statusCode).toBe(404);
  });

  it('shows "Patients reported a different price" data at two unresolved reports in 90 days, for that price only', async () => {
    expect((await profileService(SERVICE)).differentPriceReported).toBe(false); // one report, resolved
    await report(valid());
    expect((await profileService(SERVICE)).differentPriceReported).toBe(false);
    // An old unresolved report does not count.
    await reports().insertOne({ _id: new ObjectId(), clinicId: new ObjectId(clinicId), service: SERVICE, listedPrice: '120', amountPaid: '1', visitDate: '2024-01-01', note: '', reportedAt: new Date(Date.now() - 91 * 86_400_000), resolvedAt: null });
    expect((await profileService(SERVICE)).differentPriceReported).toBe(false);
    await report({ ...valid(), note: undefined });
    expect((await profileService(SERVICE)).differentPriceReported).toBe(true);
    expect((await profileService('Whitening')).differentPriceReported).toBe(false);
    // Resolving one takes the notice away.
    const open = (await list()).json().results.filter((r: { resolvedAt: string | null; visitDate: string }) => r.resolvedAt === null && r.visitDate === today());
    await resolve(open[0].id);
    expect((await profileService(SERVICE)).differentPriceReported).toBe(false);
  });

  it.each([
    ['a missing service', { service: undefined }, '/body/service'],
    ['a service the clinic does not list', { service: 'Root canal' }, '/body/service'],
    ['an operator object as service', { service: { $ne: '' } }, '/body/service'],
    ['a number as amount', { amountPaid: 120 }, '/body/amountPaid'],
    ['a huge amount', { amountPaid: '99999999999' }, '/body/amountPaid'],
    ['a negative amount', { amountPaid: '-5' }, '/body/amountPaid'],
    ['an operator object as amount', { amountPaid: { $gt: 0 } }, '/body/amountPaid'],
    ['a date that does not exist', { visitDate: '2025-02-30' }, '/body/visitDate'],
    ['a date in another format', { visitDate: '03/04/2025' }, '/body/visitDate'],
    ['a date in the future', { visitDate: '2999-01-01' }, '/body/visitDate'],
    ['a date three years ago', { visitDate: `${new Date().getUTCFullYear() - 3}-01-01` }, '/body/visitDate'],
    ['a note over 1000 characters', { note: 'x'.repeat(1001) }, '/body/note'],
    ['an email field (personal data is not taken)', { email: 'me@example.com' }, '/body/email'],
  ])('%s -> 400 naming the field, nothing stored', async (_name, change, field) => {
    const before = await reports().countDocuments();
    const mails = readOutbox(t.outboxDir).length;
    const res = await report({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field });
    expect(res.json().message).toContain(field.split('/').pop());
    expect(await reports().countDocuments()).toBe(before);
    expect(readOutbox(t.outboxDir)).toHaveLength(mails);
  });

  it('an unknown clinic is 404, a bad clinic id 400 naming clinicId, and a bad report id 400 naming id', async () => {
    expect((await report(valid(), '0123456789abcdef01234567')).statusCode).toBe(404);
    const bad = await report(valid(), 'nope');
    expect(bad.json()).toMatchObject({ statusCode: 400, field: '/params/clinicId' });
    expect((await resolve('x')).json()).toMatchObject({ statusCode: 400, field: '/params/id' });
    expect((await list(a.headers, '{"$ne":1}')).json()).toMatchObject({ statusCode: 400, field: '/params/clinicId' });
  });

  it('has the rate limit of messages: the 6th report in a minute from one address is 429', async () => {
    const from = '10.3.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await report(valid(), clinicId, from)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('price reports behind the bot check', () => {
  let t: TestApp;
  afterAll(() => t?.close());
  it('with RECAPTCHA_SECRET set, a report without a token is 400 naming recaptchaToken and nothing is stored', async () => {
    t = await buildOwnerTestApp({ RECAPTCHA_SECRET: 'test-secret' });
    const owner = await signIn(t.app, 'bot-owner@example.com');
    const body = multipart([['jsonPayload', JSON.stringify(validClinic())]]);
    const id = (await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...owner.headers, ...body.headers }, payload: body.payload })).json().result.id;
    const res = await t.app.inject({ method: 'POST', url: `/clinics/${id}/price-reports`, payload: { service: SERVICE, amountPaid: '99', visitDate: today() } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: '/body/recaptchaToken' });
    expect(await t.app.mongo.db.collection('price_reports').countDocuments()).toBe(0);
  });
});

describe('the owner routes of issue 18: bad ids and unconfirmed accounts', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signIn>>;
  let clinicId: string;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
    owner = await signIn(t.app, 'ids-owner@example.com');
    const body = multipart([['jsonPayload', JSON.stringify(validClinic())]]);
    clinicId = (await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...owner.headers, ...body.headers }, payload: body.payload })).json().result.id;
  });
  afterAll(() => t.close());

  const routes = (clinic: string, report = '0123456789abcdef01234567') => [
    { method: 'POST' as const, url: `/account/clinics/${clinic}/prices-confirmation` },
    { method: 'GET' as const, url: `/account/clinics/${clinic}/price-reports` },
    { method: 'POST' as const, url: `/account/clinics/${clinic}/price-reports/${report}/resolve` },
  ];

  it.each([
    ['an operator object', encodeURIComponent('{"$ne":null}')],
    ['a huge id', 'a'.repeat(5000)],
    ['23 hex digits', 'a'.repeat(23)],
  ])('%s as clinicId -> 400 naming clinicId on every route, nothing changed', async (_name, bad) => {
    const before = await t.app.mongo.db.collection('clinics').find({}).toArray();
    for (const r of routes(bad)) {
      const res = await t.app.inject({ ...r, headers: owner.headers });
      // A URL past the router's limit is refused before routing (414); otherwise the id is named.
      expect([400, 414]).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json().field).toBe('/params/clinicId');
    }
    expect(await t.app.mongo.db.collection('clinics').find({}).toArray()).toEqual(before);
  });

  it('an operator object as report id -> 400 naming id', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/account/clinics/${clinicId}/price-reports/${encodeURIComponent('{"$gt":""}')}/resolve`, headers: owner.headers });
    expect(res.json()).toMatchObject({ statusCode: 400, field: '/params/id' });
  });

  it('a body on the confirmation is not read: an operator object changes nothing but the dates', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/account/clinics/${clinicId}/prices-confirmation`, headers: owner.headers, payload: { $set: { 'detail.name': 'Hacked' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.detail.name).toBe('Bright Smiles Dental');
  });

  it('an account whose email is not confirmed gets 403 on every route and changes nothing', async () => {
    await t.app.inject({ method: 'POST', url: '/auth/signup', payload: { email: 'unconfirmed@example.com', password: 'password1' } });
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'unconfirmed@example.com', password: 'password1' } });
    const headers = { authorization: `Bearer ${login.json().token}` };
    for (const r of routes(clinicId)) expect((await t.app.inject({ ...r, headers })).statusCode).toBe(403);
  });
});
