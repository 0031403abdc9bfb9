import { localeOfPath, localizedPath } from './locale';

describe('locale of a path', () => {
  it.each([
    ['/es/clinic/7', 'es', '/clinic/7'],
    ['/es', 'es', '/'],
    ['/es/', 'es', '/'],
    ['/esther', 'en', '/esther'],
    ['/search', 'en', '/search'],
    ['/', 'en', '/'],
  ])('%s is %s %s', (pathname, locale, path) => expect(localeOfPath(pathname)).toEqual({ locale, path }));

  it('puts a path with its query under the language prefix, and back', () => {
    expect(localizedPath('/search?category=Dental', 'es')).toBe('/es/search?category=Dental');
    expect(localizedPath('/', 'es')).toBe('/es/');
    expect(localizedPath('/search', 'en')).toBe('/search');
    expect(localeOfPath(localizedPath('/clinic/1', 'es'))).toEqual({ locale: 'es', path: '/clinic/1' });
  });
});
