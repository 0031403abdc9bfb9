import { isCcByDataPage } from './site-links';

describe('isCcByDataPage', () => {
  it('is true on the pages that show clinics’ prices, and only there', () => {
    const shown = ['/open-data', '/clinic/665f1c2e8b3a4d0012ab34cd', '/clinic/665f1c2e8b3a4d0012ab34cd/prices', '/search', '/compare'];
    const notShown = ['/', '/about', '/open-database', '/clinics', '/searching', '/account/clinic-locations', '/terms-conditions'];
    expect(shown.filter((path) => !isCcByDataPage(path))).toEqual([]);
    expect(notShown.filter(isCcByDataPage)).toEqual([]);
  });
});
