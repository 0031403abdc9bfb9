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

describe('an imported price', () => {
  it("reads \"From the clinic's price file of {date}\" beside it until the owner confirms it again", () => {
    const { unmount } = marks({ description: 'MRI', price: '1080', confirmedAt: null, priceFileDate: '2026-04-01T00:00:00.000Z' });
    expect(screen.getByTestId('price-marks').textContent).toMatch(/^From the clinic's price file of April 1, 2026/);
    unmount();
    marks({ description: 'MRI', price: '1080', confirmedAt: '2026-05-20T00:00:00.000Z', priceFileDate: '2026-04-01T00:00:00.000Z' });
    expect(screen.queryByText(/price file/)).toBeNull();
  });

  it("gives the clinic's line the stalest price's stamp, and dates \"may be out of date\" from the file", () => {
    const imported = { description: 'MRI', price: '1080', confirmedAt: null, priceFileDate: at(13) };
    render(<PricesConfirmed clinic={{ pricesConfirmedAt: at(13), services: [imported, { description: 'Exam', price: '90', confirmedAt: at(1) }], otherServices: [] }} />);
    expect(screen.getByTestId('prices-confirmed').textContent).toMatch(/^Prices from the clinic's price file of \w+ \d+, \d{4} · may be out of date$/);
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
