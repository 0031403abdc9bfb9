/**
 * The head the host's server writes for a Spanish page (`/es/...`): `lang`, the Spanish
 * title and description of a clinic, `hreflang` both ways, the canonical URL, Open Graph's
 * locale and the JSON-LD of the Spanish page; the English page's head as before; Spanish
 * titles on the pages that answer 404. Read as a crawler does, by parsing the HTML.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import type { Clinic } from '@directpay/contracts';
import { renderHostPage, type RuntimeFiles } from '../scripts/host-page';

const ORIGIN = 'https://directpay.example';
const ID = 'abcdefabcdefabcdefabcdef';
const INDEX = '<!doctype html><html lang="en"><head><title>DirectPay Clinics</title><meta name="description" content="Cash prices"></head><body><div id="root"></div></body></html>';

function clinic(detail: Partial<Clinic['detail']> = {}): Clinic {
  const hours = Object.fromEntries(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].flatMap((d) => [[`${d}Toggle`, false], [`${d}OpenTime`, ''], [`${d}CloseTime`, '']]));
  return {
    id: ID,
    categoryId: 1,
    detail: { name: 'Bright Smiles Dental', website: '', emailAddress: '', phoneNumber: '', acceptingNewPatients: true, description: 'Family dentistry.', descriptionEs: 'Odontología familiar.', ...detail },
    address: { streetAddress: '1 Main St', suiteUnit: '', cityTown: 'Provo', state: 'UT', zip: '84601', latitude: 40.23, longitude: -111.66 },
    images: [],
    services: [{ description: 'Exam', price: '120' }, { description: 'Cleaning', price: '95' }],
    otherServices: [],
    pricesConfirmedAt: null,
    insurances: [],
    specialties: [],
    hours: hours as unknown as Clinic['hours'],
    doctors: [],
  };
}

/** What mf-profile's manifest declares: the profile and prices pages with the clinic head, the estimate page. */
const MANIFEST = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    pages: [
      { prefix: 'clinic', exposed: 'ClinicRoutes', label: 'the clinic profile', title: 'Clinic profile', description: 'A clinic.', pages: [{ path: '/clinic/:id', head: 'clinic' }, { path: '/clinic/:id/prices', head: 'clinic-prices' }] },
      { prefix: 'estimate', exposed: 'EstimateRoutes', label: 'your estimate', title: 'Your estimate', description: 'An estimate.', pages: [{ path: '/estimate/:token', head: 'estimate' }] },
    ],
  },
  exposes: [],
};

/** The remote's manifest and the API in one stand-in: the clinic the test sets, no estimate. */
let served: Clinic;
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.endsWith('/mf-manifest.json')) return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(MANIFEST));
    if (req.url === `/clinics/${ID}`) return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result: served }));
    res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let remoteIndex = 0;
