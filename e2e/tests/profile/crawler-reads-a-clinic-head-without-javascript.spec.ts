/**
 * What a crawler or a link preview gets from a clinic's URL without running
 * JavaScript: the head the host's server renders from the API, and
 * a 404 for a clinic that does not exist. Plus the files crawlers and browsers
 * ask every site for: robots.txt, sitemap.xml, the favicon and the manifest.
 */
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { site } from '#support/site';

interface ClinicAnswer {
  result: { id: string; detail: { name: string }; services: { description: string; price: string }[]; otherServices: { description: string; price: string }[] };
}

async function aClinic(request: APIRequestContext): Promise<ClinicAnswer['result']> {
  const ids = (await (await request.get(`${site.api}/sitemap/clinics`)).json()) as { results: { id: string }[] };
  return ((await (await request.get(`${site.api}/clinics/${ids.results[0].id}`)).json()) as ClinicAnswer).result;
}

const html = { headers: { accept: 'text/html' } };
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&amp;': '&' };
/** The text a crawler reads from the first match: HTML's escapes decoded (any clinic's name, markup in it included). */
const attribute = (page: string, pattern: RegExp) => pattern.exec(page)?.[1].replace(/&(lt|gt|quot|#39|#x27|amp);/g, (entity) => ENTITIES[entity]);

test.describe('a crawler reading a clinic page', () => {
  test.skip(({ isMobile }) => isMobile, 'the server answers the same to every viewport');

  for (const suffix of ['', '/prices']) {
    test(`gets the title, description, canonical URL, sharing tags and the JSON-LD with every cash price in /clinic/{id}${suffix}`, async ({ request }) => {
      const clinic = await aClinic(request);
      const response = await request.get(`/clinic/${clinic.id}${suffix}`, html);
      expect(response.status()).toBe(200);
      const page = await response.text();

      expect(attribute(page, /<title>([^<]*)<\/title>/)).toContain(clinic.detail.name);
      expect(attribute(page, /<meta name="description" content="([^"]*)"/)).toContain(clinic.detail.name);
      expect(page.match(/<meta name="?description"?/g)).toHaveLength(1);
      expect(attribute(page, /<link rel="canonical" href="([^"]*)"/)).toBe(`${site.host}/clinic/${clinic.id}${suffix}`);
      expect(attribute(page, /<meta property="og:title" content="([^"]*)"/)).toContain(clinic.detail.name);
      expect(attribute(page, /<meta name="twitter:card" content="([^"]*)"/)).toMatch(/^summary/);

      const jsonLd = JSON.parse(attribute(page, /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/)!) as {
        '@type': string;
        name: string;
        makesOffer: { name: string; price: string }[];
      };
      expect(jsonLd['@type']).toBe('MedicalClinic');
      expect(jsonLd.name).toBe(clinic.detail.name);
      const priced = [...clinic.services, ...clinic.otherServices].filter((s) => s.price.trim() !== '');
      expect(jsonLd.makesOffer.map((o) => [o.name, o.price])).toEqual(priced.map((s) => [s.description, s.price.trim()]));
    });
  }

  test('gets 404 for a clinic that does not exist, and a visitor sees the not-found page', async ({ request, page }) => {
    const missing = '0123456789abcdef01234567';
    expect((await request.get(`/clinic/${missing}`, html)).status()).toBe(404);
    expect((await request.get(`/clinic/${missing}/prices`, html)).status()).toBe(404);
    const response = await page.goto(`/clinic/${missing}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('[data-remote="mf_profile"]').getByRole('heading', { name: 'Clinic not found' })).toBeVisible();
  });

  test('in the browser the head keeps one JSON-LD, the shown clinic\'s, also after moving to another clinic', async ({ page, request }) => {
    const clinic = await aClinic(request);
    await page.goto(`/clinic/${clinic.id}`);
    await expect(page.locator('[data-remote="mf_profile"]').getByRole('heading', { level: 1 })).toHaveText(clinic.detail.name);
    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    expect(JSON.parse((await scripts.textContent())!).name).toBe(clinic.detail.name);
  });
});

test.describe('files every crawler and browser asks for', () => {
  test.skip(({ isMobile }) => isMobile, 'the server answers the same to every viewport');

  test('robots.txt points at the sitemap, whose files list the public pages and every clinic, in each language', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${site.host}/sitemap.xml`);

    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Clinics have a file per language, each page of them listed once per language.
    expect(files).toEqual([`${site.host}/sitemap-pages.xml`, `${site.host}/sitemap-clinics-0.xml`, `${site.host}/sitemap-clinics-es-0.xml`]);

    const pages = await (await request.get('/sitemap-pages.xml')).text();
    expect(pages).toContain(`<loc>${site.host}/search</loc>`);
    const clinics = await (await request.get('/sitemap-clinics-0.xml')).text();
    const clinic = await aClinic(request);
    expect(clinics).toContain(`<loc>${site.host}/clinic/${clinic.id}</loc>`);
    const listed = [...clinics.matchAll(/<loc>/g)].length;
    const total = ((await (await request.get(`${site.api}/sitemap/clinics`)).json()) as { total: number }).total;
    expect(listed).toBe(total);
    const spanish = await (await request.get('/sitemap-clinics-es-0.xml')).text();
    expect(spanish).toContain(`<loc>${site.host}/es/clinic/${clinic.id}</loc>`);
    expect([...spanish.matchAll(/<loc>/g)].length).toBe(total);
    expect((await request.get('/sitemap-clinics-7.xml')).status()).toBe(404);
  });

  test('the page names a favicon and a web app manifest, and both are served', async ({ request }) => {
    const page = await (await request.get('/', html)).text();
    expect(page).toMatch(/<link rel="?icon"? href="?\/favicon\.svg"?/);
    expect(page).toMatch(/<link rel="?manifest"? href="?\/manifest\.webmanifest"?/);
    const icon = await request.get('/favicon.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { name: string; icons: unknown[] };
    expect(manifest.name).toBe('DirectPay Clinics');
    expect(manifest.icons.length).toBeGreaterThan(0);
  });
});

test('the bad page number of the sitemap endpoint is a 400 naming the field', async ({ request }) => {
  test.skip(test.info().project.name === 'mobile', 'an API check: one project');
  const response = await request.get(`${site.api}/sitemap/clinics?page=-1`);
  expect(response.status()).toBe(400);
  expect(JSON.stringify(await response.json())).toContain('page');
});
