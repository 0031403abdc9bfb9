/**
 * Every body the parsers cannot read is a 4xx that names the problem (issue 12,
 * low items): a multipart body without a boundary, a truncated one, a JSON body
 * with a __proto__ key; and nothing is stored.
 */
import { buildOwnerTestApp, imageFileCount, multipart, signIn, validClinic, validDoctor, type TestApp } from '../owner/helpers';

type Session = Awaited<ReturnType<typeof signIn>>;
jest.setTimeout(60_000);

describe('body parser errors are 4xx naming the problem', () => {
  let t: TestApp;
  let a: Session;
  let clinicId: string;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
    a = await signIn(t.app, 'parser@example.com');
    const body = multipart([['jsonPayload', JSON.stringify(validClinic())]]);
    clinicId = (await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...a.headers, ...body.headers }, payload: body.payload })).json().result.id;
  });
  afterAll(() => t.close());

  const multipartRoutes = () => [
    ['POST', '/account/clinics', validClinic()],
    ['PUT', `/account/clinics/${clinicId}`, validClinic()],
    ['POST', `/account/clinics/${clinicId}/doctors`, validDoctor()],
  ] as const;
  const stored = async () => ({
    images: await imageFileCount(t.app),
    clinics: await t.app.mongo.db.collection('clinics').countDocuments(),
    clinic: JSON.stringify(await t.app.mongo.db.collection('clinics').findOne({}, { sort: { _id: 1 } })),
  });
  const send = (method: string, url: string, headers: Record<string, string>, payload: string | Buffer) =>
    t.app.inject({ method: method as 'POST', url, headers: { ...a.headers, ...headers }, payload });

  it.each([0, 1, 2])('multipart without a boundary -> 400 saying so (route #%i)', async (i) => {
    const [method, url] = multipartRoutes()[i];
    const before = await stored();
    const res = await send(method, url, { 'content-type': 'multipart/form-data' }, 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(/no boundary/) });
    expect(await stored()).toEqual(before);
  });

  it.each([0, 1, 2])('a truncated multipart body -> 400 saying it is truncated (route #%i)', async (i) => {
    const [method, url, payload] = multipartRoutes()[i];
    const body = multipart([['jsonPayload', JSON.stringify(payload)]]);
    const before = await stored();
    for (const cut of [60, 150, body.payload.length - 12]) {
      const res = await send(method, url, body.headers, body.payload.subarray(0, cut));
      expect({ cut, status: res.statusCode, message: res.json().message }).toEqual({ cut, status: 400, message: expect.stringMatching(/truncated/) });
    }
    expect(await stored()).toEqual(before);
  });

  it('a truncated image part -> 400 saying it is truncated', async () => {
    const body = multipart([['jsonPayload', JSON.stringify(validClinic({ images: [{ url: '' }] }))], ['image0', { bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5000)]) }]]);
    const res = await send('POST', '/account/clinics', body.headers, body.payload.subarray(0, body.payload.length - 200));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/truncated/);
  });

  it.each([
    ['a part with headers but no name', '--B\r\nnonsense\r\n\r\nx\r\n--B--\r\n', /malformed|jsonPayload is required/],
    ['a part named __proto__', '--B\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--B--\r\n', /__proto__/],
    ['a JSON field that is not JSON', '--B\r\nContent-Disposition: form-data; name="jsonPayload"\r\nContent-Type: application/json\r\n\r\n{oops\r\n--B--\r\n', /JSON/],
    ['only the closing boundary', '--B--\r\n', /jsonPayload is required/],
  ])('malformed multipart: %s -> 400 naming it', async (_name, payload, message) => {
    const res = await send('POST', '/account/clinics', { 'content-type': 'multipart/form-data; boundary=B' }, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it.each([
    ['__proto__ at the top', '{"email":"a@example.com","password":"12345678","__proto__":{"admin":true}}', /"__proto__" key/],
    ['__proto__ nested', '{"email":"a@example.com","password":"12345678","x":{"__proto__":{"admin":true}}}', /"__proto__" key/],
    ['constructor.prototype', '{"email":"a@example.com","password":"12345678","constructor":{"prototype":{"admin":true}}}', /"constructor.prototype" key/],
    ['a cut-off object', '{"email":', /not valid JSON/],
    ['an empty body', '', /empty/],
  ])('JSON body with %s -> 400 saying what is wrong', async (_name, payload, message) => {
    for (const url of ['/auth/login', '/contact_us', '/google_auth']) {
      const res = await t.app.inject({ method: 'POST', url, remoteAddress: `10.0.0.${payload.length % 250}`, headers: { 'content-type': 'application/json' }, payload });
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({ url, status: 400, message: expect.stringMatching(message) });
    }
  });

  it('a JSON body over the size limit -> 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/contact_us', remoteAddress: '10.9.9.9', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ message: 'x'.repeat(2_000_000) }) });
    expect(res.statusCode).toBe(413);
  });

  it('a JSON body sent to a multipart route -> 415 asking for multipart', async () => {
    const res = await send('POST', '/account/clinics', { 'content-type': 'application/json' }, JSON.stringify(validClinic()));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/multipart/);
  });
});
