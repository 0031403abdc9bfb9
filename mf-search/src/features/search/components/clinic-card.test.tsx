import { render, screen, within } from '@testing-library/react';
import type { ClinicCard as Card } from '@directpay/contracts';
import { mergeMedians } from '../utils/card-marks';
import { ClinicCard } from './clinic-card';

const WEEKDAYS_9_TO_5 = ['', '09:00-17:00', '09:00-17:00', '09:00-17:00', '09:00-17:00', '09:00-17:00', ''];
const clinic = (over: Partial<Card> = {}): Card => ({
  id: '65a1b2c3d4e5f60718293a4b',
  name: 'Alpha Chiropractic',
  cityTown: 'Provo',
  state: 'UT',
  latitude: 40.2,
  longitude: -111.6,
  imageUrl: null,
  prices: [],
  acceptingNewPatients: true,
  openHours: WEEKDAYS_9_TO_5,
  ...over,
});
const medians = mergeMedians([{ fairPrice: { radiusKm: 50, medians: [{ service: 'Initial visit', count: 18, median: 100 }] } }]);
// A Tuesday at 10:00 on the visitor's clock.
const NOW = new Date(2026, 5, 2, 10, 0);

describe('a search card', () => {
  it('shows its from price and service, the fair-price mark with its basis, the distance and the trust marks', () => {
    render(
      <ClinicCard
        clinic={clinic({ fromPrice: { description: 'Initial visit', price: '58' }, distanceKm: 2.4, pricesConfirmedAt: '2026-03-04T00:00:00.000Z' })}
        medians={medians}
        now={NOW}
      />,
    );
    expect(screen.getByTestId('card-price').textContent).toBe('from $\u00a058 · Initial visit');
    expect(screen.getByTestId('fair-price').textContent).toBe('42% below the local median (median $100 of 18 prices within 31 mi)');
    expect(screen.getByText('Provo, UT · 1.5 mi away')).toBeTruthy();
    const trust = within(screen.getByRole('list', { name: 'About this clinic' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(trust).toEqual(['Prices confirmed March 2026', 'Accepting new patients', 'Open now']);
  });

  it("keeps the spec's '$price / description' lines for a chosen service, marked by its lowest price", () => {
    const prices = [
      { description: 'Initial visit', price: '130' },
      { description: 'Initial visit', price: '150' },
    ];
    render(<ClinicCard clinic={clinic({ prices, acceptingNewPatients: false, pricesConfirmedAt: '2024-01-10T00:00:00.000Z' })} service="Initial visit" medians={medians} now={NOW} />);
    const lines = within(screen.getByTestId('card-price')).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual(['$130 / Initial visit', '$150 / Initial visit']);
    expect(screen.getByTestId('fair-price').textContent).toBe('above the median (median $100 of 18 prices within 31 mi)');
    // Old prices: said once, for the clinic, never per price line.
    expect(screen.getAllByText(/may be out of date/)).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'About this clinic' }).textContent).toContain('Prices confirmed January 2024 · may be out of date');
  });

  it('shows no price, mark or trust line it has nothing for', () => {
    render(<ClinicCard clinic={clinic({ acceptingNewPatients: false })} medians={medians} now={new Date(2026, 5, 7, 10, 0)} />);
    expect(screen.queryByTestId('card-price')).toBeNull();
    expect(screen.queryByTestId('fair-price')).toBeNull();
    expect(screen.queryByTestId('card-trust')).toBeNull();
  });

  it('has no mark without 5 prices for its service', () => {
    const few = mergeMedians([{ fairPrice: { radiusKm: 50, medians: [{ service: 'Initial visit', count: 4, median: 100 }] } }]);
    render(<ClinicCard clinic={clinic({ fromPrice: { description: 'Initial visit', price: '58' } })} medians={few} now={NOW} />);
    expect(screen.getByTestId('card-price')).toBeTruthy();
    expect(screen.queryByTestId('fair-price')).toBeNull();
  });

  it('shows the "Verified provider" mark of a clinic whose NPI matched, and none otherwise', () => {
    const { rerender } = render(<ClinicCard clinic={clinic({ verifiedProvider: { npi: '1234567893', verifiedAt: '2026-03-03T00:00:00.000Z' } })} now={NOW} />);
    const card = screen.getByRole('article', { name: 'Alpha Chiropractic' });
    expect(within(card).getByTestId('verified-provider').textContent).toBe('Verified provider NPI 1234567893 · checked March 3, 2026');
    rerender(<ClinicCard clinic={clinic()} now={NOW} />);
    expect(screen.queryByTestId('verified-provider')).toBeNull();
  });
});
