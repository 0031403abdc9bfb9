import type { APIRequestContext, Page } from '@playwright/test';
import type { LoginResponse } from '@directpay/contracts';
import { site } from './site';

/** A fresh owner per test, so parallel workers and the two projects never share data. */
export function uniqueEmail(label: string): string {
  return `owner-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Signs in through the API's development identity provider (the path the login page's development sign-in takes). */
export async function apiSignIn(request: APIRequestContext, email: string): Promise<LoginResponse> {
  const dev = await request.post(`${site.api}/auth/dev/token`, { data: { email } });
  if (!dev.ok()) throw new Error(`dev token: ${dev.status()} ${await dev.text()}`);
  const { token } = (await dev.json()) as { token: string };
  const login = await request.post(`${site.api}/google_auth`, { data: { token } });
  if (!login.ok()) throw new Error(`google_auth: ${login.status()} ${await login.text()}`);
  return (await login.json()) as LoginResponse;
}

/** Stores a session as the login page would, before the first page load of the test. */
export async function storeSession(page: Page, session: LoginResponse): Promise<void> {
  await page.addInitScript((s) => {
    // Only once: a later reload must see what the app itself left in storage.
    if (sessionStorage.getItem('e2e-session-stored')) return;
    sessionStorage.setItem('e2e-session-stored', '1');
    localStorage.setItem('userId', s.userId);
    localStorage.setItem('userEmail', s.email);
    localStorage.setItem('userToken', s.token);
    localStorage.setItem('accountId', s.accountId);
  }, session);
}

export async function signInAsNewOwner(page: Page, label: string): Promise<LoginResponse> {
  const session = await apiSignIn(page.request, uniqueEmail(label));
  await storeSession(page, session);
  return session;
}
