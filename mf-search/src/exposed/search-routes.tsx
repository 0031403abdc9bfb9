import { Route, Routes } from 'react-router-dom';
import SearchPage from './SearchPage';
import { RouteNotFound } from '../app/route-not-found';

/**
 * Everything under /search: the host delegates the prefix (`/search/*`) and
 * this router owns what is below it, so a new search page ships with this
 * remote alone, without a host change.
 */
export default function SearchRoutes() {
  return (
    <Routes>
      <Route index element={<SearchPage />} />
      <Route path="*" element={<RouteNotFound />} />
    </Routes>
  );
}
