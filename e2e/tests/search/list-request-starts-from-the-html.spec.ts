/**
 * On a phone /search's largest paint is the first card's picture, and the
 * list's first request could leave no sooner than mf-search's code had arrived and run,
 * behind the host's main script and the federation runtime; the picture waited for the
 * cards to render. mf-search now ships an early script (its early-start.js) that the
 * host's server writes into /search's HTML: during the parse it works out the list's
 * first request (from the URL and the window, as the page itself does) and sends it,
 * leaving the answer for the page's API client, and as the answer arrives it starts the
 * first card's picture. So both leave before any of the host's code has arrived, and each
 * only once. On a desktop the list's area comes from its measured column: nothing starts
 * early, and the page asks once, as before.
 *
 * Watched with the host's main script held back for a second: the list's request and the
 * first picture's are sent while main is still on its way, each is the page's only one,
 * and the visitor then reads the list and moves the search on as usual.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { cards, heading, listSettled } from './helpers';

const isListRequest = (request: Request) => {
  const url = new URL(request.url());
  return url.pathname === '/clinics' && !url.searchParams.has('cursor');
};

/**
 * Records, in order, each first-list request and when the host's main script arrives, held back
 * a second; and the cards' pictures.
 */
async function watchTheStart(page: Page) {
  const events: string[] = [];
  const lists: Request[] = [];
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (isListRequest(request)) {
      lists.push(request);
      events.push('list request');
    }
    if (/\/images\/[0-9a-f]{24}\?w=400$/.test(request.url())) {
      if (pictures.length === 0) events.push('first picture');
      pictures.push(request.url());
    }
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    events.push('main arrives');
    await route.continue();
  });
  return { events, lists, pictures };
}

test('the list\'s first request leaves from the HTML on a phone, before the host\'s code, and only once', async ({ page, isMobile }) => {
  const { events, lists, pictures } = await watchTheStart(page);
  const unused: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) unused.push(message.text());
  });
  await page.goto('/search?category=Dental');
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  await listSettled(page);
  expect(await cards(page).count()).toBeGreaterThan(0);
  const firstPicture = await cards(page).first().locator('img').getAttribute('src');
  if (isMobile) {
    expect(events.slice(0, 3), 'on a phone the list and its first picture are asked for while main is on its way').toEqual(['list request', 'first picture', 'main arrives']);
    // The picture started early is the first card's, fetched once: the card was given it.
    expect(pictures[0]).toBe(new URL(firstPicture!, page.url()).href);
    expect(pictures.filter((url) => url === pictures[0])).toHaveLength(1);
  } else {
    expect(events.slice(0, 2), 'on a desktop the page asks once it has measured its column').toEqual(['main arrives', 'list request']);
  }
  // One request for the first list: the page's client took the early answer.
  expect(lists).toHaveLength(1);

  // The visitor moves the search on: a new category asks for its own list, as usual.
  if (isMobile) {
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.getByRole('combobox', { name: 'Categories' }).selectOption({ label: 'Medical scans' });
    await panel.getByRole('button', { name: 'Find clinics' }).click();
  } else {
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Medical scans' });
  }
  await expect(page).toHaveURL(/category=Medical(\+|%20)scans/);
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  await expect.poll(() => lists.length).toBe(2);
  expect(new URL(lists[1].url()).searchParams.get('categoryId')).toBe('2');
  // Chrome warns about a preload the page did not use within a few seconds of its load.
  await page.waitForTimeout(3500);
  expect(unused).toEqual([]);
});

test('a search in Spanish starts its list from the HTML too, and asks for it once', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the list starts early on a phone only');
  const { events, lists } = await watchTheStart(page);
  await page.goto('/es/search?category=Dental');
  await expect(heading(page)).toHaveText(/^\d+ clínicas?$/);
  await listSettled(page);
  expect(await cards(page).count()).toBeGreaterThan(0);
  expect(events.filter((event) => event !== 'first picture').slice(0, 2)).toEqual(['list request', 'main arrives']);
  expect(lists).toHaveLength(1);
});
