import { BrowserRouter } from '@directpay/shared-ui/routing';
import { SiteProviders } from '@directpay/shared-ui';
import { AppRoutes } from './app-routes';

/**
 * Everything below the router: the same tree in the browser (App) and in the
 * home page's build-time render (host/src/prerender/render-home.tsx), so the
 * prerendered HTML hydrates without a mismatch.
 */
export function AppTree() {
  return (
    <SiteProviders>
      <AppRoutes />
    </SiteProviders>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppTree />
    </BrowserRouter>
  );
}
