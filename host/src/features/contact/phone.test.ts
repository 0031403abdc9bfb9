import { checkPhone } from './phone';

describe('checkPhone', () => {
  it('leaves an empty phone alone (it is optional)', () => {
    expect(checkPhone('  ', 'US')).toEqual({ ok: true, international: '' });
  });

  it('accepts US and Canadian numbers in any common format and returns them in international form', () => {
    expect(checkPhone('(202) 555-0143', 'US')).toEqual({ ok: true, international: '+1 202 555 0143' });
    expect(checkPhone('202.555.0143', 'US')).toEqual({ ok: true, international: '+1 202 555 0143' });
    expect(checkPhone('416 555 0199', 'CA')).toEqual({ ok: true, international: '+1 416 555 0199' });
  });

  it('rejects a number of the other North American country, too few digits and letters', () => {
    expect(checkPhone('416 555 0199', 'US')).toMatchObject({ ok: false, message: expect.stringMatching(/valid US phone/) });
    expect(checkPhone('202 555 0143', 'CA')).toMatchObject({ ok: false, message: expect.stringMatching(/valid Canadian phone/) });
    expect(checkPhone('12345', 'US').ok).toBe(false);
    expect(checkPhone('call me', 'US').ok).toBe(false);
  });

  it('needs an EU member state’s calling code for EU numbers', () => {
    expect(checkPhone('+49 30 12345678', 'EU')).toEqual({ ok: true, international: '+49 30 12345678' });
    expect(checkPhone('0033 1 23 45 67 89', 'EU')).toEqual({ ok: true, international: '+33 1 23 45 67 89' });
    expect(checkPhone('030 12345678', 'EU').ok).toBe(false);
    expect(checkPhone('+1 202 555 0143', 'EU').ok).toBe(false);
    expect(checkPhone('+44 20 7946 0958', 'EU').ok).toBe(false);
  });
});
