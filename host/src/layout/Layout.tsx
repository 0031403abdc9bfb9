import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Header } from './Header';
import { Footer } from './Footer';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  main { flex: 1; }
  hr { border: 0; border-top: 1px solid #e5e7eb; margin: 0; }
`;

/** Header, divider, page, divider, footer; scrolls to the top on every route change. */
export function Layout() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces matter: newer browsers return a Promise from scrollTo, and React
    // would call an effect's return value as its cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Shell>
      <Header />
      <hr />
      <main id="main">
        <Outlet />
      </main>
      <hr />
      <Footer />
    </Shell>
  );
}
