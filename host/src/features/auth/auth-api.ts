import { confirmEmail as confirmEmailEndpoint, getAuthProviders, getDevToken, logIn, signInWithGoogle, signUp, type AuthProviders, type Locale, type LoginResponse } from '@directpay/contracts';
import { callEndpoint, getRuntimeConfig } from '@directpay/shared-ui';

/** The sign-in methods the site's run-time configuration turns on (in the page from its first script). */
export function configuredProviders(): AuthProviders {
  const config = getRuntimeConfig();
  return { google: Boolean(config.googleClientId), googleClientId: config.googleClientId, dev: config.devSignIn };
}

/** What the login page offers; the run-time config answers when the API cannot. */
export async function fetchProviders(): Promise<AuthProviders> {
  try {
    return await callEndpoint(getAuthProviders, {});
  } catch {
    return configuredProviders();
  }
}

export const googleAuth = (token: string) => callEndpoint(signInWithGoogle, { body: { token } });

/** The development identity provider issues a Google-shaped ID token that /google_auth verifies like Google's. */
export async function devSignIn(email: string): Promise<LoginResponse> {
  const { token } = await callEndpoint(getDevToken, { body: { email } });
  return googleAuth(token);
}

export const emailLogin = (email: string, password: string) => callEndpoint(logIn, { body: { email, password } });

/** A new and a registered address are answered alike: check your email, in the sign-up page's language. */
export const emailSignup = (email: string, password: string, locale: Locale) => callEndpoint(signUp, { body: { email, password, locale } });

/** The mailed link's token; answers the confirmed address. */
export const confirmEmail = (token: string) => callEndpoint(confirmEmailEndpoint, { body: { token } });
