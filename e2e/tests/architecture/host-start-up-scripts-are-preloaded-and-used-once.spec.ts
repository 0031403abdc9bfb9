/**
 * The host starts in one script. The home page, which no remote
 * serves, preloads nothing and runs main alone: no federation runtime, no
 * TanStack Query, until the visitor reaches for its search form, which starts
 * the search page's code. A page a remote serves names in its HTML the host's own
 * scripts it needs before it renders (the federation runtime, the shared modules
 * the remote's first code consumes, the catalogs of the page's language:
 * page-start-files.json of the build and the remote's manifest), so they download
 * with main rather than a round trip after it. Each one the HTML preloads must
 * be one the page then runs, fetched once, and none the page asks for before its
 * first heading may be missing: a list that drifted from the builds would download
 * scripts for nothing or miss the ones the page waits for.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { site } from '#support/site';

const PRELOADED_SCRIPT = /<link rel="preload" as="script" fetchpriority="low" href="(\/[^"]+\.js)">/g;

/** Opens `path` and counts the host's scripts by path, with Chrome's "preloaded but not used" warnings. */
async function openCountingScripts(page: Page, path: string, ready: () => Promise<void>) {
  const unused: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) unused.push(message.text());
  });
  const fetched = new Map<string, number>();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.resourceType() === 'script' && url.origin === new URL(page.url() || r.url()).origin) fetched.set(url.pathname, (fetched.get(url.pathname) ?? 0) + 1);
  });
  await page.goto(path);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await ready();
  return { fetched, unused };
}

test('the home page preloads no script and runs the host\'s main alone, once, until the visitor reaches for the search', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'the same scripts at every width');
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  expect([...html.matchAll(PRELOADED_SCRIPT)].map((m) => m[1])).toEqual([]);
  const { fetched } = await openCountingScripts(page, '/', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  await page.waitForLoadState('networkidle');
  expect([...fetched.keys()]).toEqual([expect.stringMatching(/^\/main\.[0-9a-f]{12}\.js$/)]);
  expect([...fetched.values()]).toEqual([1]);

  // Reaching for the search form starts the search page's code, which the tap then finds: each script once.
  await page.getByLabel('Address, city or ZIP code').fill('Austin');
  await page.waitForLoadState('networkidle');
  const warmed = fetched.size;
  expect(warmed).toBeGreaterThan(1);
  await page.getByRole('search', { name: 'Find clinics' }).getByRole('button', { name: 'Find clinics' }).click();
  await expect(page.locator('[data-remote="mf_search"]').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...fetched.values()].every((count) => count === 1)).toBe(true);
});

/** The host's scripts the page asked for before its remote drew its first heading, besides main. */
async function hostScriptsBeforeFirstHeading(page: Page, remote: string): Promise<string[]> {
  await expect(page.locator(`[data-remote="${remote}"] h1`).first()).toBeVisible();
  return page.evaluate(() => {
    const drawn = performance.getEntriesByName('first-heading')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < drawn && new URL(entry.name).origin === window.location.origin && entry.name.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => !/^\/main\.[0-9a-f]{12}\.js$/.test(path));
  });
}

for (const opened of ['/search?category=Dental', '/clinic/000000000000000000000000', '/clinic/first', '/es/search?category=Dental', '/es/clinic/first']) {
  test(`the host scripts preloaded by ${opened} are the ones it loads, each fetched once, and all it asks for before it draws`, async ({ page, request, isMobile }) => {
    test.skip(isMobile, 'the same scripts at every width');
    let path = opened;
    if (path.endsWith('/first')) {
      const { results } = (await (await request.get(`${site.api}/sitemap/clinics`)).json()) as { results: { id: string }[] };
      path = path.replace('first', results[0].id);
    }
    // When the remote's first heading is drawn: what was asked for by then held up the page.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-remote] h1')) return;
        performance.mark('first-heading');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    const preloaded = [...html.matchAll(PRELOADED_SCRIPT)].map((m) => m[1]);
    expect(preloaded.length, 'the page preloads the federation runtime and the shared modules its remote consumes').toBeGreaterThanOrEqual(2);

    const remote = path.includes('/search') ? 'mf_search' : 'mf_profile';
    const { fetched, unused } = await openCountingScripts(page, path, () => expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible());
    expect((await hostScriptsBeforeFirstHeading(page, remote)).filter((script) => !preloaded.includes(script)), 'host scripts asked for before the first heading, not preloaded').toEqual([]);
    // Preloads Chrome did not use would show as a second request once the page asks for them.
    for (const script of preloaded) expect(fetched.get(script), `${script} is fetched once`).toBe(1);
    // Chrome warns about a preload the page did not use within a few seconds of its load.
    await page.waitForTimeout(3500);
    expect(unused.filter((text) => preloaded.some((script) => text.includes(script)))).toEqual([]);
  });
}
