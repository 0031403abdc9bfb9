/**
 * Errors answered before any route runs (Node's HTTP parser, the router, the
 * body parsers, plugins) carry the API's error shape over a real socket, from
 * the server process `npm start` runs.
 */
import { STATUS_CODES } from 'node:http';
import { Value } from '@sinclair/typebox/value';
import { ApiErrorBody, useFieldFormats } from '@directpay/contracts';
import { rawHttp, startApi, type RunningApi } from './spawn-api';

useFieldFormats();
jest.setTimeout(120_000);

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
}, 120_000);
afterAll(() => api?.stop());

const request = (head: string, body = '') => `${head}\r\nHost: api.test\r\nConnection: close\r\n${body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : ''}\r\n${body}`;
const json = (head: string, body: string, type = 'application/json') => request(`${head}\r\nContent-Type: ${type}`, body);

const CASES: [string, number, string | Buffer][] = [
  ['a path parameter over the router’s length limit', 414, request(`GET /clinics/${'a'.repeat(150)} HTTP/1.1`)],
  ['a malformed percent-escape in the path', 400, request('GET /clinics/%zz HTTP/1.1')],
  ['a body that is not JSON', 400, json('POST /auth/login HTTP/1.1', '{"email":')],
  ['an unsupported media type', 415, json('POST /auth/login HTTP/1.1', '<login/>', 'application/xml')],
  ['a body over the size limit', 413, json('POST /auth/login HTTP/1.1', `{"email":"${'x'.repeat(1_100_000)}"}`)],
  ['headers over Node’s size limit', 431, request(`GET /health HTTP/1.1\r\nX-Big: ${'a'.repeat(20_000)}`)],
  ['a request line that is not HTTP', 400, 'GARBAGE\r\n\r\n'],
  ['a malformed chunked body', 400, 'POST /auth/login HTTP/1.1\r\nHost: api.test\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'],
  ['an Expect other than 100-continue', 417, json('POST /auth/login HTTP/1.1\r\nExpect: coffee', '{}')],
  ['an HTTP/1.1 request without Host', 400, 'GET /health HTTP/1.1\r\nConnection: close\r\n\r\n'],
  ['CONNECT', 405, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'],
  ['an OPTIONS that is no CORS preflight', 400, request('OPTIONS /categories HTTP/1.1')],
  ['a method the path lacks', 405, request('TRACE /categories HTTP/1.1')],
  ['a path the API does not have', 404, request('GET /nothing/here HTTP/1.1')],
];

describe('framework-level errors over HTTP', () => {
  it.each(CASES)('%s -> %i in the API error shape', async (what, status, raw) => {
    const res = await rawHttp(api.port, raw);
    expect({ what, status: res.status }).toEqual({ what, status });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect([...Value.Errors(ApiErrorBody, body)].map((e) => `${e.path} ${e.message}`)).toEqual([]);
    expect(Object.keys(body).filter((k) => !['statusCode', 'error', 'message', 'field'].includes(k))).toEqual([]);
    expect(body).toMatchObject({ statusCode: status, error: STATUS_CODES[status] });
    // Says what is wrong, not Fastify's "Client Error".
    expect(body.message).not.toMatch(/^(Client Error|)$/);
  });

  it('a request that is fine still answers', async () => {
    const res = await rawHttp(api.port, request('GET /health HTTP/1.1'));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: 'ok' });
  });
});
