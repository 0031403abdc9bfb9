import { CATEGORIES } from './catalog';
import { cmsStateOf, durationText, filePriceOf, hasPriceFile, isMembership, openDataAttribution } from './price-files';
import { isPossibleEin } from './provider-ids';

describe('which clinics have price files', () => {
  it('takes a US state or territory code CMS accepts, whatever its case and spaces', () => {
    expect(['UT', ' ut ', 'PR', 'GU', 'DC'].map(cmsStateOf)).toEqual(['UT', 'UT', 'PR', 'GU', 'DC']);
    expect(['Utah', 'ON', 'XX', ''].map(cmsStateOf)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('states prices above zero only', () => {
    expect(['120', ' 99.50 ', '0.01'].map(filePriceOf)).toEqual([120, 99.5, 0.01]);
    expect(['0', '0.00', '', 'ten', undefined].map(filePriceOf)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('needs both: a price above zero, in services or other services, and a state', () => {
    const clinic = (state: string, services: string[], otherServices: string[] = []) => ({
      address: { state },
      services: services.map((price) => ({ price })),
      otherServices: otherServices.map((price) => ({ price })),
    });
    expect(hasPriceFile(clinic('UT', ['', '0'], ['45']))).toBe(true);
    expect(hasPriceFile(clinic('UT', ['', '0']))).toBe(false);
    expect(hasPriceFile(clinic('Utah', ['120']))).toBe(false);
  });

  it('words the attribution with the site’s own address', () => {
    expect(openDataAttribution('https://directpay.example.com/')).toBe('Clinic cash prices from DirectPay Clinics (https://directpay.example.com/open-data), CC BY 4.0.');
  });
});

describe('durationText', () => {
  it('says an interval in hours or minutes', () => {
    expect([3_600_000, 7_200_000, 1_800_000, 60_000, 5_400_000].map(durationText)).toEqual(['an hour', '2 hours', '30 minutes', 'a minute', '90 minutes']);
  });
});

describe('memberships and EINs', () => {
  it('takes every membership the catalog offers, and an owner’s own named the same way, for a membership fee', () => {
    const catalog = CATEGORIES.flatMap((category) => category.presetServices).filter((name) => /membership/i.test(name));
    expect(catalog.length).toBeGreaterThan(5);
    expect(catalog.filter((name) => !isMembership(name))).toEqual([]);
    expect(['Couples membership', ' FAMILY MONTHLY MEMBERSHIP ', 'Memberships'].map(isMembership)).toEqual([true, true, true]);
    expect(['Crown, membership price', 'Membership discount on crowns', 'Office visit', 'Exam, x-ray & cleaning'].map(isMembership)).toEqual([false, false, false, false]);
  });

  it('takes as a possible EIN 9 digits with a prefix the IRS assigns, and nothing else', () => {
    expect(['123456789', '987654321', '010000000'].map(isPossibleEin)).toEqual([true, true, true]);
    expect(['001234567', '078051120', '891234567', '12-3456789', '12345678'].map(isPossibleEin)).toEqual([false, false, false, false, false]);
  });
});
