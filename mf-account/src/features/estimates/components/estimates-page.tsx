import styled from '@directpay/shared-ui/styled';
import { Link } from '@directpay/shared-ui/routing';
import { ESTIMATES_ACCOUNT_PATH } from '@directpay/contracts';
import { PageLoading, theme, useDocumentMeta } from '@directpay/shared-ui';
import { useEstimateRequests } from '../hooks/use-estimates';
import { useMessages } from '#src/messages';
import { useEstimateFormat } from '../lib/status-words';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  li { border: 1px solid ${theme.colors.border}; border-radius: ${theme.radius}; padding: 0.75rem 1rem; min-width: 0; }
  h2 { margin: 0 0 0.25rem; font-size: 1.125rem; overflow-wrap: anywhere; }
  a { color: ${theme.colors.brandDark}; }
  p { margin: 0.15rem 0; overflow-wrap: anywhere; }
  .meta { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
`;

export const Status = styled.span<{ $status: string }>`
  font-weight: 700;
  color: ${(p) => (p.$status === 'overdue' ? theme.colors.danger : p.$status === 'issued' ? theme.colors.success : theme.colors.text)};
`;

/** /account/estimates: the Good Faith Estimate requests to the account's clinics, with status and deadline. */
export function EstimatesPage() {
  const t = useMessages();
  const f = useEstimateFormat();
  useDocumentMeta(t('nav.estimates'));
  const query = useEstimateRequests();
  return (
    <>
      <h1>{t('nav.estimates')}</h1>
      <p>{t('estimates.intro')}</p>
      {query.isPending && <PageLoading />}
      {query.isError && <p role="alert">{t('estimates.loadFailed', { message: query.error.message })}</p>}
      {query.data && query.data.results.length === 0 && <p>{t('estimates.none')}</p>}
      {query.data && query.data.results.length > 0 && (
        <List aria-label={t('estimates.listLabel')}>
          {query.data.results.map((request) => (
            <li key={request.id} data-testid="estimate-request">
              <h2 translate="no">
                <Link to={`${ESTIMATES_ACCOUNT_PATH}/${encodeURIComponent(request.id)}`}>{request.patientName}</Link>
              </h2>
              <p translate="no">{request.services.map((s) => (s.quantity > 1 ? `${s.description} × ${s.quantity}` : s.description)).join(', ')}</p>
              <p className="meta">
                <span translate="no">{request.clinicName}</span>
                <Status $status={request.status}>{t(`status.${request.status}`)}</Status>
                <span>
                  {request.status === 'issued' && request.issuedAt
                    ? t('estimates.issuedOn', { date: f.day(request.issuedAt.slice(0, 10)) })
                    : t('estimates.dueOn', { date: f.day(request.dueOn) })}
                </span>
              </p>
            </li>
          ))}
        </List>
      )}
    </>
  );
}
