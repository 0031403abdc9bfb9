/**
 * /cms-hpt.txt as scripts read it: the host's server (scripts/serve-host.ts) in
 * front of the real API, and every page and file the txt lists requested the
 * way curl, wget and a link checker request them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { seedDemo } from '../api/src/demo/seed-demo';
import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from '../api/test/owner/helpers';
import { freePort } from '../api/test/free-port';
import { serveHost } from '../scripts/serve-host';

jest.setTimeout(120_000);

const NOBODY = 'http://127.0.0.1:9/mf-manifest.json';
const INDEX = '<!doctype html><html><head><title>DirectPay Clinics</title><meta name="description" content="Cash prices"></head><body><div id="root"></div></body></html>';
/** mf-profile's declaration of the clinic page (its webpack.config.ts). */
const PROFILE_MANIFEST = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    pages: [{ prefix: 'clinic', exposed: 'ClinicRoutes', label: 'the clinic profile', title: 'Clinic profile', description: 'A clinic.', pages: [{ path: '/clinic/:id', data: ['getClinic'], head: 'clinic' }] }],
  },
  exposes: [],
};

/** What each kind of script sends. */
const CLIENTS: { name: string; method: 'GET' | 'HEAD'; headers: Record<string, string> }[] = [
  { name: 'curl', method: 'GET', headers: { accept: '*/*', 'user-agent': 'curl/8.5.0' } },
  { name: 'wget', method: 'GET', headers: { accept: '*/*', 'user-agent': 'Wget/1.21.4', 'accept-encoding': 'identity' } },
  { name: 'link checker', method: 'GET', headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'user-agent': 'LinkChecker/10.2' } },
  { name: 'link checker', method: 'HEAD', headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'user-agent': 'lychee/0.15' } },
  // Checkers that name the types they can parse and no wildcard.
  { name: 'XHTML checker', method: 'GET', headers: { accept: 'application/xhtml+xml', 'user-agent': 'checklink/5.0' } },
  { name: 'text checker', method: 'HEAD', headers: { accept: 'text/*', 'user-agent': 'linkcheck/3.0' } },
];

let t: TestApp;
let remote: Server;
let host: Awaited<ReturnType<typeof serveHost>>;
let root = '';
let base = '';

beforeAll(async () => {
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  t = await buildOwnerTestApp({ API_PUBLIC_URL: apiUrl });
  await t.app.listen({ port, host: '127.0.0.1' });
  await seedDemo({ clinics: t.app.clinics, images: t.app.images }, { clinics: 6, images: false });
  const owner = await signIn(t.app, 'cms-hpt@example.com');
  for (const cityTown of ['Provo', 'Orem']) {
    const body = multipart([['jsonPayload', JSON.stringify(validClinic({ detail: { ...validClinic().detail, name: 'Twin Smiles' }, address: { ...validClinic().address, cityTown } }))]]);
    const res = await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...owner.headers, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(201);
  }
  remote = createServer((_request, response) => response.end(JSON.stringify(PROFILE_MANIFEST)));
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  root = mkdtempSync(path.join(os.tmpdir(), 'host-dist-'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  host = await serveHost(
    { HOST_PORT: '0', API_URL: apiUrl, MF_SEARCH_URL: NOBODY, MF_ACCOUNT_URL: NOBODY, MF_PROFILE_URL: `http://127.0.0.1:${(remote.address() as AddressInfo).port}/mf-manifest.json` },
    root,
  );
  base = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await host?.close();
  remote?.close();
  await t?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** cms-hpt.txt's entries, each as its fields. */
async function entries(): Promise<Record<string, string>[]> {
  const res = await fetch(`${base}/cms-hpt.txt`, { headers: { accept: '*/*', 'user-agent': 'curl/8.5.0' } });
  expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/plain; charset=utf-8']);
  return (await res.text())
    .trim()
    .split('\n\n')
    .map((entry) => Object.fromEntries(entry.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)])));
}

test('every page and file cms-hpt.txt lists answers 200 to curl, wget and a link checker; pages in HTML', async () => {
  const listed = await entries();
  expect(listed.length).toBeGreaterThanOrEqual(8);
  for (const entry of listed) {
    for (const client of CLIENTS) {
      const page = await fetch(entry['source-page-url'], { method: client.method, headers: client.headers });
      expect([entry['source-page-url'], client.name, client.method, page.status, page.headers.get('content-type')]).toEqual([entry['source-page-url'], client.name, client.method, 200, 'text/html; charset=utf-8']);
      if (client.method === 'GET') expect(await page.text()).toContain('<div id="root"></div>');
      const file = await fetch(entry['mrf-url'], { method: client.method, headers: client.headers });
      expect([entry['mrf-url'], client.name, client.method, file.status]).toEqual([entry['mrf-url'], client.name, client.method, 200]);
      if (client.method === 'GET') expect(((await file.json()) as { version: string }).version).toBe('3.0.0');
    }
  }
});

test('a missing clinic is a 404 page to scripts, and a JSON 404 only to a client that asks for JSON', async () => {
  const missing = `${base}/clinic/${'f'.repeat(24)}`;
  for (const client of CLIENTS) {
    const res = await fetch(missing, { method: client.method, headers: client.headers });
    expect([client.name, client.method, res.status, res.headers.get('content-type')]).toEqual([client.name, client.method, 404, 'text/html; charset=utf-8']);
  }
  const json = await fetch(missing, { headers: { accept: 'application/json' } });
  expect([json.status, json.headers.get('content-type')]).toEqual([404, 'application/json; charset=utf-8']);
  expect(await json.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
});

test('location names carry the city where two entries would read the same', async () => {
  const names = (await entries()).map((entry) => entry['location-name']);
  expect(names).toEqual(expect.arrayContaining(['Twin Smiles (Provo, UT)', 'Twin Smiles (Orem, UT)']));
  expect(names).not.toContain('Twin Smiles');
  expect(new Set(names).size).toBe(names.length);
});
