import { isEmail, isHttpUrl, isPhoneNumber, PRICE_PATTERN, TIME_PATTERN } from './field-rules';

describe('field rules shared by the API and the forms', () => {
  it('accepts http(s) websites with a host name only', () => {
    expect(isHttpUrl('https://clinic.example.com')).toBe(true);
    expect(isHttpUrl('http://clinic.example.com/path?q=1')).toBe(true);
    expect(isHttpUrl('clinic.example.com')).toBe(false);
    expect(isHttpUrl('ftp://clinic.example.com')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('http://localhost')).toBe(false);
  });

  it('accepts phone numbers of 10 to 15 digits with common formatting', () => {
    expect(isPhoneNumber('(801) 555-0100')).toBe(true);
    expect(isPhoneNumber('+44 20 7946 0958')).toBe(true);
    expect(isPhoneNumber('555-0100')).toBe(false);
    expect(isPhoneNumber('801 555 0100 ext 4')).toBe(false);
  });

  it('accepts emails, prices and times in their one format', () => {
    expect(isEmail('owner@clinic.example')).toBe(true);
    expect(isEmail('owner@clinic')).toBe(false);
    expect(PRICE_PATTERN.test('99.50')).toBe(true);
    expect(PRICE_PATTERN.test('-5')).toBe(false);
    expect(PRICE_PATTERN.test('9.999')).toBe(false);
    expect(TIME_PATTERN.test('09:00')).toBe(true);
    expect(TIME_PATTERN.test('9:00')).toBe(false);
  });
});
