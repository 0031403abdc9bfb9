/**
 * CORS is decided by the route the router picked (after it decoded the path),
 * never by the raw URL: an encoded path reaches the same route and gets the
 * same answer. Issue 12, item 2.
 */
import { buildOwnerTestApp, type TestApp } from '../owner/helpers';

jest.setTimeout(30_000);
const EVIL = 'https://evil.example';
const SITE = 'http://site.test';

describe('CORS follows the route, not the raw URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
  });
  afterAll(() => t.close());

  const preflight = (url: string, origin: string, method = 'POST') =>
    t.app.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' } });

  // Each of these reaches a sign-in or account route once the router decodes it.
  const ENCODED = [
    '/%61ccount/clinics',
    '/%61uth/login',
    '/auth/%6cogin',
    '/%67oogle_auth',
    '/account/%63linics',
    '/%61ccount/clinics/0123456789abcdef01234567',
    '/%61ccount/clinics/0123456789abcdef01234567/doctors',
    '/%61ccount/metrics',
    '/%61uth/signup',
    '/%61uth/providers',
  ];

  it.each(ENCODED)('OPTIONS %s from a foreign origin gets no Access-Control-Allow-Origin', async (url) => {
    const res = await preflight(url, EVIL);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each(ENCODED)('OPTIONS %s from the site gets the site origin, not *', async (url) => {
    const res = await preflight(url, SITE, 'PUT');
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
  });

  it.each([
    ['POST', '/%61uth/login', { email: 'a@example.com', password: 'wrong-password' }],
    ['POST', '/%61uth/signup', { email: 'a@example.com', password: 'x' }],
    ['POST', '/%67oogle_auth', { token: 'x' }],
    ['GET', '/%61ccount/clinics', undefined],
    ['GET', '/%61uth/providers', undefined],
  ] as const)('%s %s from a foreign origin gets no Access-Control-Allow-Origin', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, headers: { origin: EVIL }, payload });
    expect(res.statusCode).not.toBe(404); // it did reach the route
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps public routes open to any origin, encoded or not', async () => {
    for (const url of ['/categories', '/%63ategories', '/clinics/markers?categoryId=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { origin: EVIL } });
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    for (const url of ['/contact_us', '/%63ontact_us', '/clinics/0123456789abcdef01234567/events']) {
      expect((await preflight(url, EVIL)).headers['access-control-allow-origin']).toBe('*');
    }
  });
});
