import { render, screen } from '@testing-library/react';
import { activateLocale } from '@directpay/shared-ui/i18n';
import type { NpiCheck } from '@directpay/contracts';
import { NpiCheckStatus } from './npi-check-status';

afterEach(() => activateLocale('en'));

const check = (over: Partial<NpiCheck>): NpiCheck => ({ npi: '1234567893', state: 'mismatch', checkedAt: '2026-03-03T12:00:00.000Z', ...over });
// A rich message (the mismatch's reason) renders once its part of the catalog layer has loaded.
const shown = async (state: string) => {
  const line = screen.getByTestId('npi-check');
  expect(line.getAttribute('data-state')).toBe(state);
  if (state === 'mismatch') await screen.findByText(/NPI Registry|Registro NPI/);
  return line;
};

describe("an NPI check as the owner sees it", () => {
  it('says a verified NPI is a verified provider, with the date of the check', async () => {
    render(<NpiCheckStatus check={check({ state: 'verified' })} subject="clinic" listingState="UT" />);
    expect((await shown('verified')).textContent).toBe('Verified provider · NPI 1234567893 · checked March 3, 2026');
  });

  it('says a pending NPI is being checked with the NPI Registry', async () => {
    render(<NpiCheckStatus check={check({ state: 'pending', checkedAt: null })} subject="clinic" listingState="UT" />);
    expect((await shown('pending')).textContent).toBe('NPI 1234567893: we are checking it with the NPI Registry.');
  });

  it('names the field that differs and what the registry holds, as data left untranslated', async () => {
    render(<NpiCheckStatus check={check({ field: 'name', registryValue: 'ACME FAMILY HEALTH LLC' })} subject="clinic" listingState="UT" />);
    const line = await shown('mismatch');
    expect(line.textContent).toBe('NPI 1234567893 is not verified. The NPI Registry has this NPI under the name “ACME FAMILY HEALTH LLC”.');
    expect(screen.getByText('ACME FAMILY HEALTH LLC').getAttribute('translate')).toBe('no');
  });

  it.each([
    [{ field: 'npi' as const }, 'clinic', 'The NPI Registry has no provider with this NPI.'],
    [{ field: 'type' as const }, 'clinic', "The NPI Registry lists this NPI as an individual's: a clinic location needs its organization's NPI."],
    [{ field: 'type' as const }, 'doctor', "The NPI Registry lists this NPI as an organization's: a doctor needs their own NPI."],
    [{ field: 'status' as const, registryValue: 'D' }, 'clinic', 'The NPI Registry lists this NPI as not active.'],
    [{ field: 'state' as const, registryValue: 'NV, AZ' }, 'clinic', 'The NPI Registry has no practice location in UT for this NPI; it lists NV, AZ.'],
    [{ field: 'lastname' as const, registryValue: 'REYES' }, 'doctor', 'The NPI Registry has this NPI under the last name “REYES”.'],
    [{ field: 'lastname' as const }, 'doctor', 'The NPI Registry has this NPI under another last name.'],
    [{ field: 'licenseState' as const, registryValue: 'CA' }, 'doctor', 'The NPI Registry lists no license in UT for this NPI; it lists CA.'],
  ] as const)('names the mismatch of %j on a %s', async (over, subject, reason) => {
    render(<NpiCheckStatus check={check(over)} subject={subject} listingState="UT" />);
    expect((await shown('mismatch')).textContent).toBe(`NPI 1234567893 is not verified. ${reason}`);
  });

  it('names the field in Spanish on a Spanish page', async () => {
    await activateLocale('es');
    render(<NpiCheckStatus check={check({ field: 'name', registryValue: 'ACME FAMILY HEALTH LLC' })} subject="clinic" listingState="UT" />);
    expect((await shown('mismatch')).textContent).toBe('El NPI 1234567893 no está verificado. El Registro NPI tiene este NPI con el nombre “ACME FAMILY HEALTH LLC”.');
  });

  it('shows nothing without a check', () => {
    const { container } = render(<NpiCheckStatus check={undefined} subject="doctor" listingState="UT" />);
    expect(container.textContent).toBe('');
  });
});
