import { Route, Routes } from '@directpay/shared-ui/routing';
import { Page } from '@directpay/shared-ui';
import { RouteNotFound } from '@directpay/shared-ui/remote-ui';
import { ApiQueryProvider } from '@directpay/shared-ui/query';
import { CompareScreen } from '../features/compare/components/compare-screen';

/**
 * Everything under /compare: the host delegates the prefix to this
 * remote, which owns the search list the clinics are ticked in. Its own
 * exposed module, so the search page does not load the compare page's code.
 */
export default function CompareRoutes() {
  return (
    <ApiQueryProvider>
      <Page data-remote="mf_search">
        <Routes>
          <Route index element={<CompareScreen />} />
          <Route path="*" element={<RouteNotFound remote="mf_search" />} />
        </Routes>
      </Page>
    </ApiQueryProvider>
  );
}
