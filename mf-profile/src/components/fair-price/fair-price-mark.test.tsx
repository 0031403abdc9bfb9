import { render, screen } from '@testing-library/react';
import type { LocalPricesResponse } from '@directpay/contracts';
import { FairPriceMark } from './fair-price-mark';

const local = (count: number, median: number): LocalPricesResponse => ({
  radiusKm: 50,
  results: [{ service: 'Exam, x-ray & cleaning', matches: ['Exam, x-ray & cleaning(new patient)', 'Exam, x-ray & cleaning'], count, min: 50, median, max: 300 }],
});
const exam = (price: string) => ({ description: ' Exam, x-ray & cleaning ', price });

describe('the fair-price mark of a listed price', () => {
  it("says where the price sits against its service group's local median, and on what basis", () => {
    render(<FairPriceMark service={exam('58')} local={local(18, 100)} />);
    expect(screen.getByTestId('fair-price-mark').textContent).toBe('42% below the local median · median $100 of 18 prices within 31 mi');
  });

  it('shows nothing with fewer than 5 prices in the area, for a service no group covers, or without local prices', () => {
    const { container, rerender } = render(<FairPriceMark service={exam('58')} local={local(4, 100)} />);
    expect(container.textContent).toBe('');
    rerender(<FairPriceMark service={{ description: 'Whitening', price: '58' }} local={local(18, 100)} />);
    expect(container.textContent).toBe('');
    rerender(<FairPriceMark service={exam('58')} local={undefined} />);
    expect(container.textContent).toBe('');
    rerender(<FairPriceMark service={exam('105')} local={local(5, 100)} />);
    expect(container.textContent).toBe('near the median · median $100 of 5 prices within 31 mi');
  });
});
