import styled from '@directpay/shared-ui/styled';
import { Link, useParams } from '@directpay/shared-ui/routing';
import { ESTIMATES_ACCOUNT_PATH, type EstimateRequestDetail } from '@directpay/contracts';
import { PageLoading, theme, useDocumentMeta } from '@directpay/shared-ui';
import { StepAlert } from '#src/components/form-controls';
import { useMessages } from '#src/messages';
import { useEstimateRequest } from '../hooks/use-estimates';
import { useEstimateFormat } from '../lib/status-words';
import { Status } from './estimates-page';
import { IssueEstimateForm } from './issue-estimate-form';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-width: 0;
  h1, h2, h3 { margin: 0; overflow-wrap: anywhere; }
  h2 { font-size: 1.25rem; }
  h3 { font-size: 1.125rem; }
  a { color: ${theme.colors.brandDark}; }
  dl { display: grid; grid-template-columns: minmax(7rem, max-content) minmax(0, 1fr); gap: 0.25rem 1rem; margin: 0; }
  dt { font-weight: 700; }
  dd { margin: 0; overflow-wrap: anywhere; }
  section { display: flex; flex-direction: column; gap: 0.75rem; min-width: 0; }
  .total { font-size: 1.125rem; font-weight: 700; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
`;

/** /account/estimates/:id: the patient's request, then the estimate to issue, starting from the draft. */
export function EstimateDetailPage() {
  const t = useMessages();
  const { id = '' } = useParams();
  const query = useEstimateRequest(id);
  useDocumentMeta(query.data ? t('estimate.titleFor', { name: query.data.request.patientName }) : t('estimate.title'));
  return (
    <Wrap>
      <Link to={ESTIMATES_ACCOUNT_PATH}>{t('estimate.all')}</Link>
      {query.isPending && <PageLoading />}
      {query.isError && (
        <>
          <h1>{t('estimate.requestTitle')}</h1>
          <p role="alert">{query.error.status === 404 ? t('estimate.notFound') : t('estimate.loadFailed', { message: query.error.message })}</p>
        </>
      )}
      {query.data && <RequestView key={`${query.data.request.id}-${query.data.estimates.length}`} detail={query.data} />}
    </Wrap>
  );
}

function RequestView({ detail }: { detail: EstimateRequestDetail }) {
  const t = useMessages();
  const f = useEstimateFormat();
  const { request, clinic, estimates } = detail;
  return (
    <>
      <h1>{t.rich('estimate.heading', { name: () => <span translate="no">{request.patientName}</span> })}</h1>
      <section aria-labelledby="estimate-request-heading">
        <h2 id="estimate-request-heading">{t('estimate.request')}</h2>
        <dl>
          <dt>{t('estimate.status')}</dt>
          <dd>
            <Status $status={request.status}>{t(`status.${request.status}`)}</Status>
          </dd>
          <dt>{t('estimate.due')}</dt>
          <dd data-testid="estimate-due">
            {f.day(request.dueOn)}. {t(`deadline.${request.rule}`)}
          </dd>
          <dt>{t('estimate.clinic')}</dt>
          <dd translate="no">{request.clinicName}</dd>
          <dt>{t('estimate.patient')}</dt>
          <dd translate="no">{request.patientName}</dd>
          <dt>{t('estimate.dateOfBirth')}</dt>
          <dd>{f.day(request.dateOfBirth)}</dd>
          <dt>{t('estimate.email')}</dt>
          <dd translate="no">{request.email}</dd>
          <dt>{t('estimate.askedOn')}</dt>
          <dd>{f.day(request.requestedOn)}</dd>
          <dt>{t('estimate.scheduled')}</dt>
          <dd>{request.scheduledFor ? f.day(request.scheduledFor) : t('estimate.notScheduled')}</dd>
          <dt>{t('estimate.services')}</dt>
          <dd translate="no">{request.services.map((s) => `${s.description} × ${s.quantity}`).join(', ')}</dd>
          {request.note && (
            <>
              <dt>{t('estimate.note')}</dt>
              <dd translate="no">{request.note}</dd>
            </>
          )}
        </dl>
      </section>
      {estimates.length > 0 && (
        <section aria-labelledby="estimate-issued-heading">
          <h2 id="estimate-issued-heading">{t('estimate.issued')}</h2>
          <ul>
            {estimates.map((e) => (
              <li key={e.id}>
                {t(e.replaces ? 'estimate.issuedCorrection' : 'estimate.issuedLine', { date: f.day(e.issuedAt.slice(0, 10)), count: e.lineCount, total: f.money(e.totalCents) })}
              </li>
            ))}
          </ul>
          <p>{t('estimate.toCorrect')}</p>
        </section>
      )}
      {clinic.missing.length > 0 && (
        <StepAlert data-testid="estimate-missing-ids">
          {t.rich(clinic.missing.length > 1 ? 'estimate.missingBoth' : 'estimate.missingOne', {
            name: () => <span translate="no">{clinic.name}</span>,
            link: (text) => <Link to={`/account/clinic-locations?edit=${encodeURIComponent(clinic.id)}&step=details`}>{text}</Link>,
          }, { id: clinic.missing[0].toUpperCase() })}
        </StepAlert>
      )}
      <IssueEstimateForm detail={detail} />
    </>
  );
}
