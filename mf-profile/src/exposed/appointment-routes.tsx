import { Link, Route, Routes, useParams } from '@directpay/shared-ui/routing';
import { getPatientAppointment } from '@directpay/contracts';
import { Page, PageLoading, useDocumentMeta } from '@directpay/shared-ui';
import { RouteNotFound } from '@directpay/shared-ui/remote-ui';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import { AppointmentStatusView } from '../features/patient-appointment/components/appointment-status-view';
import { useMessages } from '#src/features/appointment-request/messages';

function AppointmentNotFound() {
  const t = useMessages();
  useDocumentMeta(t('appointmentPage.notFoundTitle'), t('appointmentPage.metaDescription'));
  return (
    <section aria-labelledby="appointment-not-found" data-testid="appointment-not-found">
      <h1 id="appointment-not-found">{t('appointmentPage.notFoundTitle')}</h1>
      <p>{t('appointmentPage.notFoundText')}</p>
      <p>
        <Link to="/">{t('estimatePage.home')}</Link>
      </p>
    </section>
  );
}

const WELL_FORMED = /^[A-Za-z0-9_.-]{22,400}$/;

/** /appointment/:token: the page the patient's mailed private link opens. */
function PatientAppointmentPage() {
  const t = useMessages();
  const { token = '' } = useParams();
  const wellFormed = WELL_FORMED.test(token);
  const query = useEndpointQuery(getPatientAppointment, wellFormed ? { params: { token } } : null, { retry: false });
  let body;
  if (!wellFormed || query.error?.status === 404 || query.error?.status === 400) body = <AppointmentNotFound />;
  else if (query.isError) body = <p role="alert">{t('appointmentPage.loadFailed')}</p>;
  else if (query.data) body = <AppointmentStatusView appointment={query.data} token={token} />;
  else body = <PageLoading label={t('appointmentPage.loading')} />;
  return <Page data-remote="mf_profile">{body}</Page>;
}

/** Everything under /appointment, delegated by the host. */
export default function AppointmentRoutes() {
  return (
    <Routes>
      <Route path=":token" element={<PatientAppointmentPage />} />
      <Route path="*" element={<RouteNotFound remote="mf_profile" />} />
    </Routes>
  );
}
