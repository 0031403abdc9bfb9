import { buildOwnerTestApp, type TestApp } from '../owner/helpers';

describe('CORS and security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
  });
  afterAll(() => t.close());
  const preflight = (url: string, origin: string, method = 'POST') =>
    t.app.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' } });

  it('opens public reads and public POSTs to any origin', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/categories', headers: { origin: 'https://anywhere.example' } });
    expect(read.headers['access-control-allow-origin']).toBe('*');
    expect((await preflight('/contact_us', 'https://anywhere.example')).headers['access-control-allow-origin']).toBe('*');
    expect((await preflight('/clinics/0123456789abcdef01234567/contact', 'https://anywhere.example')).headers['access-control-allow-origin']).toBe('*');
  });

  it('allows only the site origins on sign-in and account routes', async () => {
    for (const url of ['/google_auth', '/auth/login', '/account/clinics']) {
      const ok = await preflight(url, 'http://site.test', 'PUT');
      expect(ok.headers['access-control-allow-origin']).toBe('http://site.test');
      expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      const evil = await preflight(url, 'https://evil.example');
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    }
    const get = await t.app.inject({ method: 'GET', url: '/account/clinics', headers: { origin: 'https://evil.example' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers and lets the site embed images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('still serves the API docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script>[^<]/); // no inline script that the CSP would block
  });
});
