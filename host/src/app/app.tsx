import { BrowserRouter } from 'react-router-dom';
import { SiteProviders } from '@directpay/shared-ui';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <BrowserRouter>
      <SiteProviders>
        <AppRoutes />
      </SiteProviders>
    </BrowserRouter>
  );
}
