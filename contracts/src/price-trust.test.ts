import { addMonths, formatLongDate, isPriceStale, pricesConfirmedMonthText, pricesConfirmedText } from './price-trust';
import { clinicJsonLd } from './clinic-page-meta';
import { isCalendarDate } from './field-rules';

describe('confirmation dates', () => {
  it('adds calendar months in UTC, keeping the day or the month end', () => {
    expect(addMonths(new Date('2025-03-15T10:00:00Z'), 11).toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addMonths(new Date('2025-01-31T00:00:00Z'), 1).toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(addMonths(new Date('2024-03-31T00:00:00Z'), -1).toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('marks a price "may be out of date" only after 12 months, and never one without a date', () => {
    const now = new Date('2026-06-10T12:00:00Z');
    expect(isPriceStale('2025-06-10T12:00:00Z', now)).toBe(false);
    expect(isPriceStale('2025-06-10T11:59:59Z', now)).toBe(true);
    expect(isPriceStale('2025-09-01T00:00:00Z', now)).toBe(false);
    expect(isPriceStale(null, now)).toBe(false);
    expect(isPriceStale(undefined, now)).toBe(false);
  });

  it('writes the date as "Prices confirmed Month D, YYYY" for the UTC day', () => {
    expect(formatLongDate('2026-03-04T23:30:00Z')).toBe('March 4, 2026');
    expect(pricesConfirmedText(new Date('2025-12-25T00:00:00Z'))).toBe('Prices confirmed December 25, 2025');
  });

  it('writes a search card\'s date as "Prices confirmed Month YYYY" for the UTC day', () => {
    expect(pricesConfirmedMonthText('2026-03-31T23:30:00Z')).toBe('Prices confirmed March 2026');
    expect(pricesConfirmedMonthText(new Date('2026-01-01T00:00:00Z'))).toBe('Prices confirmed January 2026');
  });

  it('accepts only calendar days that exist', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('2025-1-01')).toBe(false);
  });

  it("gives each JSON-LD offer its price's date (its confirmation, or its price file's) as validFrom, and none to a price never confirmed", () => {
    const hours = {} as never;
    const clinic = {
      id: 'c', categoryId: 1, images: [], insurances: [], specialties: [], doctors: [], hours, pricesConfirmedAt: null,
      detail: { name: 'A', website: '', emailAddress: '', phoneNumber: '', acceptingNewPatients: true, description: '' },
      address: { streetAddress: '', suiteUnit: '', cityTown: '', state: '', zip: '', latitude: null, longitude: null },
      services: [
        { description: 'Exam', price: '120', confirmedAt: '2026-01-02T03:04:05.000Z' },
        { description: 'X-ray', price: '40', confirmedAt: null },
        { description: 'MRI', price: '990', confirmedAt: null, priceFileDate: '2026-04-01T00:00:00.000Z' },
      ],
      otherServices: [],
    };
    const offers = clinicJsonLd(clinic, 'https://site/clinic/c').makesOffer as Record<string, unknown>[];
    expect(offers[0].validFrom).toBe('2026-01-02T03:04:05.000Z');
    expect(offers[1]).not.toHaveProperty('validFrom');
    expect(offers[2].validFrom).toBe('2026-04-01T00:00:00.000Z');
    expect(offers[0]).not.toHaveProperty('priceValidUntil');
  });
});
