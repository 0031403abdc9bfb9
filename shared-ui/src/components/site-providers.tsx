import type { ReactNode } from 'react';
import { ThemeProvider } from '@directpay/shared-ui/styled';
import { Notices } from '../notices/notices';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';

/**
 * What every page of the site sits in: the theme, the global style and the
 * notices. Not the query client: it lives in
 * `@directpay/shared-ui/query`, so a page without queries (the home page) does
 * not download TanStack Query; a component reading the API finds the page's one
 * client through useApiQueryClient(), provided or not. The host's app and every remote's
 * standalone shell use this one composition, so a remote run alone sees what
 * it sees inside the host.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Notices />
      {children}
    </ThemeProvider>
  );
}
