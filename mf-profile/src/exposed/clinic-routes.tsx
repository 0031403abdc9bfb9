import { Route, Routes } from '@directpay/shared-ui/routing';
import { RouteNotFound } from '@directpay/shared-ui/remote-ui';
import ProfilePage from './profile-page';
import PricesPage from './prices-page';
import AppointmentRequestPage from './appointment-request-page';

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
      <Route path=":id/appointment" element={<AppointmentRequestPage />} />
      <Route path="*" element={<RouteNotFound remote="mf_profile" />} />
    </Routes>
  );
}
