import { Link, Route, Routes, useParams } from '@directpay/shared-ui/routing';
import { getPatientEstimate } from '@directpay/contracts';
import { Page, PageLoading, useDocumentMeta } from '@directpay/shared-ui';
import { RouteNotFound } from '@directpay/shared-ui/remote-ui';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import { PatientEstimateView } from '../features/patient-estimate/components/patient-estimate-view';
import { useMessages } from '../messages';

function EstimateNotFound() {
  const t = useMessages();
  useDocumentMeta(t('estimatePage.notFoundMetaTitle'), t('estimatePage.notFoundMetaDescription'));
  return (
    <section aria-labelledby="estimate-not-found" data-testid="estimate-not-found">
      <h1 id="estimate-not-found">{t('estimatePage.notFoundTitle')}</h1>
      <p>{t('estimatePage.notFoundText')}</p>
      <p>{t('estimatePage.notFoundAgain')}</p>
      <p>
        <Link to="/">{t('estimatePage.home')}</Link>
      </p>
    </section>
  );
}

/** /estimate/:token: the page the patient's mailed link opens. */
function PatientEstimatePage() {
  const t = useMessages();
  const { token = '' } = useParams();
  const wellFormed = /^[A-Za-z0-9_-]{43}$/.test(token);
  const query = useEndpointQuery(getPatientEstimate, wellFormed ? { params: { token } } : null, { retry: false });
  let body;
  if (!wellFormed || query.error?.status === 404 || query.error?.status === 400) body = <EstimateNotFound />;
  else if (query.isError) body = <p role="alert">{t('estimatePage.loadFailed', { error: query.error.message })}</p>;
  else if (query.data) body = <PatientEstimateView estimate={query.data.result} token={token} />;
  else body = <PageLoading label={t('estimatePage.loading')} />;
  return <Page data-remote="mf_profile">{body}</Page>;
}

/** Everything under /estimate, delegated by the host. */
export default function EstimateRoutes() {
  return (
    <Routes>
      <Route path=":token" element={<PatientEstimatePage />} />
      <Route path="*" element={<RouteNotFound remote="mf_profile" />} />
    </Routes>
  );
}
