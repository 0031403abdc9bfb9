import type { AuthProviders, ConfirmEmailResponse, LoginResponse, SignupAccepted } from '@directpay/contracts';
import { apiFetch, getRuntimeConfig } from '@directpay/shared-ui';

/** What the login page offers; the run-time config answers when the API cannot. */
export async function fetchProviders(): Promise<AuthProviders> {
  try {
    return await apiFetch<AuthProviders>('/auth/providers');
  } catch {
    const config = getRuntimeConfig();
    return { google: Boolean(config.googleClientId), googleClientId: config.googleClientId, dev: config.devSignIn };
  }
}

export const googleAuth = (token: string) => apiFetch<LoginResponse>('/google_auth', { method: 'POST', body: { token } });

/** The development identity provider issues a Google-shaped ID token that /google_auth verifies like Google's. */
export async function devSignIn(email: string): Promise<LoginResponse> {
  const { token } = await apiFetch<{ token: string }>('/auth/dev/token', { method: 'POST', body: { email } });
  return googleAuth(token);
}

export const emailLogin = (email: string, password: string) =>
  apiFetch<LoginResponse>('/auth/login', { method: 'POST', body: { email, password } });

/** A new and a registered address are answered alike: check your email. */
export const emailSignup = (email: string, password: string) =>
  apiFetch<SignupAccepted>('/auth/signup', { method: 'POST', body: { email, password } });

/** The mailed link's token; answers the confirmed address. */
export const confirmEmail = (token: string) => apiFetch<ConfirmEmailResponse>('/auth/confirm-email', { method: 'POST', body: { token } });
