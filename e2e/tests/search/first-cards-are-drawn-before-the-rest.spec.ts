/**
 * The search draws the first cards of its first answer (as many as a
 * first screen shows: three on a phone, eight in the desktop list) and lets the
 * browser render a frame before it builds the others, so the first card's
 * picture, the page's largest paint on a phone, does not wait for a whole page
 * of cards.
 *
 * Watched from the page: when the first card is added, no card beyond those is
 * there, and the browser's next frame comes before one is. The visitor then reads
 * the list to its end and finds the answer's whole page of cards.
 */
import { test, expect } from '#support/fixtures';
import { twoStepsSeen, watchTwoSteps } from '#support/drawn-in-two-steps';
import { cards, heading, openSearch, WHOLE_US } from './helpers';

test('the search draws its first cards for a frame before the rest of the first answer', async ({ page, isMobile }) => {
  const first = isMobile ? 3 : 8;
  const pageSize = isMobile ? 10 : 50;
  const card = 'ol[aria-label="Clinics"] > li';
  await watchTwoSteps(page, { first: card, rest: `${card}:nth-child(${first + 1})` });

  // A shared link to the whole country: more clinics than a first screen shows.
  await openSearch(page, `category=Dental&${WHOLE_US}`);
  const total = Number(/^(\d+)/.exec((await heading(page).textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(first);

  const seen = await twoStepsSeen(page);
  expect(seen.restWithFirst, `more than ${first} cards were drawn with the first`).toBe(false);
  expect(seen.frameAt, 'a frame was rendered before the other cards were added').toBeLessThanOrEqual(seen.restAt);

  // The visitor reads to the end of the list: the answer's whole page of cards is there.
  await expect(cards(page)).toHaveCount(Math.min(total, pageSize));
  await cards(page).last().scrollIntoViewIfNeeded();
  await expect(cards(page).last()).toBeInViewport();
});
