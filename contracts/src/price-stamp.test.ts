import {
  clinicPriceStampOf,
  clinicStampMonthText,
  clinicLineText,
  clinicStampText,
  priceDateOf,
  priceRowStampText,
  priceStampKind,
  priceStampNote,
  priceStampOf,
} from './price-stamp';

const FILE = '2026-04-01T00:00:00.000Z';
const IMPORT_DAY = '2026-12-07T09:30:00.000Z';

describe('where a price stands', () => {
  it('an imported price stands on its file’s date, never on the import day, until the owner confirms it again', () => {
    expect(priceStampOf({ priceFileDate: FILE, confirmedAt: null })).toEqual({ kind: 'file', date: new Date(FILE) });
    // A confirmation no newer than the file's date does not replace it.
    expect(priceStampOf({ priceFileDate: FILE, confirmedAt: '2026-03-01T00:00:00Z' }).kind).toBe('file');
    expect(priceStampOf({ priceFileDate: FILE, confirmedAt: IMPORT_DAY })).toEqual({ kind: 'confirmed', date: new Date(IMPORT_DAY) });
    expect(priceStampOf({ confirmedAt: new Date(IMPORT_DAY) })).toEqual({ kind: 'confirmed', date: new Date(IMPORT_DAY) });
    expect(priceStampOf({ confirmedAt: null })).toEqual({ kind: 'never' });
    expect(priceStampOf({})).toEqual({ kind: 'never' });
    expect(priceDateOf({ priceFileDate: FILE })).toEqual(new Date(FILE));
    expect(priceDateOf({})).toBeUndefined();
  });

  it('says so in one wording: the row, the clinic’s line, the search card’s month, the file’s note and the export’s column', () => {
    const imported = { priceFileDate: FILE, confirmedAt: null };
    expect(priceRowStampText(imported)).toBe("From the clinic's price file of April 1, 2026");
    expect(priceRowStampText({ confirmedAt: IMPORT_DAY })).toBeUndefined();
    expect(clinicStampText(priceStampOf(imported))).toBe("Prices from the clinic's price file of April 1, 2026");
    expect(clinicStampText(priceStampOf({ confirmedAt: IMPORT_DAY }))).toBe('Prices confirmed December 7, 2026');
    expect(clinicStampText({ kind: 'never' })).toBe('Prices not yet confirmed by the clinic');
    expect(clinicStampMonthText(priceStampOf(imported))).toBe("Prices from the clinic's price file of April 2026");
    expect(clinicStampMonthText(priceStampOf({ confirmedAt: IMPORT_DAY }))).toBe('Prices confirmed December 2026');
    expect(priceStampNote(imported)).toBe("Price from the clinic's price file of 2026-04-01.");
    expect(priceStampNote({ confirmedAt: IMPORT_DAY })).toBe('Price confirmed by the clinic on 2026-12-07.');
    expect(priceStampNote({})).toBe('Price never confirmed by the clinic.');
    expect([priceStampKind(imported), priceStampKind({ confirmedAt: IMPORT_DAY }), priceStampKind({})]).toEqual(['price file', 'confirmed', 'never confirmed']);
  });

  it('gives a clinic its stalest priced service’s stamp, never when one has no date, none without prices', () => {
    const confirmed = { price: '120', confirmedAt: '2026-06-01T00:00:00Z' };
    const imported = { price: '80', priceFileDate: FILE };
    expect(clinicPriceStampOf({ services: [confirmed, imported], otherServices: [] })).toEqual({ kind: 'file', date: new Date(FILE) });
    expect(clinicPriceStampOf({ services: [confirmed], otherServices: [{ price: '90', confirmedAt: '2026-05-01T00:00:00Z' }] })).toEqual({ kind: 'confirmed', date: new Date('2026-05-01T00:00:00Z') });
    expect(clinicPriceStampOf({ services: [confirmed, { price: '60' }], otherServices: [imported] })).toEqual({ kind: 'never' });
    // Unpriced services have no stamp to give.
    expect(clinicPriceStampOf({ services: [confirmed, { price: '' }], otherServices: [] })?.kind).toBe('confirmed');
    expect(clinicPriceStampOf({ services: [{ price: '' }], otherServices: [] })).toBeUndefined();
  });

  it('writes a clinic’s line from the API’s date, as a price file’s when its stalest price is imported', () => {
    const services = [{ price: '80', priceFileDate: FILE }, { price: '120', confirmedAt: IMPORT_DAY }];
    expect(clinicLineText({ pricesConfirmedAt: FILE, services, otherServices: [] })).toBe("Prices from the clinic's price file of April 1, 2026");
    expect(clinicLineText({ pricesConfirmedAt: IMPORT_DAY, services: [services[1]], otherServices: [] })).toBe('Prices confirmed December 7, 2026');
    expect(clinicLineText({ pricesConfirmedAt: null, services: [{ price: '60' }], otherServices: [] })).toBeUndefined();
  });
});
