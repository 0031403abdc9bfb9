import { ALL_SERVICES } from '@directpay/contracts';
import {
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  PLACE_ZOOM,
  defaultSort,
  effectiveSort,
  needsGeocoding,
  readSearchState,
  resolveInitialCategory,
  resolveService,
  settleFilters,
  writeSearchState,
  type StoredFilters,
} from './search-state';

const none: StoredFilters = { selectedCategoryId: null, selectedService: null };
const read = (query: string, stored = none) => readSearchState(new URLSearchParams(query), stored);

describe('initial category', () => {
  it('takes the query parameter, matched against a label in any case', () => {
    expect(resolveInitialCategory('ivf', '3')).toBe(4);
    expect(resolveInitialCategory('Direct primary care', null)).toBe(3);
    expect(resolveInitialCategory('LASIK', null)).toBe(9); // the setup form's label of Eye care
  });
  it('falls back to local storage, then to category 1', () => {
    expect(resolveInitialCategory('No such category', '11')).toBe(11);
    expect(resolveInitialCategory(null, '11')).toBe(11);
    expect(resolveInitialCategory(null, null)).toBe(1);
    expect(resolveInitialCategory(null, 'garbage')).toBe(1);
    expect(resolveInitialCategory(null, '6')).toBe(1); // not offered on the search screen
  });
});

describe('initial service', () => {
  it('keeps a stored service only when the category has it', () => {
    expect(resolveService(1, 'Single membership')).toBe('Single membership');
    expect(resolveService(2, 'Single membership')).toBe(ALL_SERVICES);
    expect(resolveService(1, null)).toBe(ALL_SERVICES);
  });
  it('reads the URL before local storage', () => {
    expect(read('category=Dental&service=Dual%20membership', { selectedCategoryId: '1', selectedService: 'Single membership' }).service).toBe('Dual membership');
    expect(read('', { selectedCategoryId: '1', selectedService: 'Single membership' }).service).toBe('Single membership');
    expect(read('category=Dental', { selectedCategoryId: '1', selectedService: 'Single membership' }).service).toBe('Single membership');
    // A canonical URL names its service, so back and shared links ignore local storage.
    expect(read('category=Dental&service=All%20services', { selectedCategoryId: '1', selectedService: 'Single membership' }).service).toBe(ALL_SERVICES);
  });
});

describe('sort', () => {
  it('sorts by price only with a service, by distance only with a point', () => {
    expect(effectiveSort('price', ALL_SERVICES, false)).toBe('name');
    expect(effectiveSort('price', 'CT scan', false)).toBe('price');
    expect(effectiveSort('distance', ALL_SERVICES, false)).toBe('name');
    expect(effectiveSort('distance', ALL_SERVICES, true)).toBe('distance');
    expect(effectiveSort(null, ALL_SERVICES, true)).toBe('distance');
    expect(effectiveSort('bogus', ALL_SERVICES, false)).toBe('name');
  });

  it('defaults to distance with a place, to price with a service or a code (also with a place), else to name', () => {
    expect(read('category=Chiropractic&where=Salt%20Lake%20City%2C%20UT&near=40.7608,-111.891').sort).toBe('distance');
    expect(read('category=Medical%20scans&service=CT%20scan').sort).toBe('price');
    expect(read('category=Medical%20scans&service=CT%20scan&near=40.7608,-111.891').sort).toBe('price');
    expect(read('code=99203').sort).toBe('price');
    expect(read('category=Dental').sort).toBe('name');
    expect(defaultSort(ALL_SERVICES, true)).toBe('distance');
    expect(defaultSort('CT scan', false)).toBe('price');
    expect(defaultSort(ALL_SERVICES, false, 'D1110')).toBe('price');
  });

  it('keeps a sort the URL names wherever it applies, name sort included', () => {
    expect(read('category=Chiropractic&near=40.7608,-111.891&sort=name').sort).toBe('name');
    expect(read('category=Medical%20scans&service=CT%20scan&near=40.7608,-111.891&sort=distance').sort).toBe('distance');
    expect(read('category=Medical%20scans&service=CT%20scan&sort=name').sort).toBe('name');
    // One that cannot apply falls back to name, as before.
    expect(read('category=Dental&sort=price').sort).toBe('name');
  });
});

