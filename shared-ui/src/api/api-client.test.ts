/**
 * @jest-environment node
 */
/// <reference types="node" />
// A real HTTP server answers: how many requests reach it is what is tested.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EARLY_RESPONSE_MAX_AGE_MS, putEarlyResponse } from '@directpay/contracts';
import { setRuntimeConfig } from '../config/runtime-config';
import { useSessionStore } from '../session/session-store';
import { apiFetch } from './api-client';

let server: Server;
let base: string;
let requests: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify({ url: req.url, n: requests.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setRuntimeConfig({ apiUrl: base });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
  jest.restoreAllMocks();
});

/** What a page's early script does: a plain GET, its answer left for the client. */
const askEarly = (path: string) => putEarlyResponse(`${base}${path}`, fetch(`${base}${path}`, { headers: { accept: 'application/json' } }));

test('a GET the early script already asked for is answered from it: one request reaches the API', async () => {
  askEarly('/clinics?categoryId=1');
  expect(await apiFetch('/clinics?categoryId=1')).toEqual({ url: '/clinics?categoryId=1', n: 1 });
  expect(requests).toEqual(['GET /clinics?categoryId=1']);
  // Taken once: the next call asks again.
  expect(await apiFetch('/clinics?categoryId=1')).toEqual({ url: '/clinics?categoryId=1', n: 2 });
});

test('only the same URL, only a plain GET without the session, and only while fresh', async () => {
  askEarly('/clinics?categoryId=1');
  await apiFetch('/clinics?categoryId=2');
  useSessionStore.setState({ token: 'token' });
  askEarly('/account/clinics');
  await apiFetch('/account/clinics', { auth: true });
  expect(requests.filter((r) => r === 'GET /account/clinics')).toHaveLength(2);
  askEarly('/places?q=Austin');
  const later = Date.now() + EARLY_RESPONSE_MAX_AGE_MS + 1;
  jest.spyOn(Date, 'now').mockReturnValue(later);
  await apiFetch('/places?q=Austin');
  expect(requests.filter((r) => r === 'GET /places?q=Austin')).toHaveLength(2);
});

test('an early request that failed leaves the client to ask itself', async () => {
  putEarlyResponse(`${base}/clinics?categoryId=3`, Promise.reject(new TypeError('Failed to fetch')));
  expect(await apiFetch('/clinics?categoryId=3')).toEqual({ url: '/clinics?categoryId=3', n: 1 });
});
