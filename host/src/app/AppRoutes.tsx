import { Route, Routes } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { RemoteMount } from '../remotes/RemoteMount';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';

/** The spec's route table (section 2); /login and /signup sit outside the layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="search" element={<RemoteMount remote="mf_search" exposed="SearchPage" label="the clinic search" />} />
        <Route path="clinic/:id" element={<RemoteMount remote="mf_profile" exposed="ProfilePage" label="the clinic profile" />} />
        <Route path="clinic/:id/prices" element={<RemoteMount remote="mf_profile" exposed="PricesPage" label="the prices page" />} />
        <Route path="clinic_test/:id" element={<RemoteMount remote="mf_profile" exposed="TestProfilePage" label="the clinic profile" />} />
        <Route path="account/*" element={<RemoteMount remote="mf_account" exposed="AccountApp" label="your account" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
