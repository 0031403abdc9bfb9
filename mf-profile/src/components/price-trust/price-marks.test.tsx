import { render, screen } from '@testing-library/react';
import { addMonths } from '@directpay/contracts';
import { PriceMarks } from './price-marks';
import { PricesConfirmed } from './prices-confirmed';

const at = (months: number) => addMonths(new Date(), -months).toISOString();
const marks = (service: Parameters<typeof PriceMarks>[0]['service']) => render(<PriceMarks clinicId="c1" clinicName="Bright Smiles" service={service} />);
const clinic = (pricesConfirmedAt: string | null, confirmed: (string | null)[]) => ({
  pricesConfirmedAt,
  services: confirmed.map((confirmedAt, i) => ({ description: `Service ${i}`, price: '100', confirmedAt })),
  otherServices: [],
});

describe('the marks beside a price', () => {
  it('shows "Patients reported a different price" only when the API flags the price, and always offers the report', () => {
    marks({ description: 'Exam', price: '120', confirmedAt: at(1), differentPriceReported: true });
    expect(screen.getByText('Patients reported a different price')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I was charged a different price: Exam' })).toBeTruthy();
  });

  it('never says "may be out of date" beside a price: that is said once for the clinic', () => {
    marks({ description: 'Exam', price: '120', confirmedAt: at(13) });
    expect(screen.queryByText('may be out of date')).toBeNull();
  });
});

describe("the clinic's confirmation line", () => {
  it('writes "Prices confirmed {Month D, YYYY}", and nothing without a date or an old price', () => {
    const { container } = render(<PricesConfirmed clinic={clinic(null, [null])} />);
    expect(container.textContent).toBe('');
    render(<PricesConfirmed clinic={clinic('2099-03-04T10:00:00.000Z', [])} />);
    expect(screen.getByText('Prices confirmed March 4, 2099')).toBeTruthy();
  });

  it('says "may be out of date" once when any price was confirmed over 12 months ago, and not at 11 months', () => {
    const { unmount } = render(<PricesConfirmed clinic={clinic(at(13), [at(13), at(13), at(2)])} />);
    expect(screen.getAllByText('may be out of date')).toHaveLength(1);
    expect(screen.getByTestId('prices-confirmed').textContent).toMatch(/^Prices confirmed \w+ \d+, \d{4} · may be out of date$/);
    unmount();
    render(<PricesConfirmed clinic={clinic(at(11), [at(11)])} />);
    expect(screen.queryByText('may be out of date')).toBeNull();
  });
});
