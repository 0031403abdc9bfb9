/** Issue 12, item 6: a per-account login limit with a growing, capped delay, on top of the per-IP limit. */
import { buildOwnerTestApp, type TestApp } from '../owner/helpers';
import { MAX_DELAY_S, delaySeconds } from '#src/repositories/login-backoff/login-backoff';

describe('per-account login backoff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress: ip });
  /** Retry-After counts down from the delay (the request itself takes a moment on a busy machine). */
  const expectRetryAfter = (header: unknown, delay: number) => {
    expect(Number(header)).toBeLessThanOrEqual(delay);
    expect(Number(header)).toBeGreaterThan(delay - 2);
  };
  /** What waiting out the current delay does, without sleeping in a test. */
  const waitOut = (email: string) =>
    t.app.mongo.db.collection('login_failures').updateOne({ _id: email as never }, { $set: { blockedUntil: new Date(Date.now() - 1) } });

  it('the probe: guesses spread over 3 addresses, then the right password, do not get in', async () => {
    await t.app.inject({ method: 'POST', url: '/auth/signup', payload: { email: 'target@example.com', password: 'the-right-one' } });
    for (let i = 0; i < 10; i++) {
      expect((await login('target@example.com', `guess-${i}`, `10.0.0.${i % 3}`)).statusCode).toBe(401);
    }
    const right = await login('target@example.com', 'the-right-one', '10.0.0.9');
    expect(right.statusCode).toBe(429);
    expectRetryAfter(right.headers['retry-after'], delaySeconds(10));
    expect(right.json().message).toMatch(/^Too many failed logins for this email; try again in \d seconds?\.$/);
  });

  it('the delay grows with each failure after 10, and attempts while waiting neither count nor extend it', async () => {
    const email = 'grows@example.com';
    await t.app.inject({ method: 'POST', url: '/auth/signup', payload: { email, password: 'the-right-one' } });
    for (let i = 0; i < 10; i++) await login(email, `guess-${i}`, '10.0.1.1');
    for (const failures of [11, 12, 13]) {
      await waitOut(email);
      expect((await login(email, 'another-guess', '10.0.1.2')).statusCode).toBe(401);
      for (let j = 0; j < 5; j++) expect((await login(email, 'while-waiting', '10.0.1.3')).statusCode).toBe(429);
      expectRetryAfter((await login(email, 'the-right-one', '10.0.1.4')).headers['retry-after'], delaySeconds(failures));
    }
    expect([11, 12, 13].map(delaySeconds)).toEqual([10, 20, 40]);
  });

  it('never keeps the owner out for long: the delay is capped, and the right password after it resets the count', async () => {
    expect(delaySeconds(9)).toBe(0);
    expect(delaySeconds(10)).toBe(5);
    expect(delaySeconds(1000)).toBe(MAX_DELAY_S);
    expect(MAX_DELAY_S).toBeLessThanOrEqual(300);
    const email = 'owner-back@example.com';
    await t.app.inject({ method: 'POST', url: '/auth/signup', payload: { email, password: 'the-right-one' } });
    for (let i = 0; i < 10; i++) await login(email, `guess-${i}`, '10.0.2.1');
    await waitOut(email);
    expect((await login(email, 'the-right-one', '10.0.2.2')).statusCode).toBe(200);
    // Counted afresh: one wrong password after a success costs nothing.
    expect((await login(email, 'typo', '10.0.2.2')).statusCode).toBe(401);
    expect((await login(email, 'the-right-one', '10.0.2.2')).statusCode).toBe(200);
  });

  it('parallel guesses are admitted one by one: a burst gets 10 tries, the rest wait', async () => {
    const email = 'parallel@example.com';
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => login(email, `guess-${i}`, `10.0.4.${i % 3}`)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(14);
    expect((await login(email, 'guess', '10.0.4.9')).statusCode).toBe(429);
  });

  it('an unknown address is limited the same way, so the answers tell nothing', async () => {
    for (let i = 0; i < 10; i++) expect((await login('nobody@example.com', `guess-${i}`, '10.0.3.1')).statusCode).toBe(401);
    const res = await login('nobody@example.com', 'guess', '10.0.3.2');
    expect(res.statusCode).toBe(429);
    expectRetryAfter(res.headers['retry-after'], delaySeconds(10));
  });
});
