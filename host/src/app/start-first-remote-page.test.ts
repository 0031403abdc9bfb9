import { remotePage } from '../remotes/remote-pages';
import { startFirstRemotePage } from './start-first-remote-page';

describe('the first URL\'s remote page', () => {
  it('starts loading before the host renders, as the load its mount then finds', () => {
    // No remotes are registered here, so each load fails at once, without a request: only which load starts matters.
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
