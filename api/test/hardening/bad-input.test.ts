/**
 * Hardening, bad input over every route: wrong types, operator objects,
 * __proto__ keys, bad ids and cursors, oversize bodies, malformed JSON and
 * multipart. Each is a 4xx in the error shape, names what is wrong, and stores
 * nothing.
 */
import { buildHardeningApp, isErrorBody, trackWrites, type HardeningApp } from './support/app';
import { setUpCallers } from './support/callers';
import { multipart, validClinic, validDoctor } from '../owner/helpers';

jest.setTimeout(60_000);
let h: HardeningApp;
let ids: { clinicId: string; doctorId: string };
let token = '';
let writes: ReturnType<typeof trackWrites>;
beforeAll(async () => {
  h = await buildHardeningApp();
  writes = trackWrites(h.app);
  const callers = await setUpCallers(h);
  ids = { clinicId: callers.clinicId, doctorId: callers.doctorId };
  token = callers.tokens[0];
});
afterAll(() => h.close());

interface Case {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `:clinic` and `:doctor` become owner A's ids. */
  url: string;
  body?: string | (() => { payload: Buffer | string; headers: Record<string, string> });
  contentType?: string;
  /** What the message must mention. */
  names?: RegExp;
}

const json = (value: unknown) => JSON.stringify(value);
const CASES: [string, Case][] = [];
const add = (name: string, c: Case) => CASES.push([name, c]);

// JSON-body routes and a valid body for each, broken one field at a time.
const BODY_ROUTES: [string, string, Record<string, unknown>][] = [
  ['POST', '/auth/signup', { email: 'new@example.com', password: 'long enough password' }],
  ['POST', '/auth/login', { email: 'owner-a@example.com', password: 'long enough password' }],
  ['POST', '/auth/dev/token', { email: 'dev@example.com' }],
  ['POST', '/google_auth', { token: 'a.b.c' }],
  ['POST', '/contact_us', { first_name: 'Ann', last_name: 'Lee', email_address: 'ann@example.com', message: 'Hello there' }],
  ['POST', '/clinics/:clinic/contact', { name: 'Ann', emailAddress: 'ann@example.com', message: 'Hello', recaptchaToken: '' }],
  ['POST', '/clinics/:clinic/events', { type: 'profile_view' }],
];
for (const [method, url, valid] of BODY_ROUTES) {
  const route = `${method} ${url}`;
  add(`${route}: a cut-off JSON body`, { method: method as 'POST', url, body: '{"email":', names: /not valid JSON/ });
  add(`${route}: JSON with a trailing comma`, { method: method as 'POST', url, body: '{"a":1,}', names: /not valid JSON/ });
  add(`${route}: JSON in single quotes`, { method: method as 'POST', url, body: "{'a':1}", names: /not valid JSON/ });
  add(`${route}: a __proto__ key`, { method: method as 'POST', url, body: `{"__proto__":{"admin":true},${json(valid).slice(1)}`, names: /__proto__/ });
  add(`${route}: constructor.prototype`, { method: method as 'POST', url, body: `{"constructor":{"prototype":{"admin":true}},${json(valid).slice(1)}`, names: /constructor/ });
  add(`${route}: an array body`, { method: method as 'POST', url, body: '[]', names: /body/ });
  add(`${route}: a string body`, { method: method as 'POST', url, body: '"hello"', names: /body/ });
  add(`${route}: null`, { method: method as 'POST', url, body: 'null', names: /body/ });
  add(`${route}: an unknown field`, { method: method as 'POST', url, body: json({ ...valid, isAdmin: true }), names: /isAdmin|additional|unknown/i });
  add(`${route}: 2 MB`, { method: method as 'POST', url, body: json({ ...valid, padding: 'x'.repeat(2_000_000) }) });
  add(`${route}: text/plain`, { method: method as 'POST', url, body: 'email=a', contentType: 'text/plain' });
  for (const field of Object.keys(valid)) {
    add(`${route}: ${field} as a number`, { method: method as 'POST', url, body: json({ ...valid, [field]: 12345 }), names: new RegExp(field) });
    add(`${route}: ${field} as an operator object`, { method: method as 'POST', url, body: json({ ...valid, [field]: { $gt: '' } }), names: new RegExp(field) });
    add(`${route}: ${field} as an array`, { method: method as 'POST', url, body: json({ ...valid, [field]: ['a'] }), names: new RegExp(field) });
    if (field !== 'recaptchaToken') add(`${route}: ${field} missing`, { method: method as 'POST', url, body: json({ ...valid, [field]: undefined }), names: new RegExp(field) });
  }
}

// Query strings.
for (const [url, field] of [
  ['/clinics?categoryId=1', 'categoryId'],
  ['/clinics/markers?categoryId=1', 'categoryId'],
  ['/places?q=aus', 'q'],
  ['/account/metrics?days=7', 'days'],
] as const) {
  const base = url.split('?')[0];
  add(`GET ${base}: ${field} as an operator`, { method: 'GET', url: `${base}?${field}[$ne]=1`, names: new RegExp(field) });
  add(`GET ${base}: ${field} as [$gt] encoded`, { method: 'GET', url: `${base}?${field}%5B%24gt%5D=`, names: new RegExp(field) });
  add(`GET ${base}: ${field} twice`, { method: 'GET', url: `${base}?${field}=1&${field}=2`, names: new RegExp(field) });
  add(`GET ${base}: ${field} as __proto__`, { method: 'GET', url: `${base}?__proto__[${field}]=1`, names: /./ });
  add(`GET ${base}: ${field} 3000 characters`, { method: 'GET', url: `${base}?${field}=${'9'.repeat(3000)}`, names: new RegExp(field) });
}

