/**
 * A method a path lacks is 405 with `Allow` naming the path's methods; a path
 * the API does not have is 404. Both in the API's error shape.
 */
import { Value } from '@sinclair/typebox/value';
import { ApiErrorBody, endpointPath, endpoints, useFieldFormats } from '@directpay/contracts';
import { buildPublicApp, type PublicApp } from './public-app';

useFieldFormats();

let api: PublicApp;
beforeAll(async () => {
  api = await buildPublicApp('unknownroutes');
}, 60_000);
afterAll(() => api.close());

const ID = 'dc0000000000000000000001';
const concrete = (path: string) => endpointPath(path, new Proxy({}, { get: () => ID }) as Record<string, string>);

/** Each path of the contracts with the methods defined on it. */
const byPath = new Map<string, Set<string>>();
for (const { method, path } of Object.values(endpoints)) byPath.set(path, (byPath.get(path) ?? new Set()).add(method));
const OTHER_METHODS = ['TRACE', 'PATCH', 'PUT', 'DELETE', 'POST'];
const CASES = [...byPath].flatMap(([path, methods]) =>
  OTHER_METHODS.filter((m) => !methods.has(m)).map((method) => [method, path, [...methods]] as [string, string, string[]]),
);

const expectErrorShape = (body: unknown, statusCode: number) => {
  expect([...Value.Errors(ApiErrorBody, body)].map((e) => `${e.path} ${e.message}`)).toEqual([]);
  expect(body).toMatchObject({ statusCode });
};

describe('methods a path lacks', () => {
  it.each(CASES)('%s %s -> 405 with Allow listing its methods', async (method, path, defined) => {
    const res = await api.server.inject({ method: method as 'GET', url: concrete(path) });
    expect(res.statusCode).toBe(405);
    const allow = String(res.headers.allow ?? '').split(/,\s*/);
    expect(allow).toEqual(expect.arrayContaining(defined));
    if (defined.includes('GET')) expect(allow).toContain('HEAD');
    expect(allow).not.toContain(method);
    expectErrorShape(res.json(), 405);
    expect(res.json().message).toContain(method);
  });

  it('lists only methods the path answers', async () => {
    const res = await api.server.inject({ method: 'TRACE', url: '/categories' });
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
    for (const method of ['GET', 'HEAD', 'OPTIONS'] as const) {
      expect((await api.server.inject({ method, url: '/categories', headers: { origin: 'http://x.test', 'access-control-request-method': 'GET' } })).statusCode).toBeLessThan(300);
    }
  });

  it('answers QUERY without a body the same way: 405 with Allow, or 404 where the path is unknown', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const res = await api.server.inject({ method: 'QUERY' as 'GET', url: '/categories', headers, payload: 'content-type' in headers ? '{}' : undefined });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
      expectErrorShape(res.json(), 405);
    }
    const unknown = await api.server.inject({ method: 'QUERY' as 'GET', url: '/nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
  });

  it('answers 405 on a plugin root with a trailing slash too', async () => {
    const res = await api.server.inject({ method: 'DELETE', url: '/categories/' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
  });
});

describe('paths the API does not have', () => {
  it.each(['/nothing', '/clinics/a/b/c', '/categories/1', '/health/ready/extra', '/account'])('GET and TRACE %s -> 404 without Allow', async (url) => {
    for (const method of ['GET', 'TRACE'] as const) {
      const res = await api.server.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers.allow).toBeUndefined();
      expectErrorShape(res.json(), 404);
    }
  });
});
