/**
 * A listing the moderators suspended: the API answers its profile 410, and the host's server
 * answers the page 410 too, titled in its language, kept out of search engines, with no
 * clinic head and no preload of an answer the page cannot use.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { renderHostPage, type RuntimeFiles } from '../scripts/host-page';

const ID = 'abcdefabcdefabcdefabcdef';
const INDEX = '<!doctype html><html lang="en"><head><title>DirectPay Clinics</title><meta name="description" content="Cash prices"></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    pages: [{ prefix: 'clinic', exposed: 'ClinicRoutes', label: 'the clinic profile', title: 'Clinic profile', description: 'A clinic.', pages: [{ path: '/clinic/:id', data: ['getClinic'], head: 'clinic' }] }],
  },
  exposes: [],
};

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.endsWith('/mf-manifest.json')) return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(MANIFEST));
    if (req.url === `/clinics/${ID}`) return res.writeHead(410, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 410, error: 'Gone', message: 'This listing has been suspended by the moderators.' }));
    res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let remoteIndex = 0;
async function page(path: string) {
  remoteIndex += 1;
  const files: RuntimeFiles = { config: { apiUrl: base }, remotes: { remotes: { mf_profile: `${base}/r${remoteIndex}/mf-manifest.json` } } };
  const { status, html } = await renderHostPage(INDEX, files, { url: path, origin: 'https://directpay.example' });
  const document = new JSDOM(html).window.document;
  return {
    status,
    title: document.title,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
    preloadsTheClinic: [...document.querySelectorAll('link[rel="preload"][as="fetch"]')].some((link) => link.getAttribute('href')?.endsWith(`/clinics/${ID}`)),
  };
}

test("a suspended listing's profile answers 410, titled in its language and kept out of search engines", async () => {
  expect(await page(`/clinic/${ID}`)).toEqual({ status: 410, title: 'Listing removed | DirectPay Clinics', robots: 'noindex', jsonLd: 0, preloadsTheClinic: false });
  expect(await page(`/es/clinic/${ID}`)).toMatchObject({ status: 410, title: 'Anuncio retirado | DirectPay Clinics' });
});
