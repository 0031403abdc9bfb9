import { fairPriceMark, formatDollars, formatMiles, localPosition, priceRangeLine } from './price-range';
import { compareHref, readCompareUrl } from './compare-url';

describe('the local price range words', () => {
  it('writes the issue example exactly', () => {
    expect(priceRangeLine('Exam, x-ray & cleaning', { count: 18, min: 89, median: 135, max: 240 })).toBe(
      'Exam, x-ray & cleaning: $89–$240, median $135 (18 clinics)',
    );
  });

  it('says clinic for one, shows cents only when there are some, and nothing for an empty area', () => {
    expect(priceRangeLine('IVF', { count: 1, min: 9999.5, median: 9999.5, max: 9999.5 })).toBe('IVF: $9999.50–$9999.50, median $9999.50 (1 clinic)');
    expect(priceRangeLine('IVF', { count: 0, min: null, median: null, max: null })).toBeNull();
    expect(formatDollars(117.75)).toBe('$117.75');
    expect(formatDollars(120)).toBe('$120');
  });

  it('places a price below, at or above the median', () => {
    expect(localPosition(99, 135)).toBe('below the local median');
    expect(localPosition(135.0, 135)).toBe('at the local median');
    expect(localPosition(135.01, 135)).toBe('above the local median');
  });
});

describe('the compare link', () => {
  it('keeps the ids in order and the searched place', () => {
    expect(compareHref({ ids: ['b', 'a'], near: { lat: 40.123456789, lng: -111.9 }, where: ' Denver, CO ' })).toBe(
      '/compare?ids=b,a&near=40.12346,-111.9&where=Denver%2C%20CO',
    );
    expect(compareHref({ ids: ['a', 'b'] })).toBe('/compare?ids=a,b');
    const back = readCompareUrl(new URLSearchParams('ids=b,a&near=40.12346,-111.9&where=Denver%2C%20CO'));
    expect(back).toEqual({ ids: ['b', 'a'], near: { lat: 40.12346, lng: -111.9 }, where: 'Denver, CO' });
    expect(readCompareUrl(new URLSearchParams('near=x,1'))).toEqual({ ids: [] });
  });
});

describe('fairPriceMark', () => {
  const range = (count: number, median: number | null) => ({ count, median });
  it('says how far below the local median a price is, and against what', () => {
    expect(fairPriceMark(58, range(18, 100), 50)).toEqual({
      position: 'below',
      label: '42% below the local median',
      basis: 'median $100 of 18 prices within 31 mi',
      labelText: { id: 'fair.below', values: { percent: 42 } },
      basisText: { id: 'fair.basis', values: { median: { dollars: 100 }, count: 18, distance: '31 mi' } },
    });
  });
  it('reads near within a tenth of the median, above beyond it', () => {
    expect(fairPriceMark(95, range(5, 100), 16.09344)?.label).toBe('near the median');
    expect(fairPriceMark(109.99, range(5, 100), 8)?.position).toBe('near');
    expect(fairPriceMark(110, range(5, 100), 8)?.label).toBe('above the median');
    expect(fairPriceMark(89, range(5, 100), 8)?.label).toBe('11% below the local median');
  });
  it('shows nothing with fewer than five prices or no median', () => {
    expect(fairPriceMark(50, range(4, 100), 50)).toBeNull();
    expect(fairPriceMark(50, range(9, null), 50)).toBeNull();
    expect(fairPriceMark(50, range(9, 0), 50)).toBeNull();
  });
});

describe('formatMiles', () => {
  it('shows tenths under ten miles and whole miles beyond', () => {
    expect(formatMiles(2.4)).toBe('1.5 mi');
    expect(formatMiles(50)).toBe('31 mi');
  });
});
