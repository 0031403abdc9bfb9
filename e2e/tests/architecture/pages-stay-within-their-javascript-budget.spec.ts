/**
 * Fast on a phone: the JavaScript each page loads, compressed, stays
 * within its budget; every script is sent compressed; and no built file holds a
 * development build of a library (react-router's exports point at its
 * development build unless the webpack config says otherwise).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { site } from '#support/site';
import { DIST_BY_PORT, DIST_FOLDERS, distFileOf, filesOf, gzipBytes, sentBytes } from '#support/built-files';
import { spanishCatalogs } from './spanish-catalog-text';

const KB = 1024;
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Ceilings, gzip, per page. Each page is meant to stay below its target (TARGET), and each
 * ceiling is a ratchet just above today's figure: a change that adds JavaScript
 * to a page fails here. What loads as a visitor scrolls to the end (a profile's
 * map) counts too.
 */
const TARGET = { home: 120 * KB, 'Spanish home': 128 * KB, search: 250 * KB, profile: 230 * KB };
const PAGES = [
  { name: 'home', budget: 117 * KB, open: async (page: Page) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } },
  { name: 'Spanish home', budget: 123 * KB, open: async (page: Page) => {
    await page.goto('/es/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } },
  { name: 'search', budget: 244 * KB, open: async (page: Page) => {
    await page.goto('/search?category=Dental');
    await expect(page.locator('[data-remote="mf_search"]').getByRole('heading', { level: 1 })).toBeVisible();
  } },
  { name: 'profile', budget: 230 * KB, open: async (page: Page, clinicId: string) => {
    await page.goto(`/clinic/${clinicId}`);
    await expect(page.locator('[data-remote="mf_profile"]').getByRole('heading', { level: 1 })).toBeVisible();
  } },
] as const;

/** Scrolls with the mouse wheel, a screen at a time, until the page's end is on screen. */
async function scrollToTheEnd(page: Page): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (atEnd) return;
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
}

async function firstClinicId(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const response = await request.get(`${site.api}/sitemap/clinics`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { results: { id: string }[] };
  expect(body.results.length).toBeGreaterThan(0);
  return body.results[0].id;
}

test.describe('JavaScript on the wire', () => {
  test.skip(({ isMobile }) => isMobile, 'the same files load at every viewport; one project measures them');

  for (const spec of PAGES) {
    test(`the ${spec.name} page loads at most ${spec.budget / KB} KB of compressed JavaScript (ratchet; target ${TARGET[spec.name] / KB} KB), every script sent compressed`, async ({ page, request }) => {
      const clinicId = spec.name === 'profile' ? await firstClinicId(request) : '';
      const scripts: { url: string; encoding: string | undefined }[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
      });
      await spec.open(page, clinicId);
      await page.waitForLoadState('networkidle');
      // A visitor reads the page to its end: what loads on the way (the profile's map
      // near the screen) counts, so the figure does not hang on when the map came into view.
      await scrollToTheEnd(page);
      await page.waitForLoadState('networkidle');

      const files = [...new Map(scripts.map((s) => [s.url, s])).values()].map((s) => ({ ...s, file: distFileOf(s.url) }));
      expect(files.filter((f) => !f.file).map((f) => f.url), 'scripts that are not built files').toEqual([]);
      // The ceiling holds for gzip, the encoding every browser accepts; Chromium is sent brotli, printed beside it.
      const total = files.reduce((sum, f) => sum + gzipBytes(f.file!), 0);
      const sent = files.reduce((sum, f) => sum + sentBytes(f.file!, f.encoding), 0);
      const encodings = [...new Set(files.map((f) => f.encoding ?? 'none'))].join('/');
      console.log(`${spec.name}: ${files.length} scripts, ${(total / KB).toFixed(1)} KB gzip, ${(sent / KB).toFixed(1)} KB as sent to Chromium (${encodings}) (target ${TARGET[spec.name] / KB} KB)`);
      // Largest first, so a report says where the bytes are.
      for (const f of files.map((f) => ({ url: new URL(f.url), bytes: gzipBytes(f.file!) })).sort((a, b) => b.bytes - a.bytes)) {
        console.log(`  ${(f.bytes / KB).toFixed(1).padStart(6)} KB  ${f.url.port} ${f.url.pathname}`);
      }
      expect(total).toBeLessThanOrEqual(spec.budget);
      // Anything worth compressing arrives compressed (the build's .br or .gz copy).
      const big = scripts.filter((s) => statSync(distFileOf(s.url)!).size > 1024);
      expect(big.filter((s) => s.encoding !== 'br' && s.encoding !== 'gzip').map((s) => s.url), 'scripts sent uncompressed').toEqual([]);
    });
  }
});

/** Each script the page downloads while it opens, with its text. */
async function scriptsOf(page: Page, open: () => Promise<void>): Promise<{ url: string; text: string }[]> {
  const reading: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') reading.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  await open();
  await page.waitForLoadState('networkidle');
  return Promise.all(reading);
}

/** Which Spanish catalog phrases the scripts hold, as 'catalog file: phrase'. */
const spanishIn = (scripts: { text: string }[], catalogs = spanishCatalogs()) =>
  catalogs.flatMap((catalog) => catalog.phrases.filter((phrase) => scripts.some((s) => s.text.includes(phrase))).map((phrase) => `${catalog.file}: ${phrase}`));

test.describe('message catalogs on the wire', () => {
  test.skip(({ isMobile }) => isMobile, 'the same files load at every viewport; one project checks them');

  test('an English page downloads no Spanish message', async ({ page, request }) => {
    expect(spanishCatalogs().find((catalog) => catalog.workspace === 'host')?.phrases.length, "phrases of the host's Spanish catalog").toBeGreaterThan(0);
    const clinicId = await firstClinicId(request);
    for (const spec of PAGES.filter((p) => p.name !== 'Spanish home')) {
      const scripts = await scriptsOf(page, () => spec.open(page, clinicId));
      expect(spanishIn(scripts), `Spanish messages in the scripts of the English ${spec.name} page`).toEqual([]);
    }
  });

  test('the Spanish home page downloads the Spanish messages of the code it runs, and no other', async ({ page }) => {
    const scripts = await scriptsOf(page, () => PAGES.find((p) => p.name === 'Spanish home')!.open(page));
    const catalogs = spanishCatalogs();
    // The host's own catalog (its header and footer are on the page).
    expect(spanishIn(scripts, catalogs.filter((catalog) => catalog.workspace === 'host')).length).toBeGreaterThan(0);
    // A remote whose code the page did not load has sent none of its Spanish messages either.
    const loaded = new Set(scripts.map((s) => DIST_BY_PORT[Number(new URL(s.url).port)]).filter(Boolean).map((dist) => path.basename(path.dirname(dist))));
    // A phrase the host's own catalog has too ('Buscar clínicas') says nothing of where it came from.
    const ours = catalogs.filter((catalog) => !catalog.workspace.startsWith('mf-') || loaded.has(catalog.workspace)).flatMap((catalog) => catalog.phrases).join('\n');
    const others = catalogs
      .filter((catalog) => catalog.workspace.startsWith('mf-') && !loaded.has(catalog.workspace))
      .map((catalog) => ({ ...catalog, phrases: catalog.phrases.filter((phrase) => !ours.includes(phrase)) }));
    expect(spanishIn(scripts, others), 'Spanish messages of remotes the page does not run').toEqual([]);
  });
});

test.describe('built files', () => {
  test.skip(({ isMobile }) => isMobile, 'files on disk: one project checks them');

  test('no built file holds a development build of a library, or react-router\'s server-only cookie code', () => {
    const offenders: string[] = [];
    for (const dist of DIST_FOLDERS) {
      for (const map of filesOf(dist, (name) => name.endsWith('.js.map'))) {
        const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
        for (const source of sources) {
          if (/node_modules\/.*(\/development\/|\.development\.)|node_modules\/(cookie|set-cookie-parser)\//.test(source)) {
            offenders.push(`${path.relative(dist, map)}: ${source}`);
          }
        }
      }
      // React's and others' development builds announce themselves in their code, source map or not.
      for (const js of filesOf(dist, (name) => name.endsWith('.js'))) {
        if (/react\.development|react-dom\.development|You are running a development build/.test(readFileSync(js, 'utf8'))) offenders.push(js);
      }
    }
    expect(offenders).toEqual([]);
  });

  // V8's explicit compile hint (scripts/webpack/compile-hint-plugin.ts): the browser compiles each
  // script on a background thread while it downloads, not on the main thread when its code first runs.
  test('every JavaScript file starts with the compile hint, in its compressed copies too', () => {
    const unmarked: string[] = [];
    for (const dist of DIST_FOLDERS) {
      for (const js of filesOf(dist, (name) => name.endsWith('.js'))) {
        const copies = [readFileSync(js, 'utf8')];
        if (existsSync(`${js}.br`)) copies.push(brotliDecompressSync(readFileSync(`${js}.br`)).toString('utf8'));
        if (existsSync(`${js}.gz`)) copies.push(gunzipSync(readFileSync(`${js}.gz`)).toString('utf8'));
        if (copies.some((code) => !code.startsWith(`${COMPILE_HINT}\n`))) unmarked.push(path.relative(dist, js));
      }
    }
    expect(unmarked).toEqual([]);
  });

  test('every JavaScript file has a gzip and a brotli copy beside it, built once', () => {
    for (const dist of DIST_FOLDERS) {
      const missing = filesOf(dist, (name) => name.endsWith('.js'))
        .filter((file) => statSync(file).size > 1024)
        .filter((file) => !statSync(`${file}.gz`, { throwIfNoEntry: false }) || !statSync(`${file}.br`, { throwIfNoEntry: false }));
      expect(missing).toEqual([]);
    }
  });
});
