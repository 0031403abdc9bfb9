import { Link, Route, Routes, useParams } from '@directpay/shared-ui/routing';
import { getPatientEstimate } from '@directpay/contracts';
import { Page, PageLoading, RouteNotFound, useDocumentMeta } from '@directpay/shared-ui';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import { PatientEstimateView } from '../features/patient-estimate/components/patient-estimate-view';

function EstimateNotFound() {
  useDocumentMeta('Estimate not found', 'This estimate link does not work.');
  return (
    <section aria-labelledby="estimate-not-found" data-testid="estimate-not-found">
      <h1 id="estimate-not-found">We could not find this estimate</h1>
      <p>The link may be mistyped, cut short by your email program, or more than a year old. Copy the whole link from the email and try again.</p>
      <p>If it still does not work, ask the clinic to send the estimate again.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}

/** /estimate/:token: the page the patient's mailed link opens. */
function PatientEstimatePage() {
  const { token = '' } = useParams();
  const wellFormed = /^[A-Za-z0-9_-]{43}$/.test(token);
  const query = useEndpointQuery(getPatientEstimate, wellFormed ? { params: { token } } : null, { retry: false });
  let body;
  if (!wellFormed || query.error?.status === 404 || query.error?.status === 400) body = <EstimateNotFound />;
  else if (query.isError) body = <p role="alert">Your estimate could not be loaded: {query.error.message}</p>;
  else if (query.data) body = <PatientEstimateView estimate={query.data.result} token={token} />;
  else body = <PageLoading label="Loading your estimate…" />;
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
