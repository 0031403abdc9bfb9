/**
 * With no service picked, every priced card says "from $ X" and names the
 * service; near a place it gives the distance, the fair-price mark (the
 * local median of its service within 31 mi, from 5 prices) and its trust
 * marks. Expected figures come from the clinics' public profiles and the
 * search list's own price lines, never from the figures the cards were made with.
 */
import type { Page } from '@playwright/test';
import {
  PRICES_NEVER_CONFIRMED,
  fairPriceMark,
  formatPrice,
  headlineServices,
  isPriceStale,
  parsePrice,
  pricesConfirmedMonthText,
  serviceGroupLabels,
  type Clinic,
  type ClinicCard,
  type ClinicSearchResponse,
} from '@directpay/contracts';
import { test, expect } from '#support/fixtures';
import { apiGet, cards, chooseFilters, isMobile, listSettled, openSearch } from './helpers';

const CHIROPRACTIC = 11;
const SALT_LAKE = { lat: 40.7608, lng: -111.891 };
const SEARCH = `category=Chiropractic&where=Salt%20Lake%20City%2C%20UT&near=${SALT_LAKE.lat},${SALT_LAKE.lng}`;
const RADIUS_KM = 50;

const profile = async (id: string) => (await apiGet<{ result: Clinic }>(`/clinics/${id}`)).result;

/** The card's "from" price, worked out from the profile: the first headline service priced, else the lowest price. */
function expectedFrom(clinic: Clinic): { description: string; price: number; text: string } | null {
  const priced = [...clinic.services, ...clinic.otherServices].flatMap((s) => {
    const price = parsePrice(s.price);
    return price === undefined ? [] : [{ description: s.description.trim(), price, text: s.price.trim() }];
  });
  const lowest = (list: typeof priced) => (list.length ? list.reduce((a, b) => (b.price < a.price ? b : a)) : null);
  for (const headline of headlineServices(clinic.categoryId)) {
    const found = lowest(priced.filter((s) => s.description === headline));
    if (found) return found;
  }
  return lowest(priced);
}

/** The median of a service's prices within 50 km, each clinic at its lowest, read from the search list's price lines. */
async function localFigures(service: string): Promise<{ count: number; median: number }> {
  // The area is centred on the place rounded to about a kilometre.
  const at = `${Math.round(SALT_LAKE.lat * 100) / 100},${Math.round(SALT_LAKE.lng * 100) / 100}`;
  const answer = await apiGet<ClinicSearchResponse>(`/clinics?categoryId=${CHIROPRACTIC}&service=${encodeURIComponent(service)}&near=${at}&limit=200`);
  const prices = answer.results
    .filter((c: ClinicCard) => c.distanceKm! <= RADIUS_KM)
    .map((c) => Math.min(...c.prices.filter((s) => s.description.trim() === service).map((s) => parsePrice(s.price)!)))
    .sort((a, b) => a - b);
  const mid = Math.floor(prices.length / 2);
  return { count: prices.length, median: prices.length % 2 ? prices[mid] : (prices[mid - 1] + prices[mid]) / 2 };
}

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const minutes = (time: unknown) => {
  const match = /^(\d{1,2}):(\d\d)$/.exec(typeof time === 'string' ? time.trim() : '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** Whether the profile's hours say open now, on this machine's clock (the browser's). */
function openNow(clinic: Clinic, now: Date): boolean {
  const hours = clinic.hours as Record<string, unknown>;
  const day = DAYS[now.getDay()];
  const [open, close] = [minutes(hours[`${day}OpenTime`]), minutes(hours[`${day}CloseTime`])];
  const current = now.getHours() * 60 + now.getMinutes();
  return (hours[`${day}Toggle`] === true || hours[`${day}Toggle`] === 'true') && open !== null && close !== null && current >= open && current < close;
}

/** The first cards of the list, each with its profile. */
async function firstCards(page: Page, n: number) {
  const ids = await cards(page).evaluateAll((articles) =>
    articles.map((a) => a.querySelector('a[href^="/clinic/"]')!.getAttribute('href')!.replace('/clinic/', '')),
  );
  return Promise.all(ids.slice(0, n).map(async (id, i) => ({ card: cards(page).nth(i), clinic: await profile(id) })));
}

test('with no service picked, the cards near a place show "from $ X", the distance, the fair-price mark and the trust marks', async ({ page }) => {
  await openSearch(page, SEARCH);
  const shown = await firstCards(page, 6);
  expect(shown.length).toBeGreaterThan(1);
  let marked = 0;
  for (const { card, clinic } of shown) {
    const from = expectedFrom(clinic);
    const price = card.getByTestId('card-price');
    if (!from) {
      await expect(price).toHaveCount(0);
      continue;
    }
    // '$' and the amount joined by a no-break space: never wrapped apart.
    await expect(price).toHaveText(`from ${formatPrice(from.text)} · ${from.description}`);
    await expect(card).toContainText(/\d+(\.\d)? mi away/);

    const trust = card.getByRole('list', { name: 'About this clinic' }).getByRole('listitem');
    const texts = await trust.allTextContents();
    if (clinic.pricesConfirmedAt) {
      const stale = isPriceStale(clinic.pricesConfirmedAt) ? ' · may be out of date' : '';
      expect(texts[0]).toBe(`${pricesConfirmedMonthText(clinic.pricesConfirmedAt)}${stale}`);
    } else {
      // A priced clinic with a price never confirmed says so, never "Prices confirmed".
      expect(texts[0]).toBe(PRICES_NEVER_CONFIRMED);
    }
    expect(texts.includes('Accepting new patients')).toBe(clinic.detail.acceptingNewPatients);
    expect(texts.includes('Open now')).toBe(openNow(clinic, new Date()));
    // Said once for the clinic, never per price.
    expect((await card.textContent())!.split('may be out of date').length).toBeLessThanOrEqual(2);
    // A service outside the category's groups (an owner's own) has no list to work its median out from.
    if (serviceGroupLabels(CHIROPRACTIC).includes(from.description)) {
      const expected = fairPriceMark(from.price, await localFigures(from.description), RADIUS_KM);
      const mark = card.getByTestId('fair-price');
      if (expected) {
        marked += 1;
        await expect(mark).toHaveText(`${expected.label} (${expected.basis})`);
        expect(expected.basis).toMatch(/ of \d+ prices within 31 mi$/);
      } else {
        await expect(mark).toHaveCount(0);
      }
    }
  }
  // Salt Lake City has the 5+ chiropractic prices the mark needs.
  expect(marked).toBeGreaterThan(0);
});

test("a picked service keeps the '$price / description' lines, and the mark measures the card's lowest price", async ({ page }, testInfo) => {
  await openSearch(page, SEARCH);
  await chooseFilters(page, isMobile(testInfo.project.name), 'Chiropractic', 'Initial visit');
  await expect(page).toHaveURL(/service=Initial(\+|%20)visit/);
  await listSettled(page);
  const figures = await localFigures('Initial visit');
  expect(figures.count).toBeGreaterThanOrEqual(5);
  const card = cards(page).first();
  const lines = card.getByTestId('card-price').getByRole('listitem');
  await expect(lines.first()).toHaveText(/^\$\d+(\.\d\d)? \/ Initial visit/);
  const amounts = (await lines.allTextContents()).map((t) => Number(/^\$([\d.]+)/.exec(t)![1]));
  const expected = fairPriceMark(Math.min(...amounts), figures, RADIUS_KM)!;
  await expect(card.getByTestId('fair-price')).toHaveText(`${expected.label} (${expected.basis})`);
});