describe('URL state', () => {
  it('defaults to category 1 at the default centre and zoom 11', () => {
    expect(read('')).toEqual({
      categoryId: 1,
      service: ALL_SERVICES,
      code: '',
      sort: 'name',
      lat: DEFAULT_CENTER.lat,
      lng: DEFAULT_CENTER.lng,
      zoom: DEFAULT_ZOOM,
      where: '',
      near: null,
    });
  });

  it('round-trips through the query string', () => {
    const state = read('category=Medical%20scans&service=CT%20scan&sort=price&where=Denver%2C%20CO&near=39.7392,-104.9903&lat=39.7&lng=-105&zoom=12');
    expect(state).toMatchObject({ categoryId: 2, service: 'CT scan', sort: 'price', where: 'Denver, CO', zoom: 12 });
    expect(read(writeSearchState(state).toString())).toEqual(state);
  });

  it('writes a canonical, rounded query string', () => {
    const params = writeSearchState({ ...read(''), lat: 40.123456789, lng: -111.987654321 });
    expect(params.toString()).toBe('category=Dental&service=All+services&sort=name&lat=40.12346&lng=-111.98765&zoom=11');
  });

  it('centres on ?near= at a city zoom when no map position is given', () => {
    const state = read('near=30.2672,-97.7431');
    expect(state).toMatchObject({ lat: 30.2672, lng: -97.7431, zoom: PLACE_ZOOM, sort: 'distance' });
  });

  it('ignores values out of range', () => {
    expect(read('lat=95&lng=10&zoom=40&near=abc')).toMatchObject({ lat: DEFAULT_CENTER.lat, zoom: DEFAULT_ZOOM, near: null });
  });

  it('looks up a place only for a bare ?where=', () => {
    expect(needsGeocoding(new URLSearchParams('where=Austin'))).toBe(true);
    expect(needsGeocoding(new URLSearchParams('where=Austin&near=30,-97'))).toBe(false);
    expect(needsGeocoding(new URLSearchParams('where=%20'))).toBe(false);
  });
});

describe('a search by billing code', () => {
  const stored: StoredFilters = { selectedCategoryId: '1', selectedService: 'Single membership' };

  it('spans every category without one in the URL, and has no service group', () => {
    expect(read('code=d1110&service=Cleaning', stored)).toMatchObject({ categoryId: null, service: ALL_SERVICES, code: 'D1110' });
    expect(read('category=Chiropractic&code=99203', stored)).toMatchObject({ categoryId: 11, code: '99203' });
    expect(read('code=cleaning', stored)).toMatchObject({ categoryId: 1, service: 'Single membership', code: '' });
  });

  it('sorts by the code price, and writes a URL that reads back the same', () => {
    const state = read('code=99203&sort=price&lat=40&lng=-111&zoom=10', stored);
    expect(state.sort).toBe('price');
    const query = writeSearchState(state).toString();
    expect(query).toBe('code=99203&sort=price&lat=40&lng=-111&zoom=10');
    expect(read(query, stored)).toEqual(state);
    expect(writeSearchState({ ...state, categoryId: 8 }).toString()).toMatch(/^category=Vasectomy&code=99203&/);
  });

  it('goes back to a category, the remembered one, when the code is cleared', () => {
    expect(settleFilters({ categoryId: null, service: ALL_SERVICES, code: '' }, { selectedCategoryId: '11', selectedService: null })).toEqual({ categoryId: 11, service: ALL_SERVICES, code: '' });
    expect(settleFilters({ categoryId: 2, service: 'CT scan', code: 'D1110' }, none)).toEqual({ categoryId: 2, service: ALL_SERVICES, code: 'D1110' });
  });
});
