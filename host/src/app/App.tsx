import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@directpay/shared-ui';
import { SiteNotices } from './SiteNotices';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <BrowserRouter>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <SiteNotices />
        <AppRoutes />
      </ThemeProvider>
    </BrowserRouter>
  );
}
