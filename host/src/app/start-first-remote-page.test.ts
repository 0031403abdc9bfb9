import { remotePage } from '../remotes/remote-mount';
import { registerRemotesFile } from '../remotes/remote-registry';
import { startFirstRemotePage } from './start-first-remote-page';

const words = { label: 'x', title: 'x', description: 'x' };

describe('the first URL\'s remote page', () => {
  // The routes as the host's server hands them over; no remote URLs, so no load makes a request.
  beforeAll(() =>
    registerRemotesFile({
      remotes: {},
      routes: [
        { remote: 'mf_search', prefix: 'search', exposed: 'SearchRoutes', ...words },
        { remote: 'mf_profile', prefix: 'clinic', exposed: 'ClinicRoutes', ...words },
      ],
    }),
  );

  it('starts loading before the host renders, as the load its mount then finds', () => {
    // Each load fails at once, without a request: only which load starts matters.
    const search = startFirstRemotePage('/search');
    expect(search).toBeDefined();
    expect(remotePage('mf_search', 'SearchRoutes')).toBe(search);

    const prices = startFirstRemotePage('/clinic/64a0c0ffee0000000000abcd/prices');
    expect(prices).toBeDefined();
    expect(remotePage('mf_profile', 'ClinicRoutes')).toBe(prices);
    // A second start is the same load, not a second download.
    expect(startFirstRemotePage('/clinic/64a0c0ffee0000000000abcd')).toBe(prices);
  });

  it('starts nothing for a path no remote serves', () => {
    for (const pathname of ['/', '/about', '/login', '/searching', '/constructor', '/__proto__/x']) {
      expect(startFirstRemotePage(pathname)).toBeUndefined();
    }
  });
});
