/**
 * The price card a clinic embeds: the owner copies a location's snippet in the account area,
 * and a page of the clinic's own site (another origin, served by the test) shows the card with
 * the clinic's prices and confirmation date, whose link leads to the profile. The script variant
 * draws in a shadow root the page's styles do not reach; the iframe variant works on a page whose
 * Content-Security-Policy runs no script at all. Both hold at 320 px.
 */
import type { Page, Request } from '@playwright/test';
import { formatLongDate } from '@directpay/contracts';
import { test, expect } from '#support/fixtures';
import { clinicSitePage, serveOtherSite, type OtherSite } from '#support/other-site';
import { site } from '#support/site';
import { testServerPort } from '#support/test-ports';
import { apiSignIn, clinicInput, createClinicByApi, chooseOption, uniqueEmail } from '../account/support';

// Words a careless or hostile owner might type: they must reach the card as text.
const NAME = 'Clear <img src=x onerror=alert(1)> Sight & Co';
const EXAM = 'Eye exam <script>alert(2)</script>';
// The clinic's own stylesheet, which must not reach the card (nor the card's reach the page).
const HOSTILE_CSS = '<style>body{font:40px/3 serif;color:rgb(255,0,0)} p,li,span,a,section{color:rgb(255,0,0);text-transform:uppercase} ul{padding-left:100px}</style>';

let otherSite: OtherSite | undefined;
test.afterEach(async () => {
  await otherSite?.close();
  otherSite = undefined;
});

/** Requests the page makes to our site and API: none may carry a cookie or tell the page's address. */
function watchOurRequests(page: Page): Request[] {
  const ours: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(site.host) || request.url().startsWith(site.api)) ours.push(request);
  });
  return ours;
}

/** Opens the location's price card snippets from its Options menu, copies one, and reads it from the page. */
async function copySnippet(page: Page, variant: 'script' | 'iframe'): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Price card for your website' });
  if (!(await dialog.isVisible())) await chooseOption(page, NAME, 'Price card for your website');
  const block = dialog.getByRole('region', { name: variant === 'script' ? 'Script' : 'Iframe' });
  await block.getByRole('button', { name: `Copy ${variant}` }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  // Only the snippet last copied says so.
  await expect(dialog.getByRole('button', { name: 'Copied' })).toHaveCount(1);
  const snippet = (await block.getByTestId(`snippet-${variant}`).textContent()) ?? '';
  // What the clipboard holds is what the page shows.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
  return snippet;
}