// Ids in paths.
const BAD_IDS = ['not-an-id', '123', 'zzzzzzzzzzzzzzzzzzzzzzzz', '0123456789abcdef0123456', '%00', '..%2F..%2Fetc', encodeURIComponent('{"$gt":""}')];
for (const id of BAD_IDS) {
  add(`GET /clinics/${id}`, { method: 'GET', url: `/clinics/${id}`, names: /id/ });
  add(`GET /test/${id}`, { method: 'GET', url: `/test/${id}`, names: /id/ });
  add(`GET /images/${id}`, { method: 'GET', url: `/images/${id}`, names: /id/ });
  add(`DELETE /account/clinics/${id}`, { method: 'DELETE', url: `/account/clinics/${id}`, names: /id/ });
  add(`DELETE doctor ${id}`, { method: 'DELETE', url: `/account/clinics/:clinic/doctors/${id}`, names: /id/ });
  add(`POST /clinics/${id}/events`, { method: 'POST', url: `/clinics/${id}/events`, body: json({ type: 'profile_view' }), names: /clinicId/ });
}

// Cursors.
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
for (const cursor of ['not-a-cursor', b64('{'), b64([]), b64(null), b64({ s: 'name', v: { $gt: '' }, id: 'x' }), b64({ s: 'name', v: 'a', id: { $ne: null } }), b64({ s: 'rating', v: 1, id: 'dc0000000000000000000001' }), b64({ __proto__: { x: 1 } }), '%00', 'x'.repeat(3000)]) {
  add(`GET /clinics cursor ${cursor.slice(0, 20)}`, { method: 'GET', url: `/clinics?categoryId=1&cursor=${cursor}`, names: /cursor/ });
}

// Multipart routes.
const MULTIPART: [string, string, () => Record<string, unknown>][] = [
  ['POST', '/account/clinics', () => validClinic()],
  ['PUT', '/account/clinics/:clinic', () => validClinic()],
  ['POST', '/account/clinics/:clinic/doctors', () => validDoctor()],
];
for (const [method, url, valid] of MULTIPART) {
  const route = `${method} ${url}`;
  const form = (jsonPayload: string) => () => multipart([['jsonPayload', jsonPayload]]);
  add(`${route}: multipart without a boundary`, { method: method as 'POST', url, body: () => ({ payload: 'abc', headers: { 'content-type': 'multipart/form-data' } }), names: /boundary/ });
  add(`${route}: a truncated multipart body`, { method: method as 'POST', url, body: () => { const f = multipart([['jsonPayload', json(valid())]]); return { payload: f.payload.subarray(0, f.payload.length - 20), headers: f.headers }; }, names: /truncated/ });
  add(`${route}: JSON instead of multipart`, { method: method as 'POST', url, body: json(valid()), names: /multipart/ });
  add(`${route}: jsonPayload not JSON`, { method: method as 'POST', url, body: form('{"detail":'), names: /jsonPayload/ });
  add(`${route}: jsonPayload with __proto__`, { method: method as 'POST', url, body: form(`{"__proto__":{"x":1},${json(valid()).slice(1)}`), names: /__proto__|jsonPayload/ });
  add(`${route}: jsonPayload an array`, { method: method as 'POST', url, body: form('[]'), names: /jsonPayload/ });
  add(`${route}: an operator object in jsonPayload`, { method: method as 'POST', url, body: form(json({ ...valid(), categoryId: { $gt: 0 }, firstname: { $ne: '' } })), names: /jsonPayload/ });
  add(`${route}: jsonPayload over 1 MB`, { method: method as 'POST', url, body: form(json({ ...valid(), padding: 'x'.repeat(1_100_000) })), names: /jsonPayload/ });
}

describe('bad input over every route: 4xx naming the problem, nothing stored', () => {
  it('has at least 150 cases', () => expect(CASES.length).toBeGreaterThanOrEqual(150));

  it.each(CASES)('%s', async (_name, c) => {
    const url = c.url.replace(':clinic', ids.clinicId).replace(':doctor', ids.doctorId);
    const body = typeof c.body === 'function' ? c.body() : c.body !== undefined ? { payload: c.body, headers: { 'content-type': c.contentType ?? 'application/json' } } : undefined;
    writes.take();
    const res = await h.app.inject({
      method: c.method,
      url,
      remoteAddress: `10.1.${CASES.findIndex(([, x]) => x === c) % 250}.${Math.floor(Math.random() * 250)}`,
      headers: { authorization: token, ...(body?.headers ?? {}) },
      payload: body?.payload,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const answer = res.json() as { message: string };
    expect(isErrorBody(res.statusCode, answer)).toBe(true);
    if (c.names && res.statusCode !== 429) expect(answer.message).toMatch(c.names);
    expect(writes.take()).toEqual([]); // no write command reached the database
  });
});
