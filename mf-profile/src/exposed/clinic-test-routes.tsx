import { Route, Routes } from 'react-router-dom';
import TestProfilePage from './TestProfilePage';
import { RouteNotFound } from '../app/route-not-found';

/** Everything under /clinic_test (the profile fed from the alternative data source), delegated by the host. */
export default function ClinicTestRoutes() {
  return (
    <Routes>
      <Route path=":id" element={<TestProfilePage />} />
      <Route path="*" element={<RouteNotFound />} />
    </Routes>
  );
}
