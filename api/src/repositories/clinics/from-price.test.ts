import { fromPriceOf } from './from-price';

describe("a search card's from price", () => {
  it("takes the first of the category's headline services the clinic prices, at its lowest price for it", () => {
    // Dental's headlines: the new-patient exam, then the exam, then the single membership.
    const priced = [
      { description: 'Single annual membership', price: '240' },
      { description: ' Exam, x-ray & cleaning ', price: '130' },
      { description: 'Exam, x-ray & cleaning', price: '99.50' },
      { description: 'Night guard', price: '20' },
    ];
    expect(fromPriceOf(1, priced)).toEqual({ description: 'Exam, x-ray & cleaning', price: '99.50' });
    expect(fromPriceOf(1, [...priced, { description: 'Exam, x-ray & cleaning(new patient)', price: '150' }])).toEqual({
      description: 'Exam, x-ray & cleaning(new patient)',
      price: '150',
    });
  });

  it('falls back to the lowest listed price, naming its service, and ignores what is not a price', () => {
    const priced = [
      { description: 'Crown', price: '900' },
      { description: 'Initial visit', price: '' },
      { description: 'Night guard', price: ' 45 ' },
    ];
    expect(fromPriceOf(1, priced)).toEqual({ description: 'Night guard', price: '45' });
    expect(fromPriceOf(11, priced)).toEqual({ description: 'Night guard', price: '45' });
  });

  it('has none for a clinic without a price', () => {
    expect(fromPriceOf(1, [])).toBeUndefined();
    expect(fromPriceOf(1, [{ description: 'Exam, x-ray & cleaning', price: 'call us' }])).toBeUndefined();
  });
});
