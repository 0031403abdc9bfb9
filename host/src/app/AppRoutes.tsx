import { Route, Routes } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { RemoteMount } from '../remotes/RemoteMount';
import { HomePage } from '../features/home/HomePage';
import { AboutPage } from '../features/static-pages/AboutPage';
import { IntroPage } from '../features/static-pages/IntroPage';
import { PrivacyPolicyPage } from '../features/static-pages/PrivacyPolicyPage';
import { TerminologyPage } from '../features/static-pages/TerminologyPage';
import { TermsPage } from '../features/static-pages/TermsPage';
import { WhyListPage } from '../features/static-pages/WhyListPage';
import { ContactPage } from '../features/contact/ContactPage';
import { LoginPage } from '../features/auth/LoginPage';
import { SignupPage } from '../features/auth/SignupPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteMeta } from './RouteMeta';

/** The spec's route table (section 2); /login and /signup sit outside the layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route
          path="search"
          element={
            <>
              <RouteMeta title="Search clinics" description="Clinics that take cash or direct payment, on a map and in a list, with their cash prices." />
              <RemoteMount remote="mf_search" exposed="SearchPage" label="the clinic search" />
            </>
          }
        />
        <Route
          path="clinic/:id"
          element={
            <>
              <RouteMeta title="Clinic profile" description="Services with cash prices, hours, doctors and contact details of a clinic." />
              <RemoteMount remote="mf_profile" exposed="ProfilePage" label="the clinic profile" />
            </>
          }
        />
        <Route
          path="clinic/:id/prices"
          element={
            <>
              <RouteMeta title="Clinic prices" description="The cash prices a clinic publishes for its services." />
              <RemoteMount remote="mf_profile" exposed="PricesPage" label="the prices page" />
            </>
          }
        />
        <Route
          path="clinic_test/:id"
          element={
            <>
              <RouteMeta title="Clinic profile" description="Services with cash prices, hours, doctors and contact details of a clinic." />
              <RemoteMount remote="mf_profile" exposed="TestProfilePage" label="the clinic profile" />
            </>
          }
        />
        <Route
          path="account/*"
          element={
            <>
              <RouteMeta title="Your account" description="Manage your clinic locations, doctors and account." />
              <RemoteMount remote="mf_account" exposed="AccountApp" label="your account" />
            </>
          }
        />
        <Route path="intro" element={<IntroPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contactus" element={<ContactPage />} />
        <Route path="terminology" element={<TerminologyPage />} />
        <Route path="private-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms-conditions" element={<TermsPage />} />
        <Route path="why-list-clinic" element={<WhyListPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="login" element={<LoginPage />} />
      <Route path="signup" element={<SignupPage />} />
    </Routes>
  );
}
