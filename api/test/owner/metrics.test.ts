import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from './helpers';

describe('clinic events and GET /account/metrics', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof signIn>>;
  let clinicId: string;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
    a = await signIn(t.app, 'metrics@example.com');
    const body = multipart([['jsonPayload', JSON.stringify(validClinic())]]);
    clinicId = (await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...a.headers, ...body.headers }, payload: body.payload })).json().result.id;
  });
  afterAll(() => t.close());
  const event = (type: unknown, id = clinicId) => t.app.inject({ method: 'POST', url: `/clinics/${id}/events`, payload: { type } });

  it('counts views, price views, website clicks and sent messages per day', async () => {
    for (const type of ['profile_view', 'profile_view', 'prices_view', 'website_click']) expect((await event(type)).statusCode).toBe(204);
    await t.app.inject({ method: 'POST', url: `/clinics/${clinicId}/contact`, payload: { name: 'A', emailAddress: 'a@b.co', message: 'hi' } });
    const res = await t.app.inject({ method: 'GET', url: '/account/metrics?days=7', headers: a.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toBe(7);
    expect(body.results).toHaveLength(1);
    const [row] = body.results;
    expect(row).toMatchObject({ clinicId, name: 'Bright Smiles Dental', totals: { profileViews: 2, pricesViews: 1, messagesSent: 1, websiteClicks: 1 } });
    expect(row.daily).toHaveLength(7);
    expect(row.daily[6]).toEqual({ date: new Date().toISOString().slice(0, 10), profileViews: 2, pricesViews: 1, messagesSent: 1, websiteClicks: 1 });
    expect(row.daily[0].date < row.daily[6].date).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/account/metrics?days=90', headers: a.headers })).json().results[0].daily).toHaveLength(90);
  });

  it('stores only clinic, type and time: no IP or user agent', async () => {
    await t.app.inject({ method: 'POST', url: `/clinics/${clinicId}/events`, payload: { type: 'profile_view' }, headers: { 'user-agent': 'SpyBrowser/1.0' }, remoteAddress: '203.0.113.9' });
    const dump = JSON.stringify(await t.app.mongo.db.collection('events').find({}).toArray());
    expect(dump).not.toContain('SpyBrowser');
    expect(dump).not.toContain('203.0.113.9');
  });

  it.each([
    ['unknown type', 'message_sent', 400],
    ['missing type', undefined, 400],
  ])('rejects %s', async (_n, type, status) => {
    const res = await event(type);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(/body/);
  });

  it("counts visitors only: the clinic's own account previewing it is answered alike and not counted", async () => {
    const views = async () => (await t.app.inject({ method: 'GET', url: '/account/metrics?days=7', headers: a.headers })).json().results[0].totals.profileViews as number;
    const before = await views();
    const own = await t.app.inject({ method: 'POST', url: `/clinics/${clinicId}/events`, payload: { type: 'profile_view' }, headers: a.headers });
    expect(own.statusCode).toBe(204);
    expect(await views()).toBe(before);

    // Another account's owner is a visitor here, and so is a caller with a token that is no session.
    const other = await signIn(t.app, 'metrics-visitor@example.com');
    expect((await t.app.inject({ method: 'POST', url: `/clinics/${clinicId}/events`, payload: { type: 'profile_view' }, headers: other.headers })).statusCode).toBe(204);
    expect(await views()).toBe(before + 1);
    expect((await t.app.inject({ method: 'POST', url: `/clinics/${clinicId}/events`, payload: { type: 'profile_view' }, headers: { authorization: 'Bearer not.a.token' } })).statusCode).toBe(204);
    expect(await views()).toBe(before + 2);
  });

  it('answers 404 for an unknown clinic', async () => {
    expect((await event('profile_view', '0123456789abcdef01234567')).statusCode).toBe(404);
  });
});
