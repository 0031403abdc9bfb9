import { formatTin, isIcd10Cm, isNpi, isTin, normalizeIcd10, npiCheckDigit, npiProblem, tinDigits, tinProblem } from './provider-ids';

describe('NPI', () => {
  // 1234567893 is CMS's worked example; the others are real, published NPIs' forms.
  it.each(['1234567893', '1245319599', '1003000126', '1993999998'])('%s is an NPI', (npi) => {
    expect(isNpi(npi)).toBe(true);
    expect(npiProblem(npi)).toBeUndefined();
  });

  it("computes CMS's worked example: 123456789 → check digit 3", () => {
    expect(npiCheckDigit('123456789')).toBe(3);
  });

  it('refuses every other check digit', () => {
    for (let d = 0; d <= 9; d++) if (d !== 3) expect(isNpi(`123456789${d}`)).toBe(false);
    expect(npiProblem('1234567890')).toMatch(/check digit/);
  });

  it.each(['123456789', '12345678930', '123456789a', ' 1234567893', '', '12345-6789'])('%j is not 10 digits', (text) => {
    expect(isNpi(text)).toBe(false);
    expect(npiProblem(text)).toBe('must be 10 digits');
  });
});

describe('TIN', () => {
  it.each(['123456789', '12-3456789', '123-45-6789'])('%s is a TIN, stored as its digits', (text) => {
    expect(isTin(text)).toBe(true);
    expect(tinDigits(text)).toBe('123456789');
  });
  it.each(['12345678', '1234567890', '1-23456789', '12-345-6789', 'abcdefghi', '12 3456789'])('%j is not', (text) => {
    expect(isTin(text)).toBe(false);
  });
  it.each([
    ['00-0000000', /not a possible EIN: the IRS assigns no EIN beginning 00/],
    ...['07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89'].map((prefix) => [`${prefix}-1234567`, new RegExp(`beginning ${prefix}$`)] as [string, RegExp]),
    ['000-12-3456', /not a possible SSN or ITIN/],
    ['666-12-3456', /not a possible SSN or ITIN/],
    ['123-00-4567', /not a possible SSN or ITIN/],
    ['123-45-0000', /not a possible SSN or ITIN/],
    // Plain digits: neither an EIN (prefix 00) nor an SSN (area 000).
    ['000000000', /not a TIN the IRS issues/],
    ['000123456', /not a TIN the IRS issues/],
    ['12345', /must be a TIN/],
  ])('%s is no TIN any IRS rule allows', (text, message) => {
    expect(tinProblem(text)).toMatch(message);
  });
  it.each(['12-3456789', '98-7654321', '123-45-6789', '987-65-4320', '912-70-1234', '001234567', '071234567', '987654320'])('%s is allowed', (text) => {
    // 001234567 and 071234567: no EIN, but a possible SSN; 912-70-1234: an ITIN.
    expect(tinProblem(text)).toBeUndefined();
  });
  it('prints in the EIN grouping', () => {
    expect(formatTin('123456789')).toBe('12-3456789');
  });
});

describe('ICD-10-CM', () => {
  it.each([
    ['E11.9', 'E11.9'],
    [' e119 ', 'E11.9'],
    ['Z00.00', 'Z00.00'],
    ['S52.521A', 'S52.521A'],
    ['T38.3X6A', 'T38.3X6A'],
    ['C4A.9', 'C4A.9'],
    ['I10', 'I10'],
    ['U07.1', 'U07.1'],
  ])('%j is read as %s', (typed, code) => {
    expect(normalizeIcd10(typed)).toBe(code);
    expect(isIcd10Cm(normalizeIcd10(typed))).toBe(true);
  });
  it.each(['E1', '11.9', 'E11.', 'E11.12345', 'EE1.9', 'E11-9', '<b>E11</b>', ''])('%j is not', (typed) => {
    expect(isIcd10Cm(normalizeIcd10(typed))).toBe(false);
  });
});
