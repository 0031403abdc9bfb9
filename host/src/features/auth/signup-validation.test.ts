import { PASSWORDS_DO_NOT_MATCH, validateSignup } from './signup-validation';

describe('validateSignup', () => {
  it('passes matching passwords of the minimum length', () => {
    expect(validateSignup({ email: 'new@example.com', password: 'longenough', confirm: 'longenough' })).toEqual({});
  });

  it('says Passwords do not match when they differ', () => {
    expect(validateSignup({ email: 'new@example.com', password: 'longenough', confirm: 'longenougH' })).toEqual({ confirm: PASSWORDS_DO_NOT_MATCH });
    expect(PASSWORDS_DO_NOT_MATCH).toBe('Passwords do not match');
  });

  it('requires every field', () => {
    expect(Object.keys(validateSignup({ email: '', password: '', confirm: '' })).sort()).toEqual(['confirm', 'email', 'password']);
  });

  it('asks for a longer password and a valid email', () => {
    const errors = validateSignup({ email: 'nope', password: 'short', confirm: 'short' });
    expect(errors.email).toMatch(/valid email/);
    expect(errors.password).toMatch(/at least 8 characters/);
  });
});
