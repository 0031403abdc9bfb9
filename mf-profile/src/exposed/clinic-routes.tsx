import { Route, Routes } from 'react-router-dom';
import ProfilePage from './ProfilePage';
import PricesPage from './PricesPage';
import { RouteNotFound } from '../app/route-not-found';

/**
 * Everything under /clinic: the host delegates the prefix (`/clinic/*`) and
 * this router owns what is below it (`:id`, `:id/prices`), so a new clinic
 * page (`:id/reviews`) ships with this remote alone, without a host change.
 */
export default function ClinicRoutes() {
  return (
    <Routes>
      <Route path=":id" element={<ProfilePage />} />
      <Route path=":id/prices" element={<PricesPage />} />
      <Route path="*" element={<RouteNotFound />} />
    </Routes>
  );
}
