import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from '@directpay/shared-ui/routing';
import { Page, PageLoading, useDocumentMeta } from '@directpay/shared-ui';
import { useAccountSession } from '../features/account-layout/hooks/use-account-session';
import { AccountLayout } from '../features/account-layout/components/account-layout';
import { SessionEnded } from '../features/account-layout/components/session-ended';
import { ClinicLocationsRoute } from '../app/clinic-locations-route';
import { MetricsPage } from '../features/metrics/components/metrics-page';
import { MembersPage } from '../features/members/components/members-page';
import { EstimatesPage } from '../features/estimates/components/estimates-page';
import { RequestsPage } from '../features/appointment-requests/components/requests-page';
import { EstimateDetailPage } from '../features/estimates/components/estimate-detail-page';
import { PreferencesPage } from '../features/preferences/components/preferences-page';
import { ImportRoute } from '../app/import-route';
import { useMessages } from '../messages';
import { ModerationNavLink } from '../features/moderation/components/moderation-nav-link';

// Administrators only: owners' pages do not carry it.
const ModerationPage = lazy(async () => ({ default: (await import('../features/moderation/components/moderation-page')).ModerationPage }));

/**
 * Route entry of /account/*. Without a session it sends the visitor to
 * /login?returnTo=<here>; `data-remote` stays on the root in every state.
 */
export default function AccountApp() {
  const t = useMessages();
  useDocumentMeta(t('app.title'));
  const session = useAccountSession();
  const { pathname, search } = useLocation();

  if (session.state === 'signed-out') {
    return (
      <Page data-remote="mf_account">
        <Navigate to={`/login?returnTo=${encodeURIComponent(pathname + search)}`} replace />
      </Page>
    );
  }
  if (session.state === 'ended') {
    return (
      <Page data-remote="mf_account">
        <SessionEnded email={session.email} />
      </Page>
    );
  }
  return (
    <Page data-remote="mf_account">
      <AccountLayout email={session.email} extraLinks={(onNavigate) => <ModerationNavLink onNavigate={onNavigate} />}>
        <Routes>
          <Route index element={<Navigate to="clinic-locations" replace />} />
          <Route path="clinic-locations" element={<ClinicLocationsRoute />} />
          <Route path="import" element={<ImportRoute />} />
          <Route path="requests" element={<RequestsPage />} />
          <Route path="estimates" element={<EstimatesPage />} />
          <Route path="estimates/:id" element={<EstimateDetailPage />} />
          <Route path="metrics" element={<MetricsPage />} />
          <Route path="members" element={<MembersPage />} />
          <Route path="preferences" element={<PreferencesPage />} />
          <Route
            path="moderation"
            element={
              <Suspense fallback={<PageLoading />}>
                <ModerationPage />
              </Suspense>
            }
          />
          <Route path="*" element={<Navigate to="clinic-locations" replace />} />
        </Routes>
      </AccountLayout>
    </Page>
  );
}
