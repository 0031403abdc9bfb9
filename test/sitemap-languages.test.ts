/**
 * The sitemap lists every page and every clinic in English and in Spanish, each URL with
 * its `hreflang` alternates (sitemaps.org with Google's xhtml:link format), and no file
 * holds more than 50,000 URLs though there are twice as many. Read by parsing the XML.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { PUBLIC_PAGES, SITEMAP_MAX_URLS, sitemapFile, sitemapIndex } from '../scripts/host-page-files';

const ORIGIN = 'https://directpay.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** The API's clinic list: `total` clinics, `pageSize` a page, as `GET /sitemap/clinics` answers. */
let total = 3;
let pageSize = 50_000;
let server: Server;
let api: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const page = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('page') ?? 0);
    const count = Math.max(0, Math.min(pageSize, total - page * pageSize));
    const results = Array.from({ length: count }, (_, i) => ({ id: `c${page * pageSize + i}`, updatedAt: '2026-03-03T00:00:00.000Z' }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ total, pageSize, results }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function parse(xml: string | null) {
  expect(xml).not.toBeNull();
  const document = new JSDOM(xml!, { contentType: 'application/xml' }).window.document;
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

/** Each `<url>` of a urlset: its `<loc>` and its alternates by hreflang. */
function urls(xml: string | null) {
  return [...parse(xml).getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent,
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS(XHTML_NS, 'link')].filter((link) => link.getAttribute('rel') === 'alternate').map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    ),
  }));
}

/** A site path on a Spanish page: under /es (the home page is /es/). */
const spanish = (path: string) => (path === '/' ? '/es/' : `/es${path}`);
const both = (path: string) => ({ 'en-US': `${ORIGIN}${path}`, 'es-US': `${ORIGIN}${spanish(path)}`, 'x-default': `${ORIGIN}${path}` });

test('the pages file lists each public page in both languages, each pointing at the other', async () => {
  const listed = urls(await sitemapFile('sitemap-pages.xml', ORIGIN, api));
  expect(listed).toEqual([
    ...PUBLIC_PAGES.map((path) => ({ loc: `${ORIGIN}${path}`, alternates: both(path) })),
    ...PUBLIC_PAGES.map((path) => ({ loc: `${ORIGIN}${spanish(path)}`, alternates: both(path) })),
  ]);
});

test('the index lists a clinics file per language, and each lists every clinic in its language with both alternates', async () => {
  total = 3;
  pageSize = 50_000;
  const index = [...parse(await sitemapIndex(ORIGIN, api)).getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((loc) => loc.textContent);
  expect(index).toEqual([`${ORIGIN}/sitemap-pages.xml`, `${ORIGIN}/sitemap-clinics-0.xml`, `${ORIGIN}/sitemap-clinics-es-0.xml`]);
  const ids = ['c0', 'c1', 'c2'];
  expect(urls(await sitemapFile('sitemap-clinics-0.xml', ORIGIN, api))).toEqual(ids.map((id) => ({ loc: `${ORIGIN}/clinic/${id}`, alternates: both(`/clinic/${id}`) })));
  expect(urls(await sitemapFile('sitemap-clinics-es-0.xml', ORIGIN, api))).toEqual(ids.map((id) => ({ loc: `${ORIGIN}${spanish(`/clinic/${id}`)}`, alternates: both(`/clinic/${id}`) })));
  for (const name of ['sitemap-clinics-en-0.xml', 'sitemap-clinics-fr-0.xml', 'sitemap-clinics-es-x.xml']) expect(await sitemapFile(name, ORIGIN, api)).toBeNull();
});

test('with twice the URLs, no file holds more than 50,000', async () => {
  total = 50_001;
  pageSize = 50_000;
  const files = [...parse(await sitemapIndex(ORIGIN, api)).getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((loc) => new URL(loc.textContent!).pathname.slice(1));
  expect(files).toEqual(['sitemap-pages.xml', 'sitemap-clinics-0.xml', 'sitemap-clinics-1.xml', 'sitemap-clinics-es-0.xml', 'sitemap-clinics-es-1.xml']);
  let listed = 0;
  for (const file of files) {
    const xml = await sitemapFile(file, ORIGIN, api);
    // Counted in the text: parsing 50,000 URLs with their alternates is slow and shows nothing more.
    const count = (xml ?? '').match(/<url>/g)?.length ?? 0;
    expect(count).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    listed += count;
  }
  expect(listed).toBe(2 * PUBLIC_PAGES.length + 2 * 50_001);
}, 30_000);
