/**
 * The host's files for crawlers, made per request: robots.txt (pointing at the
 * sitemap with the site's own origin); sitemap.xml, an index of one file of
 * the site's public pages and, per language, one file per 50,000 clinics, read from the API
 * (`GET /sitemap/clinics`, defined in contracts/src/endpoints/sitemap.ts); and
 * cms-hpt.txt, CMS's index of price files, from `GET /open-data/price-files`.
 * Every page is listed in each language with its `hreflang` alternates (Google's
 * hreflang-in-sitemap format), so a file holds one language's URLs and stays within
 * the sitemaps.org limit of 50,000 URLs.
 */
import { DEFAULT_LOCALE, isLocale, LOCALES, LOCALE_TAGS, localizedPath, type Locale, type PriceFilesResponse, type SitemapClinicsResponse } from '@directpay/contracts';

/** The host's public pages a crawler should find (the spec's route table, account and sign-in pages left out). */
export const PUBLIC_PAGES = ['/', '/search', '/intro', '/about', '/contactus', '/terminology', '/why-list-clinic', '/private-policy', '/terms-conditions', '/open-data', '/moderation-policy'];

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /account/', 'Disallow: /login', 'Disallow: /signup', 'Disallow: /clinic_test/', 'Disallow: /estimate/', 'Disallow: /appointment/', 'Disallow: /appointment-answer/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

async function clinicsPage(apiUrl: string, page: number): Promise<SitemapClinicsResponse> {
  const response = await fetch(`${apiUrl.replace(/\/$/, '')}/sitemap/clinics?page=${page}`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET /sitemap/clinics answered ${response.status}`);
  return (await response.json()) as SitemapClinicsResponse;
}

/** A page's URL in each language, English also as `x-default`, as `<xhtml:link>` alternates. */
function alternates(origin: string, path: string): string {
  const link = (hreflang: string, locale: Locale) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(`${origin}${localizedPath(path, locale)}`)}"/>`;
  return [...LOCALES.map((locale) => link(LOCALE_TAGS[locale], locale)), link('x-default', DEFAULT_LOCALE)].join('');
}

/** Pages (site paths) in the languages given, each `<url>` with its alternates. */
function urlSet(origin: string, locales: readonly Locale[], pages: { path: string; lastmod?: string }[]): string {
  const urls = locales.flatMap((locale) =>
    pages.map((p) => `<url><loc>${xmlEscape(`${origin}${localizedPath(p.path, locale)}`)}</loc>${p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : ''}${alternates(origin, p.path)}</url>`),
  );
  if (urls.length > SITEMAP_MAX_URLS) throw new Error(`A sitemap file would hold ${urls.length} URLs`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The name of a language's file of the clinics' `page`: English keeps the name it had before Spanish pages. */
const clinicsFile = (locale: Locale, page: number) => `sitemap-clinics-${locale === DEFAULT_LOCALE ? '' : `${locale}-`}${page}.xml`;

/** `/sitemap.xml`: the index of the files below. */
export async function sitemapIndex(origin: string, apiUrl: string): Promise<string> {
  const first = await clinicsPage(apiUrl, 0);
  const files = ['sitemap-pages.xml'];
  for (const locale of LOCALES) for (let page = 0; page * first.pageSize < first.total; page += 1) files.push(clinicsFile(locale, page));
  const items = files.map((file) => `<sitemap><loc>${xmlEscape(`${origin}/${file}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** One file of the index, or null for a name that is not one (a 404). */
export async function sitemapFile(name: string, origin: string, apiUrl: string): Promise<string | null> {
  if (name === 'sitemap-pages.xml') return urlSet(origin, LOCALES, PUBLIC_PAGES.map((path) => ({ path })));
  const match = /^sitemap-clinics-(?:([a-z]{2})-)?(\d{1,5})\.xml$/.exec(name);
  const locale = match?.[1] ?? DEFAULT_LOCALE;
  // English files have no language in their name.
  if (!match || !isLocale(locale) || match[1] === DEFAULT_LOCALE) return null;
  const page = await clinicsPage(apiUrl, Number(match[2]));
  if (page.results.length === 0 && Number(match[2]) > 0) return null;
  return urlSet(origin, [locale], page.results.map((c) => ({ path: `/clinic/${c.id}`, lastmod: c.updatedAt })));
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
