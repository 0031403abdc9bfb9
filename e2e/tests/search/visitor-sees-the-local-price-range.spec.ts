/**
 * With a service selected, the list header shows the posted price
 * range of the clinics in the map area ("Exam, x-ray & cleaning: $89–$240,
 * median $135 (18 clinics)"), and a clinic's prices page marks each price
 * against the median within 50 km (31 mi): "42% below the local median". The expected figures are computed here from
 * the API's clinic data (the search list's cards), never from the range routes.
 */
import { FAIR_PRICE_MIN_PRICES, type ClinicCard, type ClinicSearchResponse } from '@directpay/contracts';
import { test, expect } from '#support/fixtures';
import { WHOLE_US, apiGet, chooseFilters, heading, isMobile, openSearch } from './helpers';
import { FAIR_PRICE_TOWN, fairPriceArea } from '#support/fair-price-area';

const SERVICE = 'Exam, x-ray & cleaning';

/** Every card of a search, following the cursor. */
async function allCards(query: string): Promise<ClinicCard[]> {
  const cards: ClinicCard[] = [];
  let cursor: string | null = null;
  do {
    const page: ClinicSearchResponse = await apiGet(`/clinics?${query}&limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    cards.push(...page.results);
    cursor = page.nextCursor;
  } while (cursor);
  return cards;
}

/** Each clinic once, at its lowest posted price for the service (the card lists the matching priced services). */
const lowestPrices = (cards: ClinicCard[]) => cards.map((c) => Math.min(...c.prices.map((s) => Number(s.price.trim())))).sort((a, b) => a - b);

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const dollars = (n: number) => (Number.isInteger(Math.round(n * 100) / 100) ? `$${Math.round(n)}` : `$${n.toFixed(2)}`);

test('the price range appears for a selected service and matches the posted prices of the clinics in view', async ({ page }, testInfo) => {
  const bboxes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/clinics/price-range') bboxes.push(url.searchParams.get('bbox') ?? '');
  });
  await openSearch(page, `category=Dental&${WHOLE_US}`);
  // No range without a service.
  await expect(page.getByTestId('price-range')).toHaveCount(0);
  await chooseFilters(page, isMobile(testInfo.project.name), 'Dental', SERVICE);

  const line = page.getByTestId('price-range');
  await expect(line).toHaveText(new RegExp(`^${SERVICE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: \\$[\\d.]+–\\$[\\d.]+, median \\$[\\d.]+ \\(\\d+ clinics?\\)$`));
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  const bbox = bboxes.at(-1)!;
  expect(bbox).toMatch(/^[-\d.]+,[-\d.]+,[-\d.]+,[-\d.]+$/);

  // The clinics the map area holds, read from the search list's own API answer.
  const expectedLine = async () => {
    const prices = lowestPrices(await allCards(`categoryId=1&service=${encodeURIComponent(SERVICE)}&bbox=${bbox}`));
    return `${SERVICE}: ${dollars(prices[0])}–${dollars(prices.at(-1)!)}, median ${dollars(median(prices))} (${prices.length} clinics)`;
  };
  // Polled: other specs may add a dental clinic meanwhile, and the page then refetches.
  await expect.poll(async () => (await line.textContent()) === (await expectedLine())).toBe(true);
  const count = Number(/\((\d+) clinics?\)/.exec((await line.textContent())!)![1]);
  expect(count).toBeGreaterThan(2);
  await expect(heading(page)).toHaveText(`${count} clinics`);
});

test("a clinic's prices page marks each price against the local median, with at least 5 prices in the area", async ({ page }) => {
  // A cancer screening clinic with 4 others around it that price the colon test.
  await fairPriceArea();
  const near = await allCards(`categoryId=13&service=${encodeURIComponent('Colon cancer test')}&near=${FAIR_PRICE_TOWN.latitude},${FAIR_PRICE_TOWN.longitude}&sort=distance`);
  const clinic = near[0];
  const local = lowestPrices(near.filter((c) => c.distanceKm! <= 50));
  expect(local.length).toBeGreaterThanOrEqual(FAIR_PRICE_MIN_PRICES);
  const localMedian = median(local);

  // The prices page, opened as a link from elsewhere.
  await page.goto(`/clinic/${clinic.id}/prices`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(clinic.name);
  for (const service of clinic.prices) {
    const price = Number(service.price.trim());
    const share = (price - localMedian) / localMedian;
    const label = Math.abs(share) < 0.1 ? 'near the median' : share < 0 ? `${Math.round(-share * 100)}% below the local median` : 'above the median';
    // The service's name is its own element; the marks and the report action sit beside it in the cell.
    const row = page.getByRole('row').filter({ has: page.getByText(service.description, { exact: true }) });
    await expect(row.getByTestId('fair-price-mark')).toHaveText(`${label} · median ${dollars(localMedian)} of ${local.length} prices within 31 mi`);
  }
});
