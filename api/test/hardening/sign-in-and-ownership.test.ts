/**
 * Hardening, sign-in and ownership: anonymous, owner A and owner B over every
 * account route, and tampered session tokens on every account route. (Google
 * and dev-provider token cases are in test/auth.)
 */
import { SignJWT, decodeJwt } from 'jose';
import { buildHardeningApp, type HardeningApp } from './support/app';
import { multipart, signIn, validClinic, validDoctor } from '../owner/helpers';

jest.setTimeout(60_000);
type Session = Awaited<ReturnType<typeof signIn>>;
let h: HardeningApp;
let a: Session;
let b: Session;
/** A's clinic and doctor for the cases that must change nothing (anonymous, tampered tokens). */
let shared: Target;
beforeAll(async () => {
  h = await buildHardeningApp();
  a = await signIn(h.app, 'matrix-a@example.com');
  b = await signIn(h.app, 'matrix-b@example.com');
  shared = await target();
});
afterAll(() => h.close());

interface Target {
  clinicId: string;
  doctorId: string;
}
type Route = [name: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: (t: Target) => string, body?: () => ReturnType<typeof multipart>];
const ROUTES: Route[] = [
  ['GET /account/clinics', 'GET', () => '/account/clinics'],
  ['POST /account/clinics', 'POST', () => '/account/clinics', () => multipart([['jsonPayload', JSON.stringify(validClinic())]])],
  ['PUT /account/clinics/:id', 'PUT', (t) => `/account/clinics/${t.clinicId}`, () => multipart([['jsonPayload', JSON.stringify(validClinic({ detail: { ...validClinic().detail, name: 'Taken over' } }))]])],
  ['DELETE /account/clinics/:id', 'DELETE', (t) => `/account/clinics/${t.clinicId}`],
  ['POST doctors', 'POST', (t) => `/account/clinics/${t.clinicId}/doctors`, () => multipart([['jsonPayload', JSON.stringify(validDoctor({ firstname: 'Mallory' }))]])],
  ['PUT doctor', 'PUT', (t) => `/account/clinics/${t.clinicId}/doctors/${t.doctorId}`, () => multipart([['jsonPayload', JSON.stringify(validDoctor({ firstname: 'Mallory' }))]])],
  ['DELETE doctor', 'DELETE', (t) => `/account/clinics/${t.clinicId}/doctors/${t.doctorId}`],
  ['GET /account/metrics', 'GET', () => '/account/metrics?days=30'],
];

/** A fresh clinic with a doctor for owner A. */
async function target(): Promise<Target> {
  const form = multipart([['jsonPayload', JSON.stringify(validClinic())]]);
  const clinic = await h.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...a.headers, ...form.headers }, payload: form.payload });
  const clinicId = clinic.json().result.id as string;
  const doctorForm = multipart([['jsonPayload', JSON.stringify(validDoctor())]]);
  const doctor = await h.app.inject({ method: 'POST', url: `/account/clinics/${clinicId}/doctors`, headers: { ...a.headers, ...doctorForm.headers }, payload: doctorForm.payload });
  return { clinicId, doctorId: doctor.json().result.id as string };
}
const call = (route: Route, t: Target, headers: Record<string, string>) => {
  const [, method, url, body] = route;
  const form = body?.();
  return h.app.inject({ method, url: url(t), headers: { ...headers, ...(form?.headers ?? {}) }, payload: form?.payload });
};
const aClinics = async () => (await h.app.inject({ method: 'GET', url: '/account/clinics', headers: a.headers })).json().results as { id: string; detail: { name: string }; doctors: unknown[] }[];

const EXPECTED_FOR_A: Record<string, number> = {
  'GET /account/clinics': 200,
  'POST /account/clinics': 201,
  'PUT /account/clinics/:id': 200,
  'DELETE /account/clinics/:id': 204,
  'POST doctors': 201,
  'PUT doctor': 200,
  'DELETE doctor': 204,
  'GET /account/metrics': 200,
};

describe('anonymous, owner A and owner B over every account route', () => {
  it.each(ROUTES.map((r) => [r[0], r] as const))('anonymous: %s -> 401', async (_name, route) => {
    const t = shared;
    const before = await aClinics();
    const res = await call(route, t, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    expect(await aClinics()).toEqual(before);
  });

  it.each(ROUTES.map((r) => [r[0], r] as const))("owner B: %s never reads or changes A's clinic or doctor", async (name, route) => {
    const t = await target();
    const before = await aClinics();
    const res = await call(route, t, b.headers);
    if (name === 'POST /account/clinics') expect(res.statusCode).toBe(201); // B's own clinic
    else if (route[1] === 'GET') {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(t.clinicId);
    } else {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/not found/i);
    }
    expect(await aClinics()).toEqual(before);
  });

  it.each(ROUTES.map((r) => [r[0], r] as const))('owner A: %s works on its own clinic', async (name, route) => {
    const t = await target();
    const res = await call(route, t, a.headers);
    expect(res.statusCode).toBe(EXPECTED_FOR_A[name]);
    if (name === 'GET /account/clinics') expect(res.body).toContain(t.clinicId);
  });
});

describe('tampered session tokens are refused on every account route', () => {
  const secret = () => new TextEncoder().encode(h.app.config.sessionSecret);
  const resign = async (claims: Record<string, unknown>, key: Uint8Array = secret()) => {
    const { iat: _iat, ...rest } = claims;
    return new SignJWT(rest).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt().sign(key);
  };
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const TAMPERINGS: [string, () => Promise<string>][] = [
    ['a flipped signature', async () => a.token.slice(0, -2) + (a.token.endsWith('AA') ? 'BB' : 'AA')],
    ["B's account id in A's payload, A's signature", async () => {
      const [header, , signature] = a.token.split('.');
      return `${header}.${b64({ ...decodeJwt(a.token), accountId: decodeJwt(b.token).accountId })}.${signature}`;
    }],
    ['signed with another secret', async () => resign(decodeJwt(a.token), new TextEncoder().encode('not-the-session-secret-but-long-enough'))],
    ['alg none', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(decodeJwt(a.token))}.`],
    ['expired', async () => resign({ ...decodeJwt(a.token), exp: Math.floor(Date.now() / 1000) - 60 })],
    ['another issuer', async () => resign({ ...decodeJwt(a.token), iss: 'https://accounts.google.com' })],
    ['another audience', async () => resign({ ...decodeJwt(a.token), aud: 'directpay-dev-client' })],
    ['a malformed account id', async () => resign({ ...decodeJwt(a.token), accountId: { $ne: null } })],
    ['the token without "Bearer"', async () => `RAW ${a.token}`],
  ];
  const cases = ROUTES.flatMap((route) => TAMPERINGS.map(([how, make]) => [`${route[0]} with ${how}`, route, make] as const));

  it.each(cases)('%s -> 401', async (_name, route, make) => {
    const t = shared;
    const before = await aClinics();
    const token = await make();
    const res = await call(route, t, { authorization: token.startsWith('RAW ') ? token.slice(4) : `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
    expect(await aClinics()).toEqual(before);
  });

  it('a token re-signed with the real secret and unchanged claims still works (the tampering cases are not rejected for their shape)', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/account/clinics', headers: { authorization: `Bearer ${await resign(decodeJwt(a.token))}` } });
    expect(res.statusCode).toBe(200);
  });
});
