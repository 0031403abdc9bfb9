/**
 * Every status the API is seen to answer is documented for the operation that
 * answered it. Each operation is asked the ways that cost little to reproduce:
 * an overlong URL (over a real socket: Node's parser answers it), a path
 * parameter over the router's limit, an id that names nothing, a body too
 * large, a body of a media type it does not read, and, where a per-client
 * limit applies, one request too many.
 */
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { ObjectId } from 'mongodb';
import { buildHardeningApp, type HardeningApp } from '#test/hardening/support/app';
import { signIn } from '#test/owner/helpers';
import { rawHttp } from '#test/server/spawn-api';
import { exampleUrl, operationsOf, type DocumentedOperation, type OpenApiDocument } from './support/example-requests';

jest.setTimeout(180_000);

let h: HardeningApp;
let doc: OpenApiDocument;
let port = 0;
let session: Record<string, string> = {};
let address = 0;

beforeAll(async () => {
  h = await buildHardeningApp();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
  doc = (await h.app.inject({ method: 'GET', url: '/docs/json' })).json();
  session = (await signIn(h.app, 'statuses@example.com')).headers;
});
afterAll(() => h?.close());

const operations = () => operationsOf(doc);
const documented = ({ op }: DocumentedOperation, status: number) => String(status) in op.responses;
/** A request to the operation from a fresh client address, with a session where it needs one (the parsers run after it). */
const ask = ({ op, method }: DocumentedOperation, url: string, extra: Partial<InjectOptions> = {}) =>
  h.app.inject({ method: method.toUpperCase() as InjectOptions['method'], url, remoteAddress: `10.7.${Math.floor(++address / 250)}.${address % 250}`, ...extra, headers: { ...(op.security ? session : {}), ...extra.headers } });

/** Per operation: what the API answered, and whether the document lists it. */
async function seen(pick: (o: DocumentedOperation) => boolean, answer: (o: DocumentedOperation) => Promise<number>) {
  const found = [];
  for (const o of operations().filter(pick)) {
    const status = await answer(o);
    found.push({ name: o.op.operationId, status, documented: documented(o, status) });
  }
  return found;
}
const expectDocumented = (found: { name: string; status: number; documented: boolean }[], status: number, atLeast: number) => {
  expect(found.length).toBeGreaterThanOrEqual(atLeast);
  expect(found).toEqual(found.map(({ name }) => ({ name, status, documented: true })));
};

describe('the statuses the API answers are documented for each operation', () => {
  it('431: an overlong URL, refused by Node before any route', async () => {
    const found = await seen(
      () => true,
      async (o) => (await rawHttp(port, `${o.method.toUpperCase()} ${exampleUrl(o)}${exampleUrl(o).includes('?') ? '&' : '?'}pad=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: api.test\r\nConnection: close\r\n\r\n`)).status,
    );
    expectDocumented(found, 431, 50);
  });

  it('414: a path parameter over the router’s length limit', async () => {
    const found = await seen(
      (o) => o.path.includes('{'),
      async (o) => (await ask(o, exampleUrl(o, { [/\{(\w+)\}/.exec(o.path)![1]]: 'a'.repeat(150) }))).statusCode,
    );
    expectDocumented(found, 414, 20);
  });

  it('an id that names nothing (mostly 404)', async () => {
    const nothing = new ObjectId().toHexString();
    const found = await seen(
      (o) => o.path.includes('{'),
      async (o) => (await ask(o, exampleUrl(o, Object.fromEntries([...o.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, nothing]))))).statusCode,
    );
    expect(found.filter(({ status }) => status === 404).length).toBeGreaterThan(15);
    expect(found.filter(({ documented }) => !documented)).toEqual([]);
  });

  it('413: a body over the size limit', async () => {
    const found = await seen(
      (o) => o.method !== 'get',
      async (o) => (await ask(o, exampleUrl(o), { headers: { 'content-type': 'application/json' }, payload: `{"pad":"${'x'.repeat(1_100_000)}"}` })).statusCode,
    );
    expectDocumented(found, 413, 20);
  });

  it('415: a body of a media type the operation does not read', async () => {
    const found = await seen(
      (o) => o.method !== 'get',
      async (o) => (await ask(o, exampleUrl(o), { headers: { 'content-type': 'application/xml' }, payload: '<clinic/>' })).statusCode,
    );
    expectDocumented(found, 415, 20);
  });

  it('429: one request more than a per-client limit allows', async () => {
    const limited = new Set(h.routes.filter((route) => route.config?.rateLimit).map((route) => `${String(route.method).toLowerCase()} ${route.url}`));
    const found = await seen(
      (o) => limited.has(`${o.method} ${o.path.replace(/\{(\w+)\}/g, ':$1')}`),
      async (o) => {
        // One client: every request counts, answered or refused (an empty body is refused, and stores nothing).
        const client = { remoteAddress: `10.6.0.${++address % 250}`, payload: o.method === 'get' ? undefined : {} };
        for (let i = 0; i < 500; i++) {
          const res = await ask(o, exampleUrl(o), client);
          if (res.statusCode === 429) return 429;
        }
        return 0;
      },
    );
    expectDocumented(found, 429, 8);
  });
});
