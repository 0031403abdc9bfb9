import { afterSignInPath, DEFAULT_AFTER_SIGN_IN } from './return-to';

describe('afterSignInPath', () => {
  it('goes to the clinic locations without a returnTo', () => {
    expect(afterSignInPath(null)).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(afterSignInPath('')).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it('returns to the account page the user was sent away from', () => {
    expect(afterSignInPath('/account/metrics')).toBe('/account/metrics');
    expect(afterSignInPath('/account')).toBe('/account');
    expect(afterSignInPath('/account/editClinic?id=1')).toBe('/account/editClinic?id=1');
  });

  it('ignores anything that is not an account path on this site', () => {
    for (const bad of ['/search', 'https://evil.example/account', '//evil.example/account', '/accounts-evil', '/account//evil.example', '/account\\x']) {
      expect(afterSignInPath(bad)).toBe(DEFAULT_AFTER_SIGN_IN);
    }
  });
});
