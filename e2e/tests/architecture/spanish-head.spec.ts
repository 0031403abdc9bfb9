/**
 * A crawler reading a Spanish clinic page without JavaScript finds its head in Spanish: the
 * title and description, `lang`, `hreflang` to both languages (and back from the English page),
 * the canonical URL and the JSON-LD of the Spanish page; the sitemap lists both languages. In the
 * browser, the head's alternates and canonical follow the visitor from page to page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Clinic } from '@directpay/contracts';
import { test, expect } from '#support/fixtures';
import { site } from '#support/site';

interface Head {
  lang: string;
  title: string;
  description: string | null;
  canonical: string[];
  alternates: Record<string, string>;
  jsonLd: Record<string, unknown>[];
}

/** The page's HTML as the server sends it, parsed by the browser's DOMParser (no script runs). */
async function rawHead(page: Page, request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'text/html');
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      canonical: Array.from(document.querySelectorAll('link[rel="canonical"]')).map((link) => link.getAttribute('href') ?? ''),
      alternates: Object.fromEntries(Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
    };
  }, html);
}

async function demoClinic(request: APIRequestContext): Promise<Clinic> {
  const { results } = (await (await request.get(`${site.api}/clinics?categoryId=1`)).json()) as { results: { id: string }[] };
  return ((await (await request.get(`${site.api}/clinics/${results[0].id}`)).json()) as { result: Clinic }).result;
}

/** The sitemap file's `<url>`s: each `<loc>` with its alternates by hreflang. */
async function sitemapUrls(page: Page, request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return page.evaluate((xml) => {
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    if (document.querySelector('parsererror')) throw new Error('the sitemap is not well-formed XML');
    const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    return Array.from(document.getElementsByTagNameNS(SITEMAP, 'loc')).map((loc) => {
      const entry = loc.parentElement!;
      const links = Array.from(entry.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link'));
      return { loc: loc.textContent ?? '', alternates: Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])) };
    });
  }, await response.text());
}

test("a Spanish clinic page's server-rendered head is in Spanish and points at both languages", async ({ page, request }) => {
  const clinic = await demoClinic(request);
  const english = `${site.host}/clinic/${clinic.id}`;
  const spanish = `${site.host}/es/clinic/${clinic.id}`;
  const head = await rawHead(page, request, `/es/clinic/${clinic.id}`);
  expect(head.lang).toBe('es-US');
  expect(head.title).toContain(clinic.detail.name);
  expect(head.title).toMatch(/precios en efectivo \| DirectPay Clinics$/);
  expect(head.description).toMatch(new RegExp(`^${clinic.detail.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} en ${clinic.address.cityTown}, ${clinic.address.state} acepta pago directo`));
  expect(head.alternates).toEqual({ 'en-US': english, 'es-US': spanish, 'x-default': english });
  expect(head.canonical).toEqual([spanish]);
  expect(head.jsonLd).toHaveLength(1);
  expect(head.jsonLd[0]).toMatchObject({ '@type': 'MedicalClinic', url: spanish, name: clinic.detail.name, mainEntityOfPage: { url: spanish, inLanguage: 'es-US' } });

  // And back: the English page names the Spanish one.
  const back = await rawHead(page, request, `/clinic/${clinic.id}`);
  expect(back.lang).toBe('en-US');
  expect(back.alternates['es-US']).toBe(spanish);
  expect(back.canonical).toEqual([english]);
  expect(back.jsonLd[0]).toMatchObject({ url: english, mainEntityOfPage: { inLanguage: 'en-US' } });
});

test('the sitemap lists every page and clinic in English and in Spanish, each with its alternates', async ({ page, request }) => {
  await page.goto('about:blank');
  const files = (await sitemapUrls(page, request, '/sitemap.xml')).map((entry) => entry.loc);
  expect(files).toContain(`${site.host}/sitemap-clinics-0.xml`);
  expect(files).toContain(`${site.host}/sitemap-clinics-es-0.xml`);
  const pages = await sitemapUrls(page, request, '/sitemap-pages.xml');
  expect(pages.map((entry) => entry.loc)).toEqual(expect.arrayContaining([`${site.host}/`, `${site.host}/es/`, `${site.host}/about`, `${site.host}/es/about`]));
  const clinic = await demoClinic(request);
  const spanish = await sitemapUrls(page, request, '/sitemap-clinics-es-0.xml');
  const entry = spanish.find((url) => url.loc === `${site.host}/es/clinic/${clinic.id}`);
  expect(entry?.alternates).toEqual({ 'en-US': `${site.host}/clinic/${clinic.id}`, 'es-US': `${site.host}/es/clinic/${clinic.id}`, 'x-default': `${site.host}/clinic/${clinic.id}` });
  expect(spanish.every((url) => url.loc.startsWith(`${site.host}/es/clinic/`))).toBe(true);
  const english = await sitemapUrls(page, request, '/sitemap-clinics-0.xml');
  expect(english.map((url) => url.loc.replace(site.host, `${site.host}/es`))).toEqual(spanish.map((url) => url.loc));
});

/** The head's canonical URLs and alternates as the page holds them now. */
const liveLinks = (page: Page) =>
  page.evaluate(() => ({
    canonical: Array.from(document.querySelectorAll('link[rel="canonical"]')).map((link) => (link as HTMLLinkElement).href),
    alternates: Object.fromEntries(Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [link.getAttribute('hreflang'), (link as HTMLLinkElement).href])),
  }));

test('moving from page to page in Spanish, the head names the page shown in both languages', async ({ page }) => {
  await page.goto('/es/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await liveLinks(page)).toEqual({ canonical: [`${site.host}/es/`], alternates: { 'en-US': `${site.host}/`, 'es-US': `${site.host}/es/`, 'x-default': `${site.host}/` } });
  await page.getByRole('contentinfo').locator('a[href="/es/about"]').click();
  await expect(page).toHaveURL(`${site.host}/es/about`);
  await expect.poll(() => liveLinks(page)).toEqual({
    canonical: [`${site.host}/es/about`],
    alternates: { 'en-US': `${site.host}/about`, 'es-US': `${site.host}/es/about`, 'x-default': `${site.host}/about` },
  });
  await page.goBack();
  await expect(page).toHaveURL(`${site.host}/es/`);
  await expect.poll(() => liveLinks(page)).toMatchObject({ canonical: [`${site.host}/es/`] });
});
