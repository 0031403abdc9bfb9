import { Route, Routes, useParams } from '@directpay/shared-ui/routing';
import { getAppointmentLink } from '@directpay/contracts';
import { Page, PageLoading } from '@directpay/shared-ui';
import { RouteNotFound } from '@directpay/shared-ui/remote-ui';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import { LinkAnswerView } from '../features/appointment-answer/components/link-answer-view';
import { linkProblemKey } from '../features/appointment-answer/lib/link-errors';
import { useMessages } from '#src/features/appointment-request/messages';

const WELL_FORMED = /^[A-Za-z0-9_.-]{22,400}$/;

/** /appointment-answer/:token: a clinic's signed one-click link from its mail. */
function AppointmentAnswerPage() {
  const t = useMessages();
  const { token = '' } = useParams();
  const wellFormed = WELL_FORMED.test(token);
  const query = useEndpointQuery(getAppointmentLink, wellFormed ? { params: { token } } : null, { retry: false });
  let body;
  if (!wellFormed || query.isError)
    body = (
      <section aria-labelledby="answer-problem" data-testid="answer-problem">
        <h1 id="answer-problem">{t('answerPage.problemTitle')}</h1>
        <p>{t(linkProblemKey(wellFormed ? query.error?.status : 404))}</p>
      </section>
    );
  else if (query.data) body = <LinkAnswerView info={query.data} token={token} />;
  else body = <PageLoading label={t('appointmentPage.loading')} />;
  return <Page data-remote="mf_profile">{body}</Page>;
}

/** Everything under /appointment-answer, delegated by the host. */
export default function AppointmentAnswerRoutes() {
  return (
    <Routes>
      <Route path=":token" element={<AppointmentAnswerPage />} />
      <Route path="*" element={<RouteNotFound remote="mf_profile" />} />
    </Routes>
  );
}
