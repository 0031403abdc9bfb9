import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import { Notices } from '../notices/Notices';
import { ApiQueryProvider } from '../api/query-provider';

const Bar = styled.div`
  padding: 0.5rem 1rem;
  background: #fef3c7;
  color: #78350f;
  font-size: 0.875rem;
`;

/**
 * The minimal shell a remote's team runs it in (`npm run dev -w <remote>`):
 * router, query client, theme and notices, as the host provides them in production.
 */
export function StandaloneShell({ remote, children }: { remote: string; children: ReactNode }) {
  return (
    <BrowserRouter>
      <ApiQueryProvider>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <Notices />
          <Bar role="note">Standalone {remote}: running outside the DirectPay Clinics host.</Bar>
          <main>{children}</main>
        </ThemeProvider>
      </ApiQueryProvider>
    </BrowserRouter>
  );
}
