/**
 * The iframe snippet never clips the card: on a clinic's own page (another origin) with the
 * owner's snippet for the demo clinic with the most prices, and a second card of another clinic
 * below it, each frame takes its own card's height, at 320 px and at 1280 px: the frame is at
 * least as tall as the card's document, the last price row shows inside it, and the card's
 * document has nothing to scroll.
 */
import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { getPriceCard, endpointPath, priceCardPagePath, priceCardSnippets, type PriceCard } from '@directpay/contracts';
import { demoClinicId } from '../../../api/src/demo/demo-clinics';
import { test, expect } from '#support/fixtures';
import { clinicSitePage, serveOtherSite, type OtherSite } from '#support/other-site';
import { site } from '#support/site';
import { testServerPort } from '#support/test-ports';

let otherSite: OtherSite | undefined;
test.afterEach(async () => {
  await otherSite?.close();
  otherSite = undefined;
});

/** Every demo clinic's card, as the API answers it (the demo ids run on until the first unknown one). */
async function demoCards(request: APIRequestContext): Promise<PriceCard[]> {
  const cards: PriceCard[] = [];
  for (let start = 0; ; start += 25) {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, k) => request.get(`${site.api}${endpointPath(getPriceCard.path, { id: demoClinicId(start + k).toHexString() })}`)),
    );
    for (const answer of answers) {
      if (answer.status() === 404) return cards;
      expect(answer.status()).toBe(200);
      cards.push(((await answer.json()) as { result: PriceCard }).result);
    }
  }
}

/** Checks one framed card is shown whole, and returns the frame's height. */
async function expectWhole(page: Page, iframe: Locator, frame: FrameLocator, label: string): Promise<number> {
  await iframe.scrollIntoViewIfNeeded();
  const rows = frame.locator('.row');
  await expect(rows.first()).toBeVisible();
  const documentHeight = () => frame.locator('html').evaluate((html) => html.scrollHeight);
  // The frame follows the card's reports: at least the card document's height, with nothing left to scroll inside.
  await expect.poll(async () => (await iframe.evaluate((el) => el.getBoundingClientRect().height)) >= (await documentHeight()), { message: `${label}: frame as tall as its card` }).toBe(true);
  await expect.poll(() => frame.locator('html').evaluate((html) => html.scrollHeight <= html.clientHeight && html.scrollWidth <= html.clientWidth), { message: `${label}: no inner scrollbar` }).toBe(true);
  const box = (await iframe.boundingBox())!;
  await rows.last().scrollIntoViewIfNeeded();
  const last = (await rows.last().boundingBox())!;
  const frameBox = (await iframe.boundingBox())!;
  expect(last.y + last.height, `${label}: the last price row inside the frame`).toBeLessThanOrEqual(frameBox.y + frameBox.height + 0.5);
  expect(last.y, label).toBeGreaterThanOrEqual(frameBox.y);
  expect(box.x + box.width, `${label}: no wider than the page`).toBeLessThanOrEqual(page.viewportSize()!.width);
  return box.height;
}

test("the iframe card grows and shrinks with its card at 320 and 1280 px, and two cards keep their own heights", async ({ page }) => {
  test.setTimeout(90_000);
  const cards = await demoCards(page.request);
  const most = cards.reduce((a, b) => (b.services.length > a.services.length ? b : a));
  const fewest = cards.filter((card) => card.services.length > 0 && card.id !== most.id).reduce((a, b) => (b.services.length < a.services.length ? b : a));
  // The snippets exactly as the owner's page writes them (the account area's generator, with the site's origin).
  const big = priceCardSnippets(site.host, most.id, most.name).iframe;
  const small = priceCardSnippets(site.host, fewest.id, fewest.name).iframe;
  otherSite = await serveOtherSite(testServerPort('sites', 0), {
    '/prices': { html: clinicSitePage('Our prices', `<h1>Our prices</h1>${big}<p>Our other office:</p>${small}<p id="after">Call us to book.</p>`) },
  });

  await page.goto(`${otherSite.origin}/prices`);
  const bigFrame = page.frameLocator(`iframe[src="${site.host}${priceCardPagePath(most.id)}"]`);
  const smallFrame = page.frameLocator(`iframe[src="${site.host}${priceCardPagePath(fewest.id)}"]`);
  await expect(bigFrame.locator('.row')).toHaveCount(most.services.length);
  await expect(smallFrame.locator('.row')).toHaveCount(fewest.services.length);

  const heights: Record<number, number[]> = {};
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    heights[width] = [
      await expectWhole(page, page.locator('iframe').nth(0), bigFrame, `${most.name} at ${width}px`),
      await expectWhole(page, page.locator('iframe').nth(1), smallFrame, `${fewest.name} at ${width}px`),
    ];
  }
  // Each frame has its own card's height: the longer list is the taller frame at both widths,
  // and the narrow page's wrapped rows made the long card taller than at 1280 px.
  expect(heights[320][0]).toBeGreaterThan(heights[320][1]);
  expect(heights[1280][0]).toBeGreaterThan(heights[1280][1]);
  expect(heights[320][0]).toBeGreaterThan(heights[1280][0]);
  await expect(page.locator('#after')).toHaveText('Call us to book.');
});
