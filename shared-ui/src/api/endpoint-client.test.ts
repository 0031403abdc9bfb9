/**
 * @jest-environment node
 */
/// <reference types="node" />
// A real HTTP server answers the calls: what travels on the wire is what is tested.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Type } from '@sinclair/typebox';
import { defineEndpoint, ApiErrorBody } from '@directpay/contracts';
import { QueryClient } from '@tanstack/react-query';
import { setRuntimeConfig } from '../config/runtime-config';
import { useSessionStore } from '../session/session-store';
import { ApiRequestError } from './api-client';
import { callEndpoint, endpointUrl } from './endpoint-client';
import { endpointQueryKey, endpointQueryOptions } from './endpoint-queries';

const updateService = defineEndpoint({
  method: 'PUT',
  path: '/test/clinics/:id/services/:index',
  summary: 'test',
  tags: ['test'],
  auth: 'session',
  params: Type.Object({ id: Type.String(), index: Type.Integer() }),
  querystring: Type.Object({ dryRun: Type.Optional(Type.Boolean()) }),
  body: Type.Object({ price: Type.String() }),
  responses: { 200: Type.Object({ saved: Type.String() }), 400: ApiErrorBody },
});

const listPlaces = defineEndpoint({
  method: 'GET',
  path: '/test/places',
  summary: 'test',
  tags: ['test'],
  querystring: Type.Object({ q: Type.String(), limit: Type.Optional(Type.Integer()) }),
  responses: { 200: Type.Object({ results: Type.Array(Type.String()) }) },
});

const countView = defineEndpoint({
  method: 'POST',
  path: '/test/clinics/c1/events',
  summary: 'test',
  tags: ['test'],
  auth: 'optional-session',
  body: Type.Object({ price: Type.String() }),
  responses: { 200: Type.Object({ saved: Type.String() }) },
});

const upload = defineEndpoint({
  method: 'POST',
  path: '/test/upload',
  summary: 'test',
  tags: ['test'],
  bodyKind: 'multipart',
  body: Type.Object({ file: Type.String() }),
  responses: { 201: Type.Object({ type: Type.String() }) },
});

interface Seen {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  body: string;
}
let seen: Seen = { body: '' };
let server: Server;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    seen = { method: request.method, url: request.url, authorization: request.headers.authorization, contentType: request.headers['content-type'], body: await readBody(request) };
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/test/clinics/bad')) {
      response.statusCode = 400;
      response.end(JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Enter a price like 120 or 99.50.', field: '/body/price' }));
    } else if (request.url?.startsWith('/test/clinics')) response.end(JSON.stringify({ saved: JSON.parse(seen.body).price }));
    else if (request.url?.startsWith('/test/upload')) {
      response.statusCode = 201;
      response.end(JSON.stringify({ type: seen.contentType?.split(';')[0] }));
    } else response.end(JSON.stringify({ results: [new URL(request.url!, 'http://x').searchParams.get('q')] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setRuntimeConfig({ apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => useSessionStore.setState({ token: 'session-token' }));

describe('calls made from endpoint definitions', () => {
  it('fills the path, sends the query and JSON body, and the session token when the definition asks for it', async () => {
    const result = await callEndpoint(updateService, { params: { id: 'a b', index: 2 }, query: { dryRun: true }, body: { price: '99.50' } });
    expect(result).toEqual({ saved: '99.50' });
    expect(seen).toMatchObject({ method: 'PUT', url: '/test/clinics/a%20b/services/2?dryRun=true', authorization: 'Bearer session-token', contentType: 'application/json' });
  });

  it('sends no token to a public endpoint and leaves unset query values out', async () => {
    await callEndpoint(listPlaces, { query: { q: 'Denver, CO' } });
    expect(seen.url).toBe('/test/places?q=Denver%2C+CO');
    expect(seen.authorization).toBeUndefined();
    expect(endpointUrl(listPlaces, { query: { q: 'x', limit: undefined } })).toBe('/test/places?q=x');
  });

  it('sends the token to an endpoint open to visitors only when there is one', async () => {
    await callEndpoint(countView, { body: { price: '1' } });
    expect(seen.authorization).toBe('Bearer session-token');
    useSessionStore.setState({ token: null });
    await callEndpoint(countView, { body: { price: '1' } });
    expect(seen.authorization).toBeUndefined();
  });

  it('sends FormData as multipart for a multipart endpoint', async () => {
    const form = new FormData();
    form.append('file', 'hello');
    await expect(callEndpoint(upload, { body: form })).resolves.toEqual({ type: 'multipart/form-data' });
  });

  it('throws the API error with its field pointer', async () => {
    const failure = await callEndpoint(updateService, { params: { id: 'bad', index: 0 }, body: { price: 'ten' } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 400, message: 'Enter a price like 120 or 99.50.', field: '/body/price' });
  });
});

describe('query options made from endpoint definitions', () => {
  it('gives equal inputs the same key whatever their property order', () => {
    const client = new QueryClient();
    const a = endpointQueryKey(listPlaces, { query: { q: 'x', limit: 5 } });
    const b = endpointQueryKey(listPlaces, { query: { limit: 5, q: 'x' } });
    client.setQueryData(a, { results: ['cached'] });
    expect(client.getQueryData(b)).toEqual({ results: ['cached'] });
    expect(a[0]).toBe('GET /test/places');
  });

  it('fetches through the typed call', async () => {
    const client = new QueryClient();
    await expect(client.fetchQuery(endpointQueryOptions(listPlaces, { query: { q: 'Provo' } }))).resolves.toEqual({ results: ['Provo'] });
  });
});
