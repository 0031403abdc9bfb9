import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ApiQueryProvider, GlobalStyle, Notices, theme } from '@directpay/shared-ui';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <BrowserRouter>
      <ApiQueryProvider>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <Notices />
          <AppRoutes />
        </ThemeProvider>
      </ApiQueryProvider>
    </BrowserRouter>
  );
}
