import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useNavigate, useSearchParams } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { getDevToken, signInWithGoogle } from '@directpay/contracts';
import { getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { callEndpoint } from '../api/endpoint-client';
import { selectIsLoggedIn, useSessionStore } from '../session/session-store';
import { Button } from './button';
import { PageLoading } from './page-loading';
import { TextField } from '../forms/text-field';
import { SiteProviders } from './site-providers';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  padding: 0.5rem 1rem;
  background: #fef3c7;
  color: #78350f;
  font-size: 0.875rem;
`;

const SignInBox = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 24rem;
  margin: 2rem auto;
  padding: 0 1rem;
`;

/**
 * Reads /config.json, the same run-time configuration the host reads (its dev
 * server answers it from API_PORT or API_URL, DEV_IDP and TILE_URL), so the
 * standalone page talks to the API the environment names, not a hard-coded one.
 */
async function loadStandaloneConfig(): Promise<void> {
  try {
    const response = await fetch('/config.json', { cache: 'no-cache' });
    if (response.ok) setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
    else console.warn(`[standalone] /config.json answered ${response.status}; using the built-in defaults`);
  } catch (error) {
    console.warn('[standalone] /config.json could not be read; using the built-in defaults', error);
  }
}

/** A path inside this page to go back to after signing in; anything else goes to the start page. */
function safeReturnTo(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/**
 * The standalone page's /login: development sign-in through the API's
 * development identity provider (no internet needed), as the host's login page
 * offers it. Without that provider it says how to turn it on, instead of
 * sending the visitor back to a page that needs a session (and round again).
 */
function StandaloneSignIn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [email, setEmail] = useState('owner@directpay.local');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  if (!getRuntimeConfig().devSignIn) {
    return (
      <SignInBox as="section" aria-labelledby="standalone-sign-in">
        <h1 id="standalone-sign-in">Sign in</h1>
        <p>
          This standalone page signs in with the API&apos;s development identity provider only. Start the API with{' '}
          <code>DEV_IDP=on</code> (as <code>npm start</code> does) and reload.
        </p>
      </SignInBox>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const { token } = await callEndpoint(getDevToken, { body: { email: email.trim() } });
      useSessionStore.getState().signIn(await callEndpoint(signInWithGoogle, { body: { token } }));
      navigate(returnTo, { replace: true });
    } catch (failure) {
      setError(`Sign-in failed: ${(failure as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignInBox onSubmit={(event) => void onSubmit(event)} aria-labelledby="standalone-sign-in">
      <h1 id="standalone-sign-in">Sign in (development)</h1>
      <TextField label="Development account email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      {error && <p role="alert">{error}</p>}
      <Button type="submit" disabled={busy}>
        Sign in with the development account
      </Button>
    </SignInBox>
  );
}

function SessionStatus() {
  const signedIn = useSessionStore(selectIsLoggedIn);
  const email = useSessionStore((s) => s.email);
  if (!signedIn) return null;
  return (
    <>
      <span>Signed in as {email}</span>
      <Button $variant="ghost" onClick={() => useSessionStore.getState().signOut()}>
        Sign out
      </Button>
    </>
  );
}

/**
 * The minimal shell a remote's team runs it in (`npm run dev -w <remote>`):
 * router, query client, theme and notices, as the host provides them in production, the
 * run-time configuration from /config.json, and a development /login.
 */
export function StandaloneShell({ remote, children }: { remote: string; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadStandaloneConfig().finally(() => setReady(true));
  }, []);
  return (
    <BrowserRouter>
      <SiteProviders>
        <Bar role="note">
          <span>Standalone {remote}: running outside the DirectPay Clinics host.</span>
          <SessionStatus />
        </Bar>
        <main>
          {ready ? (
            <Routes>
              <Route path="/login" element={<StandaloneSignIn />} />
              <Route path="*" element={children} />
            </Routes>
          ) : (
            <PageLoading />
          )}
        </main>
      </SiteProviders>
    </BrowserRouter>
  );
}
