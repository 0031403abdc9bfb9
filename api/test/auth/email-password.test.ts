import { SignJWT } from 'jose';
import { buildOwnerTestApp, signIn, type TestApp } from '../owner/helpers';
import { readOutbox } from '../messages/outbox';

describe('email and password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
  });
  afterAll(() => t.close());
  const signup = (payload: object) => t.app.inject({ method: 'POST', url: '/auth/signup', payload });
  const login = (payload: object) => t.app.inject({ method: 'POST', url: '/auth/login', payload });

  it('signs up (202, check your email), then logs in with the password', async () => {
    const created = await signup({ email: 'Pat@Example.com', password: 'correct horse' });
    expect(created.statusCode).toBe(202);
    expect(created.json()).toEqual({ status: 'check_email', email: 'pat@example.com' });
    const res = await login({ email: 'pat@example.com', password: 'correct horse' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String), userId: expect.any(String), accountId: expect.any(String), email: 'pat@example.com' });
  });

  // Issue 12, item 7: sign-up does not reveal registered addresses.
  it('answers a registered email (any case) exactly like a new one, changes nothing and mails the owner', async () => {
    const fresh = await signup({ email: 'new-one@example.com', password: 'password1' });
    await signup({ email: 'dup@example.com', password: 'password1' });
    const usersBefore = await t.app.mongo.db.collection('users').countDocuments();
    const mailsBefore = readOutbox(t.outboxDir).length;
    const again = await signup({ email: 'DUP@example.com', password: 'password2' });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual({ ...fresh.json(), email: 'dup@example.com' });
    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    expect(await t.app.mongo.db.collection('users').countDocuments()).toBe(usersBefore);
    expect((await login({ email: 'dup@example.com', password: 'password1' })).statusCode).toBe(200);
    expect((await login({ email: 'dup@example.com', password: 'password2' })).statusCode).toBe(401);
    const mails = readOutbox(t.outboxDir).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0].headers.to).toBe('dup@example.com');
    expect(mails[0].text).toMatch(/already has an account/);
    expect(mails[0].text).toMatch(/http:\/\/site\.test\/login/);
    expect(mails[0].text).not.toMatch(/confirm-email/);
  });

  it('a Google account\'s address signing up is answered alike and its owner is told to log in with Google', async () => {
    await signIn(t.app, 'google-owner@example.com');
    const mailsBefore = readOutbox(t.outboxDir).length;
    const res = await signup({ email: 'google-owner@example.com', password: 'password1' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'check_email', email: 'google-owner@example.com' });
    const [mail] = readOutbox(t.outboxDir).slice(mailsBefore);
    expect(mail.text).toMatch(/log in with Google/);
    expect((await login({ email: 'google-owner@example.com', password: 'password1' })).statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    await signup({ email: 'lee@example.com', password: 'password1' });
    const wrong = await login({ email: 'lee@example.com', password: 'password2' });
    const unknown = await login({ email: 'nobody@example.com', password: 'password1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('a Google-only user cannot log in with a password', async () => {
    const dev = await t.app.inject({ method: 'POST', url: '/auth/dev/token', payload: { email: 'g@example.com' } });
    await t.app.inject({ method: 'POST', url: '/google_auth', payload: { token: dev.json().token } });
    expect((await login({ email: 'g@example.com', password: 'anything1' })).statusCode).toBe(401);
  });

  it.each([
    ['short password', { email: 'a@example.com', password: 'short' }, /password/],
    ['missing password', { email: 'a@example.com' }, /password/],
    ['bad email', { email: 'not-an-email', password: 'password1' }, /email/],
    ['unknown field', { email: 'a@example.com', password: 'password1', role: 'admin' }, /role|additional/],
  ])('signup rejects %s with 400 naming the field', async (_n, payload, message) => {
    const res = await signup(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});

describe('session tokens', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await buildOwnerTestApp();
    token = (await signIn(t.app, 's@example.com')).token;
  });
  afterAll(() => t.close());
  const call = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/account/clinics', headers: authorization ? { authorization } : {} });
  const secret = () => new TextEncoder().encode(t.app.config.sessionSecret);
  const sign = (alter: (jwt: SignJWT) => SignJWT, key = secret()) =>
    alter(new SignJWT({ accountId: '0'.repeat(24), email: 's@example.com', sv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('u'))
      .sign(key);

  it('lets a valid token through', async () => {
    expect((await call(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['not Bearer', `Basic ${token}`],
    ['garbage', 'Bearer abc.def.ghi'],
  ])('answers 401 for %s', async (_n, header) => {
    const res = await call(header);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/sign in/i);
  });

  it('answers 401 for an expired token', async () => {
    const expired = await sign((j) => j.setIssuer('directpay-api').setAudience('directpay-account').setIssuedAt(1000).setExpirationTime(2000));
    expect((await call(`Bearer ${expired}`)).statusCode).toBe(401);
  });

  it('answers 401 for a wrong issuer or audience', async () => {
    const wrongIss = await sign((j) => j.setIssuer('someone').setAudience('directpay-account').setExpirationTime('1h'));
    const wrongAud = await sign((j) => j.setIssuer('directpay-api').setAudience('someone').setExpirationTime('1h'));
    expect((await call(`Bearer ${wrongIss}`)).statusCode).toBe(401);
    expect((await call(`Bearer ${wrongAud}`)).statusCode).toBe(401);
  });

  it('answers 401 for another secret and for alg: none', async () => {
    const other = await sign((j) => j.setIssuer('directpay-api').setAudience('directpay-account').setExpirationTime('1h'), new TextEncoder().encode('x'.repeat(40)));
    expect((await call(`Bearer ${other}`)).statusCode).toBe(401);
    const [, payload] = token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await call(`Bearer ${none}`)).statusCode).toBe(401);
  });
});
