import { lazy, Suspense } from 'react';
import { Route, Routes } from '@directpay/shared-ui/routing';
import { PageLoading } from '@directpay/shared-ui';
import { RouteNotFound } from '@directpay/shared-ui/remote-ui';
import ProfilePage from './profile-page';
import PricesPage from './prices-page';

// The request form brings the form stack (validation, phone numbers): a profile loads it only when asked.
const AppointmentRequestPage = lazy(() => import('./appointment-request-page'));

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
      <Route
        path=":id/appointment"
        element={
          <Suspense fallback={<PageLoading />}>
            <AppointmentRequestPage />
          </Suspense>
        }
      />
      <Route path="*" element={<RouteNotFound remote="mf_profile" />} />
    </Routes>
  );
}
