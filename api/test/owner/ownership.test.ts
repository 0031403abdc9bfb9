import { buildOwnerTestApp, multipart, pngImage, signIn, validClinic, validDoctor, type TestApp } from './helpers';

type Session = Awaited<ReturnType<typeof signIn>>;

/** Every account route, called by anonymous, owner A (who owns the clinic) and owner B. */
describe('ownership matrix over every account route', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let clinicId: string;
  let doctorId: string;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
    a = await signIn(t.app, 'a@example.com');
    b = await signIn(t.app, 'b@example.com');
    const body = multipart([['jsonPayload', JSON.stringify(validClinic({ images: [{ url: '' }] }))], ['image0', { bytes: await pngImage() }]]);
    const created = await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...a.headers, ...body.headers }, payload: body.payload });
    expect(created.statusCode).toBe(201);
    clinicId = created.json().result.id;
    const doc = multipart([['jsonPayload', JSON.stringify(validDoctor())]]);
    const doctor = await t.app.inject({ method: 'POST', url: `/account/clinics/${clinicId}/doctors`, headers: { ...a.headers, ...doc.headers }, payload: doc.payload });
    expect(doctor.statusCode).toBe(201);
    doctorId = doctor.json().result.id;
  });
  afterAll(() => t.close());

  const clinicBody = () => multipart([['jsonPayload', JSON.stringify(validClinic({ detail: { ...validClinic().detail, name: 'Taken over' } }))]]);
  const doctorBody = () => multipart([['jsonPayload', JSON.stringify(validDoctor({ firstname: 'Mallory' }))]]);
  const routes = () =>
    [
      ['GET /account/clinics', 'GET', '/account/clinics', undefined],
      ['POST /account/clinics', 'POST', '/account/clinics', clinicBody()],
      ['PUT /account/clinics/:id', 'PUT', `/account/clinics/${clinicId}`, clinicBody()],
      ['POST doctors', 'POST', `/account/clinics/${clinicId}/doctors`, doctorBody()],
      ['PUT doctor', 'PUT', `/account/clinics/${clinicId}/doctors/${doctorId}`, doctorBody()],
      ['DELETE doctor', 'DELETE', `/account/clinics/${clinicId}/doctors/${doctorId}`, undefined],
      ['DELETE /account/clinics/:id', 'DELETE', `/account/clinics/${clinicId}`, undefined],
      ['GET /account/metrics', 'GET', '/account/metrics?days=7', undefined],
    ] as const;
  const call = (method: string, url: string, body: ReturnType<typeof multipart> | undefined, headers: Record<string, string>) =>
    t.app.inject({ method: method as 'GET', url, headers: { ...headers, ...(body?.headers ?? {}) }, payload: body?.payload });
  const snapshot = async () => (await call('GET', '/account/clinics', undefined, a.headers)).json().results;

  it.each([0, 1, 2, 3, 4, 5, 6, 7])('anonymous gets 401 on route #%i', async (i) => {
    const [, method, url, body] = routes()[i];
    const res = await call(method, url, body, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 7])('a bad token gets 401 on route #%i', async (i) => {
    const [, method, url, body] = routes()[i];
    expect((await call(method, url, body, { authorization: `Bearer ${a.token}x` })).statusCode).toBe(401);
  });

  it("owner B never sees or changes A's clinic or doctor", async () => {
    const before = await snapshot();
    const list = await call('GET', '/account/clinics', undefined, b.headers);
    expect(list.json()).toEqual({ results: [] });
    for (const i of [2, 3, 4, 5, 6]) {
      const [name, method, url, body] = routes()[i];
      const res = await call(method, url, body, b.headers);
      expect({ name, status: res.statusCode }).toEqual({ name, status: 404 });
      expect(res.json().message).toMatch(/not found/);
    }
    const metrics = await call('GET', '/account/metrics?days=7', undefined, b.headers);
    expect(metrics.json().results).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('B creating a clinic gets its own, which A does not see', async () => {
    const res = await call('POST', '/account/clinics', clinicBody(), b.headers);
    expect(res.statusCode).toBe(201);
    expect((await snapshot()).map((c: { id: string }) => c.id)).toEqual([clinicId]);
    const other = res.json().result.id;
    expect((await call('DELETE', `/account/clinics/${other}`, undefined, a.headers)).statusCode).toBe(404);
    expect((await call('GET', '/account/clinics', undefined, b.headers)).json().results).toHaveLength(1);
  });

  it('owner A reads and changes its own clinic and doctor', async () => {
    expect((await call('GET', '/account/clinics', undefined, a.headers)).json().results[0].doctors).toHaveLength(1);
    for (const [i, status] of [[2, 200], [3, 201], [4, 200], [5, 204], [6, 204]] as const) {
      const [name, method, url, body] = routes()[i];
      expect({ name, status: (await call(method, url, body, a.headers)).statusCode }).toEqual({ name, status });
    }
    expect(await snapshot()).toEqual([]);
  });

  it('answers 404 for an unknown clinic id and 400 for a malformed one', async () => {
    expect((await call('DELETE', '/account/clinics/0123456789abcdef01234567', undefined, a.headers)).statusCode).toBe(404);
    const bad = await call('DELETE', '/account/clinics/not-an-id', undefined, a.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/params\/id/);
  });
});
