/**
 * Issue 16: the search draws the first cards of its first answer (as many as a
 * first screen shows: three on a phone, eight in the desktop list) and lets the
 * browser render a frame before it builds the others, so the first card's
 * picture, the page's largest paint on a phone, does not wait for a whole page
 * of cards.
 *
 * Watched from the page: when the first card is added, no card beyond those is
 * there, and the browser's next frame comes before one is. The visitor then reads
 * the list to its end.
 */
import { test, expect } from '#support/fixtures';
import { cards, heading, openSearch, WHOLE_US } from './helpers';

declare global {
  interface Window {
    __firstCards?: { count: number; frameAt?: number };
    __moreAt?: number;
  }
}

test('the search draws its first cards for a frame before the rest of the first answer', async ({ page, isMobile }) => {
  const first = isMobile ? 3 : 8;
  await page.addInitScript((firstCards: number) => {
    const cardsNow = () => document.querySelectorAll('ol[aria-label="Clinics"] > li').length;
    new MutationObserver((_, observer) => {
      const count = cardsNow();
      if (!window.__firstCards && count > 0) {
        const seen: { count: number; frameAt?: number } = { count };
        window.__firstCards = seen;
        requestAnimationFrame(() => {
          seen.frameAt = performance.now();
        });
      }
      if (count > firstCards) {
        window.__moreAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, first);

  // A shared link to the whole country: more clinics than a first screen shows.
  await openSearch(page, `category=Dental&${WHOLE_US}`);
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  await expect.poll(() => cards(page).count()).toBeGreaterThan(first);

  const { firstCards, moreAt } = await page.evaluate(() => ({ firstCards: window.__firstCards, moreAt: window.__moreAt ?? NaN }));
  expect(firstCards?.count, 'cards drawn with the first').toBeLessThanOrEqual(first);
  expect(firstCards?.frameAt, 'a frame was rendered before the other cards were added').toBeLessThanOrEqual(moreAt);

  // The visitor reads to the end of the list: every card of the answer is there.
  const count = await cards(page).count();
  await cards(page).last().scrollIntoViewIfNeeded();
  await expect(cards(page).last()).toBeInViewport();
  await expect(cards(page)).toHaveCount(count);
});
