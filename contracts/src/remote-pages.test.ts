import { declaredRoutes, pageFor, routeFor, wordsFor, type DeclaredRoute } from './remote-pages';

const PROFILE: DeclaredRoute = {
  remote: 'mf_profile',
  prefix: 'clinic',
  exposed: 'ClinicRoutes',
  label: 'the clinic profile',
  title: 'Clinic profile',
  description: 'A clinic.',
  pages: [
    { path: '/clinic/:id', data: ['getClinic'], head: 'clinic' },
    { path: '/clinic/:id/prices', label: 'the prices page', title: 'Clinic prices', description: 'Prices.', data: ['getClinic', 'getLocalPrices'], head: 'clinic-prices' },
  ],
};
const SEARCH: DeclaredRoute = { remote: 'mf_search', prefix: 'search', exposed: 'SearchRoutes', label: 'the clinic search', title: 'Search clinics', description: 'Clinics.' };
const ROUTES = [PROFILE, SEARCH];

test('a path belongs to the route whose prefix is its first segment, as the host\'s router matches prefix/*', () => {
  expect(routeFor(ROUTES, '/search')?.exposed).toBe('SearchRoutes');
  expect(routeFor(ROUTES, '/search/')?.exposed).toBe('SearchRoutes');
  expect(routeFor(ROUTES, '/clinic/1/reviews')?.exposed).toBe('ClinicRoutes');
  for (const path of ['/', '/about', '/searching', '/constructor', '/__proto__/x', '']) expect(routeFor(ROUTES, path)).toBeUndefined();
});

test('a declared page gives its path parameters, decoded; an undeclared one keeps its prefix\'s words', () => {
  expect(pageFor(PROFILE, '/clinic/64a0c0ffee0000000000abcd/prices')).toEqual({ page: PROFILE.pages![1], params: { id: '64a0c0ffee0000000000abcd' } });
  expect(pageFor(PROFILE, '/clinic/a%20b')?.params).toEqual({ id: 'a b' });
  expect(pageFor(PROFILE, '/clinic/%E0%A4%A')).toBeUndefined();
  expect(pageFor(PROFILE, '/clinic/1/reviews')).toBeUndefined();
  expect(wordsFor(PROFILE, '/clinic/1/prices').label).toBe('the prices page');
  expect(wordsFor(PROFILE, '/clinic/1')).toEqual({ label: 'the clinic profile', title: 'Clinic profile', description: 'A clinic.' });
  expect(wordsFor(PROFILE, '/clinic/1/reviews').label).toBe('the clinic profile');
});

test('a manifest\'s declaration from another deploy is checked: malformed routes left out, unknown endpoints and heads dropped', () => {
  const { remote, ...declared } = PROFILE;
  const manifest = {
    metaData: {
      pages: [
        declared,
        { prefix: '../x', exposed: 'X', label: 'x', title: 'x', description: 'x' },
        { prefix: 'ok', exposed: 'X', label: '', title: 'x', description: 'x' },
        { prefix: 'more', exposed: 'More', label: 'more', title: 'More', description: 'More.', pages: [{ path: '/more/:id', data: ['deleteClinic', 'getClinic'], head: 'script' }, { path: 'javascript:x' }] },
        null,
        'search',
      ],
    },
  };
  expect(declaredRoutes(remote, manifest)).toEqual([
    PROFILE,
    { remote, prefix: 'more', exposed: 'More', label: 'more', title: 'More', description: 'More.', pages: [{ path: '/more/:id', data: ['getClinic'] }] },
  ]);
  for (const nothing of [null, {}, { metaData: {} }, { metaData: { pages: 'x' } }]) expect(declaredRoutes('r', nothing)).toEqual([]);
});

test('in Spanish, a page has its Spanish words, else its prefix\'s Spanish words, else its English ones; a manifest\'s Spanish words are kept', () => {
  const spanish: DeclaredRoute = {
    ...PROFILE,
    es: { label: 'el perfil de la clínica', title: 'Perfil de la clínica' },
    pages: [PROFILE.pages![0], { ...PROFILE.pages![1], es: { label: 'la página de precios', description: 'Precios.' } }],
  };
  expect(wordsFor(spanish, '/clinic/1/prices', 'es')).toEqual({ label: 'la página de precios', title: 'Perfil de la clínica', description: 'Precios.' });
  expect(wordsFor(spanish, '/clinic/1', 'es')).toEqual({ label: 'el perfil de la clínica', title: 'Perfil de la clínica', description: 'A clinic.' });
  expect(wordsFor(spanish, '/clinic/1/prices', 'en')).toEqual(wordsFor(PROFILE, '/clinic/1/prices'));
  const { remote, ...declared } = spanish;
  const manifest = { metaData: { pages: [{ ...declared, es: { ...declared.es, title: 'x'.repeat(301), extra: 'y' } }] } };
  expect(declaredRoutes(remote, manifest)).toEqual([{ ...spanish, es: { label: 'el perfil de la clínica' } }]);
});
