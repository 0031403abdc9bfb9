import { Route, Routes } from '@directpay/shared-ui/routing';
import { RouteNotFound } from '@directpay/shared-ui/remote-ui';
import SearchPage from './search-page';

/**
 * Everything under /search: the host delegates the prefix (`/search/*`) and
 * this router owns what is below it, so a new search page ships with this
 * remote alone, without a host change.
 */
export default function SearchRoutes() {
  return (
    <Routes>
      <Route index element={<SearchPage />} />
      <Route path="*" element={<RouteNotFound remote="mf_search" />} />
    </Routes>
  );
}
