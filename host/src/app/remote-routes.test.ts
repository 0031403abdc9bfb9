import { matchRoutes } from '@directpay/shared-ui/routing';
import { REMOTE_ROUTES, delegatedPath, remoteRouteFor, wordsFor } from './remote-routes';

const byPrefix = (prefix: string) => REMOTE_ROUTES.find((r) => r.prefix === prefix)!;
const routes = REMOTE_ROUTES.map((route) => ({ path: delegatedPath(route), route }));
const remoteFor = (pathname: string) => matchRoutes(routes, pathname)?.[0].route.route.exposed;

describe('the host delegates path prefixes to remotes', () => {
  it('sends the spec routes, and pages it has never heard of, to the route module of their prefix', () => {
    expect(remoteFor('/search')).toBe('SearchRoutes');
    expect(remoteFor('/compare')).toBe('CompareRoutes');
    expect(remoteFor('/clinic/64a0c0ffee0000000000abcd')).toBe('ClinicRoutes');
    expect(remoteFor('/clinic/64a0c0ffee0000000000abcd/prices')).toBe('ClinicRoutes');
    expect(remoteFor('/clinic/64a0c0ffee0000000000abcd/reviews')).toBe('ClinicRoutes');
    expect(remoteFor('/clinic_test/7')).toBe('ClinicTestRoutes');
    expect(remoteFor('/account/metrics')).toBe('AccountApp');
    expect(remoteFor('/about')).toBeUndefined();
  });

  it('finds the route for a path before rendering exactly as the router does', () => {
    const paths = ['/search', '/search/', '/searching', '/compare', '/clinic/1', '/clinic/1/prices', '/clinic_test/7', '/account/metrics', '/', '/about', '/constructor', '/__proto__/x'];
    for (const pathname of paths) expect(remoteRouteFor(pathname)?.exposed).toBe(remoteFor(pathname));
  });

  it('names a known page in the fallback, and falls back to the prefix words for any other', () => {
    expect(wordsFor(byPrefix('clinic'), '/clinic/1/prices').label).toBe('the prices page');
    expect(wordsFor(byPrefix('clinic'), '/clinic/1').label).toBe('the clinic profile');
    expect(wordsFor(byPrefix('clinic'), '/clinic/1/reviews').label).toBe('the clinic profile');
    expect(wordsFor(byPrefix('search'), '/search').title).toBe('Search clinics');
  });
});
