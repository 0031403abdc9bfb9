import type { ClinicService } from '@directpay/contracts';
import { priceSummary } from './price-summary';

const dental = (services: ClinicService[], otherServices: ClinicService[] = []) => ({ categoryId: 1, services, otherServices });
const names = (list: ClinicService[]) => list.map((s) => s.description);

describe("the profile's price summary", () => {
  it("leads with the category's first headline service the clinic prices, then its other headline services", () => {
    const summary = priceSummary(
      dental([
        { description: 'Exam, x-ray & cleaning', price: '80' },
        { description: 'Single annual membership', price: '300' },
        { description: 'Exam, x-ray & cleaning(new patient)', price: '95' },
        { description: 'Family annual membership', price: '40' },
      ]),
    )!;
    expect(summary.from).toEqual({ description: 'Exam, x-ray & cleaning(new patient)', price: '95' });
    expect(names(summary.headline)).toEqual(['Exam, x-ray & cleaning(new patient)', 'Exam, x-ray & cleaning', 'Single annual membership']);
    expect(summary.total).toBe(4);
  });

  it('skips a headline service without a price, and fills up with the lowest other prices', () => {
    const summary = priceSummary(
      dental(
        [
          { description: 'Exam, x-ray & cleaning(new patient)', price: '' },
          { description: 'Exam, x-ray & cleaning', price: '120' },
          { description: 'Dual annual membership', price: '500' },
        ],
        [
          { description: 'Night guard', price: '350' },
          { description: 'Whitening', price: '99.50' },
        ],
      ),
    )!;
    expect(summary.from.description).toBe('Exam, x-ray & cleaning');
    expect(names(summary.headline)).toEqual(['Exam, x-ray & cleaning', 'Whitening', 'Night guard']);
    expect(summary.total).toBe(4);
  });

  it('names the lowest price when the clinic prices no headline service', () => {
    const summary = priceSummary(dental([], [{ description: 'Crown', price: '900' }, { description: 'Filling', price: '150' }]))!;
    expect(summary.from).toEqual({ description: 'Filling', price: '150' });
    expect(names(summary.headline)).toEqual(['Filling', 'Crown']);
  });

  it('is null for a clinic with no listed price', () => {
    expect(priceSummary(dental([{ description: 'Exam, x-ray & cleaning', price: ' ' }]))).toBeNull();
  });
});
