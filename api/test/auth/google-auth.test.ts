import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OAuth2Client } from 'google-auth-library';
import { createPublicKey } from 'node:crypto';
import { buildOwnerTestApp, type TestApp } from '../owner/helpers';
import { devKey, idToken, otherKey, unsignedToken } from './tokens';

const post = (t: TestApp, token: unknown) => t.app.inject({ method: 'POST', url: '/google_auth', payload: { token } });

describe('POST /google_auth with the development identity provider', () => {
  let t: TestApp;
  let kid: string;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
    kid = t.app.devIdp!.kid;
  });
  afterAll(() => t.close());

  it('signs in with a dev token, creating user and account once', async () => {
    const dev = await t.app.inject({ method: 'POST', url: '/auth/dev/token', payload: { email: 'Ann@Example.com' } });
    expect(dev.statusCode).toBe(200);
    const first = await post(t, dev.json().token);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({ token: expect.any(String), userId: expect.any(String), accountId: expect.any(String), email: 'ann@example.com' });
    const again = await post(t, (await t.app.inject({ method: 'POST', url: '/auth/dev/token', payload: { email: 'ann@example.com' } })).json().token);
    expect(again.json()).toMatchObject({ userId: body.userId, accountId: body.accountId });
  });

  it('lists the providers for the login page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/providers' });
    expect(res.json()).toEqual({ google: false, googleClientId: '', dev: true });
  });

  it.each([
    ['wrong audience', { aud: 'someone-else' }, /wrong audience/],
    ['wrong issuer', { iss: 'https://evil.example.com' }, /wrong issuer/],
    ['expired', { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }, /expired/],
    ['unverified email', { email_verified: false }, /not verified/],
  ])('rejects a token with %s (401)', async (_name, claims, message) => {
    const res = await post(t, await idToken(devKey(t.dataDir), kid, claims));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(message);
  });

  it('rejects a bad signature (another key claiming the dev kid)', async () => {
    const res = await post(t, await idToken(otherKey(), kid));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/bad signature/);
  });

  it('rejects a tampered payload', async () => {
    const [h, , s] = (await idToken(devKey(t.dataDir), kid)).split('.');
    const forged = Buffer.from(JSON.stringify({ email: 'boss@example.com', email_verified: true })).toString('base64url');
    expect((await post(t, `${h}.${forged}.${s}`)).statusCode).toBe(401);
  });

  it('rejects alg: none', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = unsignedToken(kid, { iss: 'https://accounts.google.com', aud: 'directpay-dev-client', email: 'a@b.co', email_verified: true, sub: 'x', iat: now, exp: now + 60 });
    const res = await post(t, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/RS256/);
  });

  it.each([
    ['missing token', {}, /token/],
    ['empty token', { token: '' }, /token/],
    ['garbage', { token: 'not-a-jwt' }, /valid ID token/],
    ['extra field', { token: 'a.b.c', admin: true }, /admin|additional/],
  ])('answers 4xx naming the problem for %s', async (_name, payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/google_auth', payload });
    expect([400, 401]).toContain(res.statusCode);
    expect(res.json().message).toMatch(message);
  });
});

describe('POST /google_auth with the dev provider off', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    on = await buildOwnerTestApp();
    off = await buildOwnerTestApp({ DEV_IDP: 'off' });
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it('has no dev token route', async () => {
    const res = await off.app.inject({ method: 'POST', url: '/auth/dev/token', payload: { email: 'a@b.co' } });
    expect(res.statusCode).toBe(404);
    expect((await off.app.inject({ method: 'GET', url: '/auth/providers' })).json().dev).toBe(false);
  });

  it('rejects a dev-signed token', async () => {
    const token = (await on.app.inject({ method: 'POST', url: '/auth/dev/token', payload: { email: 'a@b.co' } })).json().token;
    const res = await post(off, token);
    expect(res.statusCode).toBe(401);
  });

  it('rejects a dev-signed token even when the key file sits in its DATA_DIR', async () => {
    const token = await idToken(devKey(on.dataDir), on.app.devIdp!.kid);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'api-devkey-'));
    copyFileSync(path.join(on.dataDir, 'dev-idp-key.pem'), path.join(dir, 'dev-idp-key.pem'));
    const offWithKey = await buildOwnerTestApp({ DEV_IDP: 'off', DATA_DIR: dir });
    try {
      expect((await post(offWithKey, token)).statusCode).toBe(401);
    } finally {
      await offWithKey.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('POST /google_auth with Google certificates', () => {
  const key = otherKey();
  const pem = createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString();
  let t: TestApp;
  beforeAll(async () => {
    jest.spyOn(OAuth2Client.prototype, 'getFederatedSignonCertsAsync').mockResolvedValue({ certs: { 'google-kid': pem }, format: 'PEM' } as never);
    t = await buildOwnerTestApp({ GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com', DEV_IDP: 'off' });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  it('accepts a Google token for our client id, issuer without scheme too', async () => {
    const token = await idToken(key, 'google-kid', { aud: 'client-123.apps.googleusercontent.com', iss: 'accounts.google.com', email: 'g@example.com' });
    const res = await post(t, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('g@example.com');
    expect((await t.app.inject({ method: 'GET', url: '/auth/providers' })).json()).toEqual({ google: true, googleClientId: 'client-123.apps.googleusercontent.com', dev: false });
  });

  it.each([
    ['wrong audience', { aud: 'other.apps.googleusercontent.com' }],
    ['wrong issuer', { aud: 'client-123.apps.googleusercontent.com', iss: 'https://accounts.google.co' }],
    ['unverified email', { aud: 'client-123.apps.googleusercontent.com', email_verified: false }],
  ])('rejects %s', async (_name, claims) => {
    expect((await post(t, await idToken(key, 'google-kid', claims))).statusCode).toBe(401);
  });

  it('rejects an unknown signing key', async () => {
    expect((await post(t, await idToken(otherKey(), 'unknown-kid', { aud: 'client-123.apps.googleusercontent.com' }))).statusCode).toBe(401);
  });
});
