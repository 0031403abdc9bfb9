import { resolveForm } from '@directpay/shared-ui/forms';
import { loginResolver } from './email-login-form';
import { PASSWORDS_DIFFER, PASSWORDS_DO_NOT_MATCH, signupResolver } from './signup-validation';

const signup = (email: string, password: string, confirm: string) => resolveForm(signupResolver, { email, password, confirm });

describe('the sign-up form, checked with the API’s SignupRequest', () => {
  it('passes matching passwords of the minimum length', async () => {
    expect(await signup(' new@example.com ', 'longenough', 'longenough')).toEqual({});
  });

  it('says Passwords do not match when they differ', async () => {
    expect(await signup('new@example.com', 'longenough', 'longenougH')).toEqual({ confirm: PASSWORDS_DO_NOT_MATCH });
    expect(PASSWORDS_DO_NOT_MATCH).toBe('Passwords do not match');
  });

  it('gives differing passwords their own error type, which the page reacts to instead of the words', async () => {
    const check = (confirm: string) => signupResolver({ email: 'new@example.com', password: 'longenough', confirm }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect((await check('longenougH')).errors.confirm?.type).toBe(PASSWORDS_DIFFER);
    expect((await check('')).errors.confirm?.type).not.toBe(PASSWORDS_DIFFER);
  });

  it('requires every field, each in its own words', async () => {
    expect(await signup('', '', '')).toEqual({
      email: 'Please enter your email address.',
      password: 'Please create a password.',
      confirm: 'Please confirm your password.',
    });
  });

  it('asks for a longer password and a valid email', async () => {
    const errors = await signup('nope', 'short', 'short');
    expect(errors.email).toBe('Please enter a valid email address, like name@example.com.');
    expect(errors.password).toBe('Your password needs at least 8 characters.');
  });

  it('rejects malformed addresses with the contracts’ email rule', async () => {
    for (const bad of ['plainaddress', 'a@b', 'a @b.com', '@example.com', 'a@.com x']) {
      expect((await signup(bad, 'longenough', 'longenough')).email).toMatch(/valid email/);
    }
    expect(await signup('a.b+c@example.co.uk', 'longenough', 'longenough')).toEqual({});
  });
});

describe('the log-in form, checked with the API’s LoginRequest', () => {
  it('needs an address and a password', async () => {
    expect(await resolveForm(loginResolver, { email: '', password: '' })).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
    });
    expect(await resolveForm(loginResolver, { email: 'owner@directpay.local', password: 'x' })).toEqual({});
  });
});
