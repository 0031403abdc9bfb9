import { formatPhone, phoneHref } from './phone';

describe('formatPhone', () => {
  it.each([
    ['8015550100', '(801) 555-0100'],
    ['801-555-0100', '(801) 555-0100'],
    ['(801) 555 0100', '(801) 555-0100'],
    ['+1 801 555 0100', '(801) 555-0100'],
    ['18015550100', '(801) 555-0100'],
  ])('shows %s as %s', (raw, shown) => expect(formatPhone(raw)).toBe(shown));

  it('shows numbers that are not ten digits as typed', () => {
    expect(formatPhone(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
    expect(formatPhone('555-0100')).toBe('555-0100');
  });

  it('is empty for a missing number', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('phoneHref', () => {
  it('dials US numbers in E.164', () => expect(phoneHref('(801) 555-0100')).toBe('tel:+18015550100'));
  it('dials EU numbers with their country code', () => expect(phoneHref('+49 30 1234567')).toBe('tel:+49301234567'));
  it('dials a number written with 00 and its country code', () => expect(phoneHref('0049 30 1234567')).toBe('tel:+49301234567'));
  it('has no link for a number without an area or country code, or too short to dial', () => {
    expect(phoneHref('')).toBe('');
    expect(phoneHref('555-0100')).toBe('');
    expect(phoneHref('+49 30')).toBe('');
  });
});
