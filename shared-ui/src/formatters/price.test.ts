import { formatPrice, hasPrice, pricedServices, sortedNames } from './price';

describe('formatPrice', () => {
  it("prefixes '$ ' with a no-break space, so '$' never wraps away from the amount", () => expect(formatPrice('120')).toBe('$\u00a0120'));
  it('keeps cents as written', () => expect(formatPrice(' 99.50 ')).toBe('$\u00a099.50'));
});

describe('pricedServices', () => {
  it('merges services and other services and hides unpriced ones', () => {
    const clinic = {
      services: [
        { description: 'Exam', price: '120' },
        { description: 'X-ray', price: '' },
      ],
      otherServices: [
        { description: 'Flu shot', price: '25' },
        { description: 'Lab', price: '  ' },
      ],
    };
    expect(pricedServices(clinic).map((s) => s.description)).toEqual(['Exam', 'Flu shot']);
  });
  it('copes with missing lists', () => expect(pricedServices({})).toEqual([]));
  it('hasPrice treats blank as no price', () => expect(hasPrice({ price: ' ' })).toBe(false));
  it('hasPrice follows the contracts’ price rule: text that is not a price is no price', () => {
    expect(hasPrice({ price: 'call us' })).toBe(false);
    expect(hasPrice({ price: '99.50' })).toBe(true);
  });
});

describe('sortedNames', () => {
  it('sorts alphabetically, ignoring case, and hides nameless items', () => {
    expect(sortedNames([{ name: 'cigna' }, { name: '' }, { name: 'Aetna' }, { name: 'Blue Cross' }, {}])).toEqual(['Aetna', 'Blue Cross', 'cigna']);
  });
});
