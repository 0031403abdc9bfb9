/** Issue 12, item 4: every session token carries the user's session version, checked on every account request. */
import { SignJWT, decodeJwt } from 'jose';
import { ObjectId } from 'mongodb';
import { buildOwnerTestApp, signIn, type TestApp } from '../owner/helpers';

describe('revocable sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const list = (token: string) => t.app.inject({ method: 'GET', url: '/account/clinics', headers: bearer(token) });
  const logOutEverywhere = (token: string) => t.app.inject({ method: 'DELETE', url: '/auth/sessions', headers: bearer(token) });

  it('a token carries the session version', async () => {
    const { token } = await signIn(t.app, 'carries@example.com');
    expect(decodeJwt(token).sv).toBe(0);
  });

  it('"Log out everywhere" ends this and every other session; a new sign-in works', async () => {
    const phone = await signIn(t.app, 'everywhere@example.com');
    const laptop = await signIn(t.app, 'everywhere@example.com');
    expect((await list(laptop.token)).statusCode).toBe(200);
    expect((await logOutEverywhere(phone.token)).statusCode).toBe(204);
    for (const token of [phone.token, laptop.token]) {
      const res = await list(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/session has ended/);
    }
    expect((await logOutEverywhere(laptop.token)).statusCode).toBe(401);
    const again = await signIn(t.app, 'everywhere@example.com');
    expect(decodeJwt(again.token).sv).toBe(1);
    expect((await list(again.token)).statusCode).toBe(200);
  });

  it('a password change ends every other session; the caller gets a new token and the new password works', async () => {
    const email = 'changes@example.com';
    await t.app.inject({ method: 'POST', url: '/auth/signup', payload: { email, password: 'old-password' } });
    const logIn = (password: string) => t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
    const here = (await logIn('old-password')).json().token as string;
    const elsewhere = (await logIn('old-password')).json().token as string;
    const change = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/auth/password', payload, headers: bearer(token) });

    const wrong = await change(here, { currentPassword: 'not-it', newPassword: 'new-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^body\/currentPassword/);
    expect(wrong.json().field).toBe('/body/currentPassword');
    const short = await change(here, { currentPassword: 'old-password', newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/^body\/newPassword/);

    const changed = await change(here, { currentPassword: 'old-password', newPassword: 'new-password' });
    expect(changed.statusCode).toBe(200);
    for (const token of [here, elsewhere]) expect((await t.app.inject({ method: 'GET', url: '/auth/session', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/auth/session', headers: bearer(changed.json().token) })).statusCode).toBe(200);
    expect((await logIn('old-password')).statusCode).toBe(401);
    expect((await logIn('new-password')).statusCode).toBe(200);
  });

  it('a Google account has no password to change (409)', async () => {
    const owner = await signIn(t.app, 'google-only@example.com');
    const res = await t.app.inject({ method: 'POST', url: '/auth/password', payload: { currentPassword: 'x', newPassword: 'new-password' }, headers: bearer(owner.token) });
    expect(res.statusCode).toBe(409);
  });

  it('deleting the user ends its sessions', async () => {
    const owner = await signIn(t.app, 'deleted@example.com');
    expect((await list(owner.token)).statusCode).toBe(200);
    await t.app.mongo.db.collection('users').deleteOne({ _id: new ObjectId(owner.userId) });
    expect((await list(owner.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/auth/session', headers: bearer(owner.token) })).statusCode).toBe(401);
  });

  it('refuses a validly signed token without a session version, or with another account id', async () => {
    const owner = await signIn(t.app, 'forged@example.com');
    const key = new TextEncoder().encode(t.app.config.sessionSecret);
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(owner.userId).setIssuer('directpay-api').setAudience('directpay-account').setExpirationTime('1h').sign(key);
    expect((await list(await sign({ accountId: owner.accountId, email: owner.email }))).statusCode).toBe(401);
    expect((await list(await sign({ accountId: new ObjectId().toHexString(), email: owner.email, sv: 0 }))).statusCode).toBe(401);
    expect((await list(await sign({ accountId: owner.accountId, email: owner.email, sv: 0 }))).statusCode).toBe(200);
  });
});
