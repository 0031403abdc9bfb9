import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from '@directpay/shared-ui/routing';
import { PageLoading } from '@directpay/shared-ui';
import { useLocale } from '@directpay/shared-ui/i18n';
import { Layout } from '../layout/layout';
import { RemoteMount } from '../remotes/remote-mount';
import { HomePage } from '../features/home/home-page';
import {
  AboutPage,
  ConfirmEmailPage,
  ContactPage,
  IntroPage,
  LoginPage,
  ModerationPolicyPage,
  OpenDataPage,
  PrivacyPolicyPage,
  SignupPage,
  TerminologyPage,
  TermsPage,
  WhyListPage,
} from './lazy-pages';
import { NotFoundPage } from '../pages/not-found-page';
import { LanguageLinks, RouteMeta } from './route-meta';
import { PageBoundary } from './page-boundary';
import { wordsFor, type DeclaredRoute } from '@directpay/contracts';
import { remoteRoutes } from '../remotes/remote-registry';
import { delegatedPath } from './remote-routes';
import { BARE_PAGES, LAYOUT_PAGES, type BarePage, type LayoutPage } from './host-routes';

// Every path of host-routes.ts has its page (the host's server answers 200 for exactly these).
const layoutPages: Record<LayoutPage, ComponentType> = {
  intro: IntroPage,
  about: AboutPage,
  contactus: ContactPage,
  terminology: TerminologyPage,
  'private-policy': PrivacyPolicyPage,
  'terms-conditions': TermsPage,
  'why-list-clinic': WhyListPage,
  'open-data': OpenDataPage,
  'moderation-policy': ModerationPolicyPage,
};
const barePages: Record<BarePage, ComponentType> = { login: LoginPage, signup: SignupPage, 'confirm-email': ConfirmEmailPage };

/** A page outside the layout, behind the same boundary as the others. */
function Bare({ children }: { children: ReactNode }) {
  return (
    <PageBoundary>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </PageBoundary>
  );
}

/** A prefix delegated to a remote: its route module routes what is below. */
function DelegatedRemote({ route }: { route: DeclaredRoute }) {
  const { label, title, description } = wordsFor(route, useLocation().pathname, useLocale());
  return (
    <>
      <RouteMeta title={title} description={description} />
      <RemoteMount remote={route.remote} exposed={route.exposed} label={label} />
    </>
  );
}

/** The spec's route table (section 2); /login and /signup sit outside the layout. */
export function AppRoutes() {
  return (
    <>
      <LanguageLinks />
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          {/* Each remote owns a prefix; its exposed route module routes what is below it. */}
          {remoteRoutes().map((route) => (
            <Route key={route.prefix} path={delegatedPath(route)} element={<DelegatedRemote route={route} />} />
          ))}
          {LAYOUT_PAGES.map((path) => {
            const Page = layoutPages[path];
            return <Route key={path} path={path} element={<Page />} />;
          })}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {BARE_PAGES.map((path) => {
          const Page = barePages[path];
          return (
            <Route
              key={path}
              path={path}
              element={
                <Bare>
                  <Page />
                </Bare>
              }
            />
          );
        })}
      </Routes>
    </>
  );
}
