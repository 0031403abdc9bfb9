/**
 * The host's page names its own start-up scripts in the HTML (issue 16): the
 * bootstrap chunk and the shared modules' chunks the first render needs
 * (startup-chunks.json of the build), so they download with main rather than
 * a round trip after it. Each one the HTML preloads must be one the page then
 * runs, fetched once: a list that drifted from the build would download
 * scripts for nothing or miss the ones the page waits for.
 */
import { test, expect } from '#support/fixtures';

for (const path of ['/', '/search?category=Dental']) {
  test(`the start-up scripts preloaded by ${path} are the ones it loads, each fetched once`, async ({ page, request, isMobile }) => {
    test.skip(isMobile, 'the same scripts at every width');
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    const preloaded = [...html.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="(\/[^"]+\.js)">/g)].map((m) => m[1]);
    expect(preloaded.length, 'the page preloads the host start-up scripts').toBeGreaterThan(3);

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
    if (path === '/') await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    else await expect(page.locator('[data-remote="mf_search"]')).toBeVisible();
    // Preloads Chrome did not use would show as a second request once the page asks for them.
    for (const script of preloaded) expect(fetched.get(script), `${script} is fetched once`).toBe(1);
    // Chrome warns about a preload the page did not use within a few seconds of its load.
    await page.waitForTimeout(3500);
    expect(unused.filter((text) => preloaded.some((script) => text.includes(script)))).toEqual([]);
  });
}
