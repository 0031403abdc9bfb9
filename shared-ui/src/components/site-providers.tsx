import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ApiQueryProvider } from '../api/query-provider';
import { Notices } from '../notices/notices';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';

/**
 * What every page of the site sits in: the page-wide query client, the theme,
 * the global style and the notices. The host's app and every remote's
 * standalone shell use this one composition, so a remote run alone sees what
 * it sees inside the host.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  return (
    <ApiQueryProvider>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Notices />
        {children}
      </ThemeProvider>
    </ApiQueryProvider>
  );
}
