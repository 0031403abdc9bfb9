/**
 * The host's files for crawlers, made per request: robots.txt (pointing at the
 * sitemap with the site's own origin) and sitemap.xml, an index of one file of
 * the site's public pages and one file per 50,000 clinics, read from the API
 * (`GET /sitemap/clinics`, defined in contracts/src/endpoints/sitemap.ts).
 */
import type { SitemapClinicsResponse } from '@directpay/contracts';

/** The host's public pages a crawler should find (the spec's route table, account and sign-in pages left out). */
export const PUBLIC_PAGES = ['/', '/search', '/intro', '/about', '/contactus', '/terminology', '/why-list-clinic', '/private-policy', '/terms-conditions'];

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
