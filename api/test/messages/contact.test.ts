import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from '../owner/helpers';
import { readOutbox } from './outbox';

describe('messages to clinics and to the site', () => {
  let t: TestApp;
  let clinicId: string;
  let noEmailClinicId: string;
  let ip = 1;
  /** Each test speaks from its own address so the rate limit is tested on its own. */
  const nextIp = () => `10.0.0.${ip++}`;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
    const a = await signIn(t.app, 'clinic-owner@example.com');
    const create = async (clinic: object) => {
      const body = multipart([['jsonPayload', JSON.stringify(clinic)]]);
      return (await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...a.headers, ...body.headers }, payload: body.payload })).json().result.id;
    };
    clinicId = await create(validClinic());
    noEmailClinicId = await create(validClinic({ detail: { ...validClinic().detail, emailAddress: '' } }));
  });
  afterAll(() => t.close());

  const contact = (payload: object, id = clinicId, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: `/clinics/${id}/contact`, payload, remoteAddress });
  const message = { name: 'Jo Patient', emailAddress: 'jo@example.com', message: 'Do you take walk-ins?\nThanks!', recaptchaToken: 'dev' };

  it('delivers a clinic message to the outbox with every field, and stores nothing but a counter', async () => {
    const collectionsBefore = (await t.app.mongo.db.listCollections().toArray()).map((c) => c.name).sort();
    const res = await contact(message);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'accepted' });
    const mails = readOutbox(t.outboxDir);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.headers.to).toBe('front@bright.example.com');
    expect(mail.headers['reply-to']).toBe('jo@example.com');
    expect(mail.headers.subject).toBe('Message from Jo Patient via DirectPay Clinics');
    expect(mail.text).toContain('Name: Jo Patient');
    expect(mail.text).toContain('Email: jo@example.com');
    expect(mail.text).toContain('Do you take walk-ins?\nThanks!');
    // Not stored: no collection holds the text; the only trace is a message_sent counter without sender data.
    const dump = JSON.stringify(await Promise.all(
      (await t.app.mongo.db.listCollections().toArray()).map((c) => t.app.mongo.db.collection(c.name).find({}).toArray()),
    ));
    expect(dump).not.toContain('walk-ins');
    expect(dump).not.toContain('jo@example.com');
    const events = await t.app.mongo.db.collection('events').find({}).toArray();
    expect(events).toHaveLength(1);
    expect(Object.keys(events[0]).sort()).toEqual(['_id', 'at', 'clinicId', 'day', 'type']);
    expect(collectionsBefore).not.toContain('messages');
  });

  it('delivers the site contact form to the site address with every field', async () => {
    const before = readOutbox(t.outboxDir).length;
    const payload = { first_name: 'Sam', last_name: 'Lee', company: 'Lee Dental', email_address: 'sam@lee.example.com', phone_number: '+1 801 555 0101', message: 'Please remove my account.' };
    const res = await t.app.inject({ method: 'POST', url: '/contact_us', payload, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(202);
    const mail = readOutbox(t.outboxDir)[before];
    expect(mail.headers.to).toBe('hello@directpay.local');
    expect(mail.headers['reply-to']).toBe('sam@lee.example.com');
    expect(mail.headers.subject).toBe('Contact form: Sam Lee');
    for (const line of ['First name: Sam', 'Last name: Lee', 'Company: Lee Dental', 'Email: sam@lee.example.com', 'Phone: +1 801 555 0101', 'Please remove my account.']) {
      expect(mail.text).toContain(line);
    }
  });

  it.each([
    ['missing name', { ...message, name: undefined }, /body\/name/],
    ['blank name', { ...message, name: '   ' }, /body\/name/],
    ['bad email', { ...message, emailAddress: 'jo' }, /body\/emailAddress/],
    ['empty message', { ...message, message: '' }, /body\/message/],
    ['unknown field', { ...message, cc: 'x@example.com' }, /body\/cc/],
  ])('clinic message: %s -> 400 naming the field', async (_n, payload, text) => {
    const res = await contact(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(text);
  });

  it.each([
    ['missing first name', { last_name: 'L', email_address: 'a@b.co', message: 'hi' }, /body\/first_name/],
    ['missing last name', { first_name: 'F', email_address: 'a@b.co', message: 'hi' }, /body\/last_name/],
    ['bad email', { first_name: 'F', last_name: 'L', email_address: 'nope', message: 'hi' }, /body\/email_address/],
    ['missing message', { first_name: 'F', last_name: 'L', email_address: 'a@b.co' }, /body\/message/],
    ['phone with letters', { first_name: 'F', last_name: 'L', email_address: 'a@b.co', message: 'hi', phone_number: 'call me' }, /body\/phone_number/],
    ['the original form names', { firstName: 'F', lastName: 'L', emailAddress: 'a@b.co', message: 'hi' }, /body\/(first_name|firstName)/],
  ])('site contact: %s -> 400 naming the field', async (_n, payload, text) => {
    const res = await t.app.inject({ method: 'POST', url: '/contact_us', payload, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(text);
  });

  it('answers 404 for an unknown clinic, 400 for a malformed id, 422 for a clinic without email', async () => {
    expect((await contact(message, '0123456789abcdef01234567')).statusCode).toBe(404);
    const bad = await contact(message, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/params\/clinicId/);
    expect((await contact(message, noEmailClinicId)).statusCode).toBe(422);
  });

  it('rate limits each client: the 6th message in a minute is 429 with Retry-After', async () => {
    const ipAddress = nextIp();
    for (let i = 0; i < 5; i++) expect((await contact(message, clinicId, ipAddress)).statusCode).toBe(202);
    const limited = await contact(message, clinicId, ipAddress);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/try again in \d+ seconds?/) });
    expect((await contact(message, clinicId, nextIp())).statusCode).toBe(202); // another client is not affected
  });

  it('rate limits the site contact form too', async () => {
    const ipAddress = nextIp();
    const payload = { first_name: 'F', last_name: 'L', email_address: 'a@b.co', message: 'hi' };
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await t.app.inject({ method: 'POST', url: '/contact_us', payload, remoteAddress: ipAddress })).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('the bot check when RECAPTCHA_SECRET is set', () => {
  let t: TestApp;
  let clinicId: string;
  const realFetch = global.fetch;
  beforeAll(async () => {
    t = await buildOwnerTestApp({ RECAPTCHA_SECRET: 'test-secret' });
    const a = await signIn(t.app, 'owner@example.com');
    const body = multipart([['jsonPayload', JSON.stringify(validClinic())]]);
    clinicId = (await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...a.headers, ...body.headers }, payload: body.payload })).json().result.id;
  });
  afterAll(async () => {
    global.fetch = realFetch;
    await t.close();
  });
  const answer = (json: object) => {
    const mock = jest.fn(async () => new Response(JSON.stringify(json), { status: 200 }));
    global.fetch = mock as unknown as typeof fetch;
    return mock;
  };
  const send = (recaptchaToken?: string) =>
    t.app.inject({ method: 'POST', url: `/clinics/${clinicId}/contact`, payload: { name: 'A', emailAddress: 'a@b.co', message: 'hi', recaptchaToken } });

  it('verifies the token with the secret and delivers when it passes', async () => {
    const mock = answer({ success: true, score: 0.9, action: 'submit' });
    expect((await send('good-token')).statusCode).toBe(202);
    const [url, init] = mock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://www.google.com/recaptcha/api/siteverify');
    const form = new URLSearchParams(String(init.body));
    expect(form.get('secret')).toBe('test-secret');
    expect(form.get('response')).toBe('good-token');
  });

  it('refuses a missing token, a failed check and a low score, naming recaptchaToken', async () => {
    answer({ success: true, score: 0.9, action: 'submit' });
    const missing = await send(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/recaptchaToken/);
    answer({ success: false });
    expect((await send('bad')).json().message).toMatch(/recaptchaToken/);
    answer({ success: true, score: 0.1, action: 'submit' });
    expect((await send('bot')).statusCode).toBe(400);
  });
});
