import type { Page, Request } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { heading, listSettled } from './helpers';

/** Map tiles and favicons are not the task's. */
const counted = (url: string) => !/\/tiles\/|favicon/.test(url);

/** Resolves once no request has been in flight for `quietMs`. */
async function networkQuiet(page: Page, quietMs = 700): Promise<void> {
  const inFlight = new Set<Request>();
  let last = Date.now();
  const start = (r: Request) => (inFlight.add(r), (last = Date.now()));
  const end = (r: Request) => (inFlight.delete(r), (last = Date.now()));
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  await expect.poll(() => inFlight.size === 0 && Date.now() - last >= quietMs, { timeout: 15_000 }).toBe(true);
  page.off('request', start);
  page.off('requestfinished', end);
  page.off('requestfailed', end);
}

test('from a ZIP typed on the home page, the tap on Find clinics looks the place up once, and on a phone asks for at most 6 things', async ({ page }, testInfo) => {
  await page.goto('/');
  const where = page.getByRole('textbox', { name: 'Address, city or ZIP code' });
  await where.click();
  await where.pressSequentially('84101', { delay: 50 });
  // Reaching for the form loads the search's code while the visitor types; it is not the tap's.
  await networkQuiet(page);

  const asked: string[] = [];
  page.on('request', (r) => counted(r.url()) && asked.push(r.url()));
  await page.getByRole('button', { name: 'Find clinics' }).click();
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  await listSettled(page);
  await networkQuiet(page);

  const lookups = asked.filter((u) => new URL(u).pathname === '/places');
  expect(lookups).toHaveLength(1);
  expect(new URL(lookups[0]).searchParams.get('q')).toBe('84101');
  // A desktop also draws its interactive map and a longer list at once; the budget is the phone's.
  if (testInfo.project.name === 'mobile') expect(asked.length, asked.join('\n')).toBeLessThanOrEqual(6);
});

test('the home form sent before its script ran lands on a search that looks its ZIP up once and names the place', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname === '/places' && lookups.push(r.url()));
  // What the browser alone sends from the home page (home-search-works-before-its-script.spec.ts).
  await page.goto('/search?where=84101&category=Chiropractic&code=');
  await expect(page.getByTestId('results-place')).toHaveText(/^near Salt Lake City, UT 84101\s*·\s*change$/);
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  await listSettled(page);
  await networkQuiet(page);
  expect(lookups).toHaveLength(1);
});
