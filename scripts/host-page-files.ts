/**
 * The host's files for crawlers, made per request: robots.txt (pointing at the
 * sitemap with the site's own origin); sitemap.xml, an index of one file of
 * the site's public pages and one file per 50,000 clinics, read from the API
 * (`GET /sitemap/clinics`, defined in contracts/src/endpoints/sitemap.ts); and
 * cms-hpt.txt, CMS's index of price files, from `GET /open-data/price-files`.
 */
import type { PriceFilesResponse, SitemapClinicsResponse } from '@directpay/contracts';

/** The host's public pages a crawler should find (the spec's route table, account and sign-in pages left out). */
export const PUBLIC_PAGES = ['/', '/search', '/intro', '/about', '/contactus', '/terminology', '/why-list-clinic', '/private-policy', '/terms-conditions', '/open-data'];

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /account/', 'Disallow: /login', 'Disallow: /signup', 'Disallow: /clinic_test/', 'Disallow: /estimate/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

async function clinicsPage(apiUrl: string, page: number): Promise<SitemapClinicsResponse> {
  const response = await fetch(`${apiUrl.replace(/\/$/, '')}/sitemap/clinics?page=${page}`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET /sitemap/clinics answered ${response.status}`);
  return (await response.json()) as SitemapClinicsResponse;
}

function urlSet(entries: { loc: string; lastmod?: string }[]): string {
  const urls = entries.map((e) => `<url><loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `/sitemap.xml`: the index of the files below. */
export async function sitemapIndex(origin: string, apiUrl: string): Promise<string> {
  const first = await clinicsPage(apiUrl, 0);
  const files = ['sitemap-pages.xml'];
  for (let page = 0; page * first.pageSize < first.total; page += 1) files.push(`sitemap-clinics-${page}.xml`);
  const items = files.map((file) => `<sitemap><loc>${xmlEscape(`${origin}/${file}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** One file of the index, or null for a name that is not one (a 404). */
export async function sitemapFile(name: string, origin: string, apiUrl: string): Promise<string | null> {
  if (name === 'sitemap-pages.xml') return urlSet(PUBLIC_PAGES.map((page) => ({ loc: `${origin}${page}` })));
  const match = /^sitemap-clinics-(\d{1,5})\.xml$/.exec(name);
  if (!match) return null;
  const page = await clinicsPage(apiUrl, Number(match[1]));
  if (page.results.length === 0 && Number(match[1]) > 0) return null;
  return urlSet(page.results.map((c) => ({ loc: `${origin}/clinic/${c.id}`, lastmod: c.updatedAt })));
}

/** Clinics read per request while cms-hpt.txt is written: the file is sent as each page arrives. */
const PRICE_FILES_PAGE = 5_000;

async function priceFilesPage(apiUrl: string, after: string | null): Promise<PriceFilesResponse> {
  const query = `limit=${PRICE_FILES_PAGE}${after ? `&after=${after}` : ''}`;
  const response = await fetch(`${apiUrl.replace(/\/$/, '')}/open-data/price-files?${query}`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET /open-data/price-files answered ${response.status}`);
  return (await response.json()) as PriceFilesResponse;
}

/** A value on one line: a name is the owner's text. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/**
 * `/cms-hpt.txt`: CMS's index of machine-readable price files (the format of
 * CMS's TXT file generator), one entry per clinic with a price file: its name,
 * its profile (the page that links the file), the JSON file and the contact.
 * Written page by page, so a large directory is never held whole; the first
 * page is read before anything is sent, so an API that does not answer is an error, not half a file.
 */
export async function cmsHptTxt(origin: string, apiUrl: string): Promise<AsyncIterable<string>> {
  const first = await priceFilesPage(apiUrl, null);
  const entries = (page: PriceFilesResponse) =>
    page.results
      .map((file) =>
        [
          `location-name: ${oneLine(file.name)}`,
          `source-page-url: ${origin}/clinic/${file.id}`,
          `mrf-url: ${file.json}`,
          `contact-name: ${oneLine(page.contact.name)}`,
          `contact-email: ${oneLine(page.contact.email)}`,
          '',
        ].join('\n'),
      )
      .join('\n');
  return (async function* () {
    let page = first;
    let written = false;
    for (;;) {
      const text = entries(page);
      if (text) yield `${written ? '\n' : ''}${text}`;
      written ||= Boolean(text);
      if (!page.next) return;
      page = await priceFilesPage(apiUrl, page.next);
    }
  })();
}
