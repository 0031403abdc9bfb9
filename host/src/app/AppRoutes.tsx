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
import { REMOTE_ROUTES } from './remote-routes';

/** The spec's route table (section 2); /login and /signup sit outside the layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        {REMOTE_ROUTES.map(({ path, remote, exposed, label, title, description }) => (
          <Route
            key={path}
            path={path}
            element={
              <>
                <RouteMeta title={title} description={description} />
                <RemoteMount remote={remote} exposed={exposed} label={label} />
              </>
            }
          />
        ))}
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