/** Each page its own remote URL: the server keeps what it fetched for a few seconds. */
async function head(path: string, withClinic = clinic()) {
  served = withClinic;
  remoteIndex += 1;
  const files: RuntimeFiles = { config: { apiUrl: base }, remotes: { remotes: { mf_profile: `${base}/r${remoteIndex}/mf-manifest.json` } } };
  const { status, html } = await renderHostPage(INDEX, files, { url: path, origin: ORIGIN });
  const document = new JSDOM(html).window.document;
  const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
  const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent;
  return {
    status,
    lang: document.documentElement.lang,
    title: document.title,
    description: attribute('meta[name="description"]', 'content'),
    canonical: attribute('link[rel="canonical"]', 'href'),
    alternates: Object.fromEntries([...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
    og: (name: string) => [...document.querySelectorAll(`meta[property="${name}"]`)].map((meta) => meta.getAttribute('content')),
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : null,
  };
}

const BOTH = { 'en-US': `${ORIGIN}/clinic/${ID}`, 'es-US': `${ORIGIN}/es/clinic/${ID}`, 'x-default': `${ORIGIN}/clinic/${ID}` };

test("a Spanish clinic page's head is in Spanish, with the owner's Spanish description, and points at both languages", async () => {
  const page = await head(`/es/clinic/${ID}`);
  expect(page.status).toBe(200);
  expect(page.lang).toBe('es-US');
  expect(page.title).toBe('Bright Smiles Dental, Provo, UT: precios en efectivo | DirectPay Clinics');
  expect(page.description).toBe('Bright Smiles Dental en Provo, UT acepta pago directo y publica 2 precios en efectivo. Odontología familiar.');
  expect(page.alternates).toEqual(BOTH);
  expect(page.canonical).toBe(`${ORIGIN}/es/clinic/${ID}`);
  expect(page.og('og:locale')).toEqual(['es_US']);
  expect(page.og('og:locale:alternate')).toEqual(['en_US']);
  expect(page.og('og:url')).toEqual([`${ORIGIN}/es/clinic/${ID}`]);
  expect(page.jsonLd).toMatchObject({
    '@type': 'MedicalClinic',
    url: `${ORIGIN}/es/clinic/${ID}`,
    description: 'Odontología familiar.',
    mainEntityOfPage: { '@type': 'WebPage', url: `${ORIGIN}/es/clinic/${ID}`, inLanguage: 'es-US' },
  });
});

test('the English page keeps its English head, and says which language it is in', async () => {
  const page = await head(`/clinic/${ID}`);
  expect(page.lang).toBe('en-US');
  expect(page.title).toBe('Bright Smiles Dental, Provo, UT | DirectPay Clinics');
  expect(page.description).toBe('Bright Smiles Dental in Provo, UT takes direct payment and lists 2 cash prices. Family dentistry.');
  expect(page.alternates).toEqual(BOTH);
  expect(page.canonical).toBe(`${ORIGIN}/clinic/${ID}`);
  expect(page.og('og:locale')).toEqual(['en_US']);
  expect(page.og('og:locale:alternate')).toEqual(['es_US']);
  expect(page.jsonLd).toMatchObject({ url: `${ORIGIN}/clinic/${ID}`, description: 'Family dentistry.', mainEntityOfPage: { inLanguage: 'en-US' } });
});

test("a clinic without a Spanish description shows the owner's own on its Spanish page; the prices page is titled in its language", async () => {
  const plain = clinic({ descriptionEs: undefined, name: 'Uno' });
  const spanish = await head(`/es/clinic/${ID}/prices`, plain);
  expect(spanish.title).toBe('Precios en efectivo de Uno, Provo, UT | DirectPay Clinics');
  expect(spanish.description).toBe('Uno en Provo, UT acepta pago directo y publica 2 precios en efectivo. Family dentistry.');
  expect(spanish.canonical).toBe(`${ORIGIN}/es/clinic/${ID}/prices`);
  expect(spanish.alternates['en-US']).toBe(`${ORIGIN}/clinic/${ID}/prices`);
  expect((await head(`/clinic/${ID}/prices`, plain)).title).toBe('Prices of Uno, Provo, UT | DirectPay Clinics');
});

test('the pages that answer 404 are titled in their language', async () => {
  const unknownClinic = `/clinic/${'f'.repeat(24)}`;
  expect(await head(`/es${unknownClinic}`)).toMatchObject({ status: 404, lang: 'es-US', title: 'Clínica no encontrada | DirectPay Clinics' });
  expect(await head('/es/estimate/nothing-here')).toMatchObject({ status: 404, title: 'Estimación no encontrada | DirectPay Clinics' });
  expect(await head('/es/nowhere')).toMatchObject({ status: 404, title: 'Página no encontrada | DirectPay Clinics' });
  expect(await head(unknownClinic)).toMatchObject({ status: 404, lang: 'en-US', title: 'Clinic not found | DirectPay Clinics' });
  expect(await head('/nowhere')).toMatchObject({ status: 404, title: 'Page not found | DirectPay Clinics' });
});