test("owner copies a location's price card; the clinic's own site shows it, script and iframe, at every width", async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.host });
  const email = uniqueEmail('embed');
  const { token } = await apiSignIn(page.request, email);
  const clinic = await createClinicByApi(
    page.request,
    token,
    clinicInput(NAME, { otherServices: [{ description: EXAM, price: '90', code: '92004', codeSystem: 'CPT' }] }),
  );
  const confirmed = `Prices confirmed ${formatLongDate(clinic.pricesConfirmedAt!)}`;

  // The owner signs in with the development account and lands on their locations.
  await page.goto('/login');
  await page.getByLabel('Development account email').fill(email);
  await page.getByRole('button', { name: 'Sign in with the development account' }).click();
  await expect(page).toHaveURL('/account/clinic-locations');
  const scriptSnippet = await copySnippet(page, 'script');
  expect(scriptSnippet).toBe(`<script src="${site.host}/embed/price-card.js" data-clinic="${clinic.id}" async></script>`);
  const iframeSnippet = await copySnippet(page, 'iframe');

  otherSite = await serveOtherSite(testServerPort('sites', 0), {
    '/prices': { html: clinicSitePage('Our prices', `${HOSTILE_CSS}<h1>Our prices</h1><p id="own">Call us to book.</p>${scriptSnippet}<p>Thank you.</p>`) },
    // A strict site: no script may run at all, and only our site may be framed.
    '/strict': {
      html: clinicSitePage('Our prices', `<h1>Our prices</h1>${iframeSnippet}`),
      headers: { 'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; frame-src ${site.host}` },
    },
  });

  // The script variant, on the clinic's page as a visitor opens it.
  const visitor = await context.newPage();
  const requests = watchOurRequests(visitor);
  await visitor.goto(`${otherSite.origin}/prices`);
  const card = visitor.getByRole('region', { name: `Cash prices of ${NAME}` });
  await expect(card).toBeVisible();
  await expect(card.locator('.name')).toHaveText(NAME);
  await expect(card.getByRole('listitem')).toHaveText(['LASIK$ 2000', `${EXAM}CPT 92004$ 90`]);
  await expect(card.locator('.confirmed')).toHaveText(confirmed);
  await expect(visitor.locator('directpay-price-card img, directpay-price-card script')).toHaveCount(0);
  // The page's styles stop at the card, and the card's never reach the page.
  await expect(card.locator('.name')).toHaveCSS('color', 'rgb(17, 24, 39)');
  await expect(card.locator('.name')).toHaveCSS('text-transform', 'none');
  await expect(visitor.locator('#own')).toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect(visitor.locator('#own')).toHaveCSS('font-size', '40px');
  // The card sits where the tag was.
  await expect(visitor.locator('#own + script + directpay-price-card')).toHaveCount(1);

  for (const width of [320, 360, 414]) {
    await visitor.setViewportSize({ width, height: 740 });
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(width);
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    const link = await card.getByRole('link').boundingBox();
    expect(link!.x + link!.width).toBeLessThanOrEqual(width);
    expect(link!.height).toBeGreaterThanOrEqual(24);
  }

  // No cookie went out or came back, and our servers were not told the page's address.
  expect(requests.map((r) => new URL(r.url()).pathname)).toEqual(expect.arrayContaining(['/embed/price-card.js', '/config.json', `/clinics/${clinic.id}/price-card`]));
  for (const request of requests) {
    const headers = await request.allHeaders();
    expect(headers.cookie, request.url()).toBeUndefined();
    if (request.resourceType() === 'fetch') expect(headers.referer, request.url()).toBeUndefined();
    expect((await request.response())?.headers()['set-cookie'], request.url()).toBeUndefined();
  }
  expect(await context.cookies([site.host, site.api])).toEqual([]);

  await card.getByRole('link', { name: 'See the full profile on DirectPay Clinics' }).click();
  await expect(visitor).toHaveURL(`${site.host}/clinic/${clinic.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: NAME })).toBeVisible();

  // The iframe variant, on the strict site.
  await visitor.setViewportSize({ width: 320, height: 740 });
  await visitor.goto(`${otherSite.origin}/strict`);
  const frame = visitor.frameLocator(`iframe[src="${site.host}/embed/clinics/${clinic.id}/price-card"]`);
  const framed = frame.getByRole('region', { name: `Cash prices of ${NAME}` });
  await expect(framed.getByRole('listitem')).toHaveText(['LASIK$ 2000', `${EXAM}CPT 92004$ 90`]);
  await expect(framed.locator('.confirmed')).toHaveText(confirmed);
  // No picture; one script, the card page's own (its height), which the page's policy names.
  await expect(frame.locator('img')).toHaveCount(0);
  await expect(frame.locator('script')).toHaveCount(1);
  const iframeBox = await visitor.locator('iframe').boundingBox();
  expect(iframeBox!.x + iframeBox!.width).toBeLessThanOrEqual(320);
  expect(await frame.locator('html').evaluate((html) => html.scrollWidth <= html.clientWidth)).toBe(true);
  await framed.getByRole('link', { name: 'See the full profile on DirectPay Clinics' }).click();
  await expect(visitor).toHaveURL(`${site.host}/clinic/${clinic.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
});

test("a snippet for an unknown clinic, or a wrong one, shows a quiet line and leaves the clinic's page whole", async ({ page }) => {
  const unknown = 'f'.repeat(24);
  otherSite = await serveOtherSite(testServerPort('sites', 1), {
    '/prices': {
      html: clinicSitePage(
        'Our prices',
        `<h1>Our prices</h1>` +
          `<script src="${site.host}/embed/price-card.js" data-clinic="${unknown}" async></script>` +
          `<script src="${site.host}/embed/price-card.js" data-clinic="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;" async></script>` +
          `<iframe title="Our cash prices" src="${site.host}/embed/clinics/${unknown}/price-card" width="100%" height="120"></iframe>` +
          '<p id="after">Call us to book.</p>',
      ),
    },
  });
  const unknownCard = page.waitForResponse(`${site.api}/clinics/${unknown}/price-card`);
  await page.goto(`${otherSite.origin}/prices`);
  expect((await unknownCard).status()).toBe(404);
  const cards = page.locator('directpay-price-card');
  await expect(cards).toHaveCount(2);
  for (const card of [cards.nth(0), cards.nth(1)]) await expect(card.getByText('Cash prices are not available right now.')).toBeVisible();
  await expect(page.locator('directpay-price-card img')).toHaveCount(0);
  await expect(page.frameLocator('iframe').getByText('Cash prices are not available right now.')).toBeVisible();
  await expect(page.locator('#after')).toHaveText('Call us to book.');
});
