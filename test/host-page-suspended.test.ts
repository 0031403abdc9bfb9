/**
 * A listing the moderators suspended: the API answers its profile 410, and the host's server
 * answers the clinic's page (and its prices page) 410 with a plain page in the page's language,
 * no app and nothing of the listing; the listing's own 200 and an unknown one's 404 as before.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { renderHostPage, type RuntimeFiles } from '../scripts/host-page';

const SUSPENDED = 'abcdefabcdefabcdefabcdef';
const INDEX = '<!doctype html><html lang="en"><head><title>DirectPay Clinics</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>';
const MANIFEST = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    pages: [{ prefix: 'clinic', exposed: 'ClinicRoutes', label: 'the clinic profile', title: 'Clinic profile', description: 'A clinic.', pages: [{ path: '/clinic/:id', head: 'clinic' }, { path: '/clinic/:id/prices', head: 'clinic-prices' }] }],
  },
  exposes: [],
};

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.endsWith('/mf-manifest.json')) return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(MANIFEST));
    if (req.url === `/clinics/${SUSPENDED}`) return res.writeHead(410, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 410, error: 'Gone', message: 'Suspended.' }));
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'No clinic has this id' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let remote = 0;
async function page(path: string) {
  remote += 1;
  const files: RuntimeFiles = { config: { apiUrl: base }, remotes: { remotes: { mf_profile: `${base}/r${remote}/mf-manifest.json` } } };
  const { status, html } = await renderHostPage(INDEX, files, { url: path, origin: 'https://directpay.example' });
  const document = new JSDOM(html).window.document;
  return { status, lang: document.documentElement.lang, heading: document.querySelector('h1')?.textContent ?? null, scripts: document.querySelectorAll('script').length, root: Boolean(document.getElementById('root')), robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null, home: document.querySelector('a')?.getAttribute('href') ?? null };
}

test('a suspended listing\'s page and prices page answer 410 with a plain page', async () => {
  for (const path of [`/clinic/${SUSPENDED}`, `/clinic/${SUSPENDED}/prices`]) {
    expect(await page(path)).toEqual({ status: 410, lang: 'en-US', heading: 'This listing is no longer available', scripts: 0, root: false, robots: 'noindex', home: '/' });
  }
});

test('in Spanish on a Spanish page', async () => {
  expect(await page(`/es/clinic/${SUSPENDED}`)).toEqual({ status: 410, lang: 'es-US', heading: 'Este anuncio ya no está disponible', scripts: 0, root: false, robots: 'noindex', home: '/es/' });
});

test('an unknown listing is still the app\'s 404 page', async () => {
  const unknown = await page('/clinic/000000000000000000000001');
  expect([unknown.status, unknown.root]).toEqual([404, true]);
});
