import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { PageLoading, theme } from '@directpay/shared-ui';
import { Header } from './header';
import { Footer } from './footer';
import { PageBoundary } from '../app/page-boundary';
import { useSignOutOnArrival } from './use-log-out';
import { useMessages } from '../messages';
import { LanguageSuggestion } from './language-suggestion';

/*
 * main is at least a window tall on every page, as tall as a page's loading
 * state (shared-ui's PageLoading): the footer is below the fold while any page
 * loads and stays there when a short page (not found, an empty list) arrives,
 * rather than rising into view (a layout shift).
 */
const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  main { flex: 1; min-height: 100vh; }
`;

const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${theme.colors.border};
  margin: 0;
  width: 100%;
`;

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -3rem;
  z-index: 3000;
  padding: 0.5rem 1rem;
  background: ${theme.colors.brandDark};
  color: #fff;
  border-radius: ${theme.radius};
  &:focus { top: 0.5rem; }
`;

/** Header, divider, page, divider, footer; scrolls to the top on every route change. */
export function Layout() {
  const { pathname } = useLocation();
  const t = useMessages();
  useSignOutOnArrival();
  // Braces matter: newer Chromium returns a Promise from scrollTo, and an
  // effect that returns a non-function breaks React on the next navigation.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Shell>
      <SkipLink href="#main">{t('layout.skipLink')}</SkipLink>
      <Header />
      <Divider />
      <main id="main" tabIndex={-1}>
        {/* Pages load on demand; header and footer stay while one does. */}
        <PageBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageBoundary>
      </main>
      <Divider />
      <Footer />
      <LanguageSuggestion />
    </Shell>
  );
}
