import { endpointPath, queryString } from './endpoints/define-endpoint';
import { searchPlaces } from './endpoints/catalog';
import { findSearchCategory, parseSearchPoint, readSearchUrl, searchHref, wherePlacesPath, wherePlacesQuery, writeSearchUrl } from './search-url';
import { CATEGORIES } from './catalog';
import { categoryLabelText } from './catalog-text';
import spanish from './messages/es.json';

const read = (query: string) => readSearchUrl(new URLSearchParams(query));

describe('the search URL', () => {
  it('reads every parameter the search uses', () => {
    expect(read('category=Dental&service=Cleaning&sort=price&where=Denver%2C+CO&near=39.7392,-104.9903&lat=39.7&lng=-104.9&zoom=12')).toEqual({
      category: 'Dental',
      service: 'Cleaning',
      sort: 'price',
      where: 'Denver, CO',
      near: { lat: 39.7392, lng: -104.9903 },
      lat: 39.7,
      lng: -104.9,
      zoom: 12,
    });
  });

  it('treats values that do not fit their schema as absent', () => {
    expect(read('sort=cheapest&near=north&lat=abc&lng=500&zoom=&category=%20%20')).toEqual({});
    expect(read(`where=${'x'.repeat(101)}`)).toEqual({});
  });

  it('accepts only points on Earth for near', () => {
    expect(parseSearchPoint(' 40.5 , -111.25 ')).toEqual({ lat: 40.5, lng: -111.25 });
    expect(parseSearchPoint('91,0')).toBeNull();
    expect(parseSearchPoint('1,2,3')).toBeNull();
    expect(parseSearchPoint(null)).toBeNull();
  });

  it('writes a canonical query: fixed order, rounded coordinates, nothing empty', () => {
    const query = writeSearchUrl({ zoom: 11, near: { lat: 40.7607812, lng: -111.8910451 }, where: '  ', sort: 'distance', category: 'Dental', lat: 40.1234567, lng: -111.5 });
    expect(query.toString()).toBe('category=Dental&sort=distance&near=40.76078%2C-111.89105&lat=40.12346&lng=-111.5&zoom=11');
  });

  it('reads back what it writes', () => {
    const url = { category: 'Direct primary care', service: 'All services', sort: 'name' as const, where: 'a&b=c', near: { lat: 1.5, lng: 2.25 }, lat: 3, lng: 4, zoom: 5 };
    expect(readSearchUrl(writeSearchUrl(url))).toEqual(url);
  });

  it('reads a billing code as typed, trimmed and upper-cased, and drops text that is no code', () => {
    expect(read('code=%20d1110%20')).toEqual({ code: 'D1110' });
    expect(read('code=D111')).toEqual({});
    expect(read('code=%7B%22%24ne%22%3A1%7D')).toEqual({});
    expect(read(`code=${'9'.repeat(21)}`)).toEqual({});
    expect(writeSearchUrl({ service: 'All services', code: 'D1110', category: 'Dental' }).toString()).toBe('category=Dental&code=D1110&service=All+services');
    expect(searchHref({ code: '99203' })).toBe('/search?code=99203');
  });

  it('links to the plain search when nothing is set', () => {
    expect(searchHref()).toBe('/search');
    expect(searchHref({ where: 'Salt Lake City, UT' })).toBe('/search?where=Salt+Lake+City%2C+UT');
  });
});

test('the where lookup\'s path is the one the endpoint client writes for GET /places, whatever was typed', () => {
  for (const where of ['84101', ' 84101 ', 'Salt Lake City, UT', 'Coeur d\'Alène & co/x?y=1', 'São Paulo']) {
    expect(wherePlacesPath(where)).toBe(`${endpointPath(searchPlaces.path)}${queryString(wherePlacesQuery(where))}`);
  }
});

describe('the category of a search link', () => {
  it('is found by its English label in any case, or by its Spanish label with or without accents', () => {
    for (const label of ['Dental', 'dental', ' DENTAL ', 'Odontología', 'odontologia', 'ODONTOLOGÍA']) expect(findSearchCategory(label)?.id).toBe(1);
    expect(findSearchCategory('Quiropráctica')?.id).toBe(11);
    expect(findSearchCategory('Odonto')).toBeUndefined();
  });

  it('knows every category by the Spanish label the Spanish pages show', () => {
    for (const category of CATEGORIES) {
      const label = (spanish as Record<string, string>)[categoryLabelText(category.id)!.id];
      expect({ label, id: findSearchCategory(label)?.id }).toEqual({ label, id: category.id });
    }
  });

  it('/es/search?category=Dental and ?category=Odontología open the same category', () => {
    const english = readSearchUrl(new URLSearchParams('category=Dental'));
    const translated = readSearchUrl(new URLSearchParams(`category=${encodeURIComponent('Odontología')}`));
    expect(findSearchCategory(translated.category!)).toBe(findSearchCategory(english.category!));
  });
});
