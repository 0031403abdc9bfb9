import { render, screen } from '@testing-library/react';
import { addMonths } from '@directpay/contracts';
import { PriceMarks } from './price-marks';
import { PricesConfirmed } from './prices-confirmed';

const at = (months: number) => addMonths(new Date(), -months).toISOString();
const marks = (service: Parameters<typeof PriceMarks>[0]['service']) => render(<PriceMarks clinicId="c1" clinicName="Bright Smiles" service={service} />);

describe('the marks beside a price', () => {
  it('says "may be out of date" for a price confirmed over 12 months ago, and not for one confirmed 11 months ago or never', () => {
    const { unmount } = marks({ description: 'Exam', price: '120', confirmedAt: at(13) });
    expect(screen.getByText('may be out of date')).toBeTruthy();
    unmount();
    marks({ description: 'Exam', price: '120', confirmedAt: at(11) });
    expect(screen.queryByText('may be out of date')).toBeNull();
    marks({ description: 'X-ray', price: '40', confirmedAt: null });
    expect(screen.getAllByRole('button').length).toBe(2);
    expect(screen.queryByText('may be out of date')).toBeNull();
  });

  it('shows "Patients reported a different price" only when the API flags the price, and always offers the report', () => {
    marks({ description: 'Exam', price: '120', confirmedAt: at(1), differentPriceReported: true });
    expect(screen.getByText('Patients reported a different price')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I was charged a different price: Exam' })).toBeTruthy();
  });

  it('writes "Prices confirmed {Month D, YYYY}", and nothing without a date', () => {
    const { container } = render(<PricesConfirmed at={null} />);
    expect(container.textContent).toBe('');
    render(<PricesConfirmed at="2026-03-04T10:00:00.000Z" />);
    expect(screen.getByText('Prices confirmed March 4, 2026')).toBeTruthy();
  });
});
