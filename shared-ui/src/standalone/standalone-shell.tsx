import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { setRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { selectIsLoggedIn, useSessionStore } from '../session/session-store';
import { useMessages } from './messages';
import { Button } from '../components/button';
import { PageLoading } from '../components/page-loading';
import { SiteProviders } from '../components/site-providers';

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

// The sign-in form and its request code load when /login is first shown.
const StandaloneSignIn = lazy(() => import('./standalone-sign-in'));

function SessionStatus() {
  const t = useMessages();
  const signedIn = useSessionStore(selectIsLoggedIn);
  const email = useSessionStore((s) => s.email);
  if (!signedIn) return null;
  return (
    <>
      <span>{t('standalone.signedInAs', { email: email ?? '' })}</span>
      <Button $variant="ghost" onClick={() => useSessionStore.getState().signOut()}>
        {t('standalone.signOut')}
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
  const t = useMessages();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadStandaloneConfig().finally(() => setReady(true));
  }, []);
  return (
    <BrowserRouter>
      <SiteProviders>
        <Bar role="note">
          <span>{t('standalone.bar', { remote })}</span>
          <SessionStatus />
        </Bar>
        <main>
          {ready ? (
            <Routes>
              <Route
                path="/login"
                element={
                  <Suspense fallback={<PageLoading />}>
                    <StandaloneSignIn />
                  </Suspense>
                }
              />
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
