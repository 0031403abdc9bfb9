/** Issue 12, item 1: password accounts confirm their email; Google takes over an unconfirmed one; addresses are normalised. */
import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from '../owner/helpers';
import { readOutbox } from '../messages/outbox';

describe('email confirmation and account pre-takeover', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const logIn = async (email: string, password: string) => {
    const res = await post('/auth/login', { email, password });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };
  const listClinics = (token: string) => t.app.inject({ method: 'GET', url: '/account/clinics', headers: bearer(token) });
  const addClinic = (token: string, name = 'Victim Dental') => {
    const body = multipart([['jsonPayload', JSON.stringify(validClinic({ detail: { ...validClinic().detail, name } }))]]);
    return t.app.inject({ method: 'POST', url: '/account/clinics', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  };
  /** The confirmation token in the newest mail to `email`. */
  const linkToken = (email: string) => {
    const mail = readOutbox(t.outboxDir).filter((m) => m.headers.to === email).pop();
    const match = /http:\/\/site\.test\/confirm-email\?token=([\w.%-]+)/.exec(mail?.text ?? '');
    if (!match) throw new Error(`no confirmation link mailed to ${email}`);
    return decodeURIComponent(match[1]);
  };

  it('mails a link; until it is opened the account cannot list clinics (403 naming the reason)', async () => {
    expect((await post('/auth/signup', { email: 'new-owner@example.com', password: 'password1' })).statusCode).toBe(202);
    const token = await logIn('new-owner@example.com', 'password1');
    const session = await t.app.inject({ method: 'GET', url: '/auth/session', headers: bearer(token) });
    expect(session.json()).toMatchObject({ email: 'new-owner@example.com', emailConfirmed: false, hasPassword: true });
    for (const res of [await listClinics(token), await addClinic(token)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/Confirm your email address before listing clinics/);
    }
    expect(await t.app.mongo.db.collection('clinics').countDocuments()).toBe(0);

    const confirmed = await post('/auth/confirm-email', { token: linkToken('new-owner@example.com') });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: 'new-owner@example.com' });
    expect((await t.app.inject({ method: 'GET', url: '/auth/session', headers: bearer(token) })).json().emailConfirmed).toBe(true);
    expect((await addClinic(token, 'Confirmed Dental')).statusCode).toBe(201);
    expect((await listClinics(token)).json().results).toHaveLength(1);
  });

  it('a link works once; a made-up or used one is a 400 naming the token', async () => {
    await post('/auth/signup', { email: 'once@example.com', password: 'password1' });
    const link = linkToken('once@example.com');
    expect((await post('/auth/confirm-email', { token: link })).statusCode).toBe(200);
    for (const token of [link, `${link.split('.')[0]}.forged`, 'nonsense', `${'0'.repeat(24)}.x`]) {
      const res = await post('/auth/confirm-email', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^body\/token/);
      expect(res.json().field).toBe('/body/token');
    }
  });

  it('"resend the link" mails a new one, the old one stops working, and a confirmed email says so', async () => {
    await post('/auth/signup', { email: 'resend@example.com', password: 'password1' });
    const first = linkToken('resend@example.com');
    const token = await logIn('resend@example.com', 'password1');
    const resent = await post('/auth/confirmation', {}, bearer(token));
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ status: 'check_email', email: 'resend@example.com' });
    const second = linkToken('resend@example.com');
    expect(second).not.toBe(first);
    expect((await post('/auth/confirm-email', { token: first })).statusCode).toBe(400);
    expect((await post('/auth/confirm-email', { token: second })).statusCode).toBe(200);
    const again = await post('/auth/confirmation', {}, bearer(token));
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('already_confirmed');
  });

  it('the probe: a Google sign-in takes over an unconfirmed password account; the attacker is out for good', async () => {
    await post('/auth/signup', { email: 'victim@example.com', password: 'attacker-pass' });
    const attackerLink = linkToken('victim@example.com');
    const attackerToken = await logIn('victim@example.com', 'attacker-pass');

    const victim = await signIn(t.app, 'victim@example.com');
    expect(victim.token).toEqual(expect.any(String));
    expect((await addClinic(victim.token)).statusCode).toBe(201);

    // The attacker's session, password and pending link all stopped working.
    expect((await listClinics(attackerToken)).statusCode).toBe(401);
    expect((await post('/auth/login', { email: 'victim@example.com', password: 'attacker-pass' })).statusCode).toBe(401);
    expect((await post('/auth/confirm-email', { token: attackerLink })).statusCode).toBe(400);
    const user = await t.app.mongo.db.collection('users').findOne({ email: 'victim@example.com' });
    expect(user).toMatchObject({ googleSub: expect.any(String) });
    expect(user?.password).toBeUndefined();
    // Never merged: still one user for the address.
    expect(await t.app.mongo.db.collection('users').countDocuments({ email: 'victim@example.com' })).toBe(1);
    expect((await listClinics(victim.token)).json().results.map((c: { detail: { name: string } }) => c.detail.name)).toEqual(['Victim Dental']);
  });

  it('a Google sign-in for a confirmed password account links to it; the password keeps working', async () => {
    await post('/auth/signup', { email: 'both@example.com', password: 'password1' });
    await post('/auth/confirm-email', { token: linkToken('both@example.com') });
    const password = await post('/auth/login', { email: 'both@example.com', password: 'password1' });
    const google = await signIn(t.app, 'both@example.com');
    expect(google.userId).toBe(password.json().userId);
    expect((await listClinics(password.json().token)).statusCode).toBe(200);
  });

  it('normalises addresses to NFC lower-case: a decomposed and a composed spelling are one account', async () => {
    const decomposed = 'JOSE\u0301@example.com';
    const res = await post('/auth/signup', { email: decomposed, password: 'password1' });
    expect(res.json().email).toBe('jos\u00e9@example.com');
    const google = await signIn(t.app, 'jos\u00e9@example.com');
    const login = await post('/auth/login', { email: 'jose\u0301@EXAMPLE.com', password: 'password1' });
    expect(login.statusCode).toBe(401); // taken over by Google: one account, not two
    expect(google.email).toBe('jos\u00e9@example.com');
    expect(await t.app.mongo.db.collection('users').countDocuments({ email: { $in: ['jos\u00e9@example.com', 'jose\u0301@example.com'] } })).toBe(1);
  });

  it.each([
    ['NUL', 'nul\u0000@example.com', 'U+0000'],
    ['a C1 control', 'c1\u0085x@example.com', 'U+0085'],
    ['a bidi override', 'rtl\u202Eexample@example.com', 'U+202E'],
  ])('refuses an address with %s (400 naming the field) and stores nothing', async (_n, email, code) => {
    const users = await t.app.mongo.db.collection('users').countDocuments();
    for (const url of ['/auth/signup', '/auth/login']) {
      const res = await post(url, { email, password: 'password1' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`body/email must not contain control characters (found ${code})`);
    }
    const dev = await post('/auth/dev/token', { email });
    const google = await post('/google_auth', { token: dev.json().token });
    expect(google.statusCode).toBe(400);
    expect(google.json().message).toMatch(/^body\/token email must not contain control characters/);
    expect(await t.app.mongo.db.collection('users').countDocuments()).toBe(users);
  });
});
