import { useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { getModerationQueue, type ModerationCase } from '@directpay/contracts';
import { PageLoading, theme } from '@directpay/shared-ui';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import { REASON_LABELS, RESULT_LABELS } from '../lib/labels';
import { useMessages } from '../messages';
import type { CaseDecision } from './case-actions';
import { CaseItem } from './case-item';

const Counts = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  li { border: 1px solid ${theme.colors.border}; border-radius: 999px; padding: 0.125rem 0.75rem; }
`;

const Cases = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Result = styled.p`
  margin: 0 0 1rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.brandLight};
  overflow-wrap: anywhere;
`;

const isReason = (reason: string): reason is ModerationCase['reason'] => reason in REASON_LABELS;

/** The open cases, oldest first as the API gives them, with counts by reason and the last decision made here. */
export function ModerationQueue({ onShowLog }: { onShowLog: (clinicId: string) => void }) {
  const t = useMessages();
  const query = useEndpointQuery(getModerationQueue, {}, { retry: false });
  const [last, setLast] = useState<CaseDecision>();
  const counts = Object.entries(query.data?.countsByReason ?? {}).filter(([reason, count]) => count > 0 && isReason(reason));
  return (
    <section aria-labelledby="queue-heading">
      <h2 id="queue-heading">{t('queue.heading')}</h2>
      <div role="status">
        {last && (
          <Result data-testid="moderation-result">
            {t.rich(RESULT_LABELS[last.action], { clinic: () => <strong translate="no">{last.item.clinicName}</strong> })}{' '}
            {t('result.reason')} <span translate="no">{last.reason}</span>
          </Result>
        )}
      </div>
      {query.isPending && <PageLoading label={t('queue.loading')} />}
      {query.isError && <p role="alert">{t('queue.loadFailed', { message: query.error.message })}</p>}
      {query.data && (
        <>
          <Counts aria-label={t('queue.counts')} data-testid="reason-counts">
            {counts.map(([reason, count]) => (
              <li key={reason}>{t('queue.count', { reason: t(REASON_LABELS[reason as ModerationCase['reason']]), count })}</li>
            ))}
          </Counts>
          {query.data.cases.length === 0 ? (
            <p>{t('queue.empty')}</p>
          ) : (
            <Cases aria-label={t('queue.heading')}>
              {query.data.cases.map((item) => (
                <CaseItem key={item.id} item={item} onDecided={setLast} onShowLog={() => onShowLog(item.clinicId)} />
              ))}
            </Cases>
          )}
        </>
      )}
    </section>
  );
}
