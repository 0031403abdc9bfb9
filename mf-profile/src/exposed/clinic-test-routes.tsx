import { Route, Routes } from '@directpay/shared-ui/routing';
import { RouteNotFound } from '@directpay/shared-ui/remote-ui';
import TestProfilePage from './test-profile-page';

/** Everything under /clinic_test (the profile fed from the alternative data source), delegated by the host. */
export default function ClinicTestRoutes() {
  return (
    <Routes>
      <Route path=":id" element={<TestProfilePage />} />
      <Route path="*" element={<RouteNotFound remote="mf_profile" />} />
    </Routes>
  );
}
