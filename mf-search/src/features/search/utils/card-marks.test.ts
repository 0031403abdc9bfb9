import type { ClinicCard } from '@directpay/contracts';
import { cardMark, fromPriceText, markedPrice, mergeMedians, trustMarks } from './card-marks';

const card = (over: Partial<ClinicCard> = {}): ClinicCard => ({
  id: 'a',
  name: 'Alpha',
  cityTown: 'Provo',
  state: 'UT',
  latitude: 40,
  longitude: -111,
  imageUrl: null,
  prices: [],
  acceptingNewPatients: false,
  openHours: ['', '09:00-17:00', '09:00-17:00', '09:00-17:00', '09:00-17:00', '09:00-17:00', ''],
  ...over,
});

const medians = mergeMedians([
  { fairPrice: { radiusKm: 50, medians: [{ service: 'Initial visit', count: 5, median: 100 }] } },
  {},
  { fairPrice: { radiusKm: 50, medians: [{ service: 'Massage', count: 4, median: 60 }] } },
]);

describe('a search card', () => {
  it('writes the from price with a no-break space after $', () => {
    expect(fromPriceText('95')).toBe('from $\u00a095');
  });

  it('marks its from price, or the lowest price of the chosen service, against the local median', () => {
    const from = card({ fromPrice: { description: 'Initial visit', price: '58' } });
    expect(markedPrice(from, null)).toEqual({ service: 'Initial visit', amount: 58 });
    expect(cardMark(from, null, medians)).toMatchObject({ position: 'below', label: '42% below the local median', basis: 'median $100 of 5 prices within 31 mi', labelText: { id: 'fair.below', values: { percent: 42 } } });
    const chosen = card({ prices: [{ description: 'Initial visit', price: '130' }, { description: 'Initial visit', price: '105' }] });
    expect(cardMark(chosen, 'Initial visit', medians)?.label).toBe('near the median');
  });

  it('has no mark below 5 prices, without figures, for a code search or without a price', () => {
    expect(cardMark(card({ fromPrice: { description: 'Massage', price: '20' } }), null, medians)).toBeNull();
    expect(cardMark(card({ fromPrice: { description: 'Initial visit', price: '20' } }), null, null)).toBeNull();
    expect(cardMark(card({ prices: [{ description: 'Initial visit', price: '20' }] }), null, medians)).toBeNull();
    expect(cardMark(card(), 'Initial visit', medians)).toBeNull();
  });

  it('says when prices were confirmed (or that they were not), once "may be out of date" when old, new patients and open now', () => {
    // A Monday at noon on the visitor's clock.
    const now = new Date(2026, 5, 1, 12, 0);
    expect(trustMarks(card({ pricesConfirmedAt: '2026-03-04T00:00:00.000Z', acceptingNewPatients: true }), now)).toEqual([
      'Prices confirmed March 2026',
      'Accepting new patients',
      'Open now',
    ]);
    expect(trustMarks(card({ pricesConfirmedAt: '2025-01-10T00:00:00.000Z' }), now)).toEqual(['Prices confirmed January 2025 · may be out of date', 'Open now']);
    expect(trustMarks(card(), new Date(2026, 5, 1, 18, 0))).toEqual([]);
    // A priced clinic whose prices (one or all) have no date says so.
    expect(trustMarks(card({ fromPrice: { description: 'Exam', price: '95' } }), new Date(2026, 5, 1, 18, 0))).toEqual(['Prices not yet confirmed by the clinic']);
    // Imported prices stand on their price file's date, never "confirmed" on the import day.
    expect(trustMarks(card({ pricesConfirmedAt: '2025-01-10T00:00:00.000Z', pricesFromFile: true }), now)).toEqual([
      "Prices from the clinic's price file of January 2025 · may be out of date",
      'Open now',
    ]);
  });
});
