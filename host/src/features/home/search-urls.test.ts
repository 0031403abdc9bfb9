import { categorySearchUrl, nearSearchUrl, readCode, whereSearchUrl } from './search-urls';

describe('home search URLs', () => {
  it('carries the typed address as `where`, trimmed and encoded', () => {
    expect(whereSearchUrl('  Salt Lake City, UT ')).toBe('/search?where=Salt+Lake+City%2C+UT');
    expect(new URLSearchParams(whereSearchUrl('a&b=c').split('?')[1]).get('where')).toBe('a&b=c');
  });

  it('carries a billing code typed beside the address, read as a code or refused', () => {
    expect(whereSearchUrl('Denver', 'D1110')).toBe('/search?code=D1110&where=Denver');
    expect(whereSearchUrl('', '99203')).toBe('/search?code=99203');
    expect(readCode(' d1110 ')).toBe('D1110');
    expect(readCode('  ')).toBe('');
    expect(readCode('cleaning')).toBeUndefined();
  });

  it('carries the chosen need as `category`, first in the canonical order', () => {
    expect(whereSearchUrl('84101', '', 'Chiropractic')).toBe('/search?category=Chiropractic&where=84101');
  });

  it('opens the plain search when nothing was typed', () => {
    expect(whereSearchUrl('   ')).toBe('/search');
  });

  it('passes the browser location as `near=lat,lng`', () => {
    expect(new URLSearchParams(nearSearchUrl(40.76078, -111.891045).split('?')[1]).get('near')).toBe('40.76078,-111.89105');
  });

  it('links a category by its label', () => {
    expect(new URLSearchParams(categorySearchUrl('Direct primary care').split('?')[1]).get('category')).toBe('Direct primary care');
  });
});
