import { required, validEmail } from './validation';

describe('required', () => {
  it('rejects empty and blank values with the given message', () => {
    expect(required('Please enter your first name.')('')).toBe('Please enter your first name.');
    expect(required('x')('   ')).toBe('x');
    expect(required('x')(' Ada ')).toBe(true);
  });
});

describe('validEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(validEmail('owner@directpay.local')).toBe(true);
    expect(validEmail(' a.b+c@example.co.uk ')).toBe(true);
  });

  it('asks for an address when empty and explains a malformed one', () => {
    expect(validEmail('')).toBe('Please enter your email address.');
    for (const bad of ['plainaddress', 'a@b', 'a @b.com', '@example.com', 'a@.com x']) {
      expect(validEmail(bad)).toMatch(/valid email/);
    }
  });
});
