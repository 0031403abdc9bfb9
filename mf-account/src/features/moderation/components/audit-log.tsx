import styled from '@directpay/shared-ui/styled';
import { Link } from '@directpay/shared-ui/routing';
import { getModerationAudit, type AuditEntry } from '@directpay/contracts';
import { Button, PageLoading, theme } from '@directpay/shared-ui';
import { useFormat } from '@directpay/shared-ui/i18n';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import { AUDIT_ACTION_LABELS, STANDING_LABELS } from '../lib/labels';
import { useMessages } from '../messages';

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li { border-bottom: 1px solid ${theme.colors.border}; padding-bottom: 0.5rem; display: grid; gap: 0.125rem; min-width: 0; }
  p { margin: 0; overflow-wrap: anywhere; }
  .muted { color: ${theme.colors.muted}; font-size: 0.875rem; }
`;

const Filter = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

/** Before → after: a listing's standing, or an account's role. */
function Change({ entry }: { entry: AuditEntry }) {
  const t = useMessages();
  const { before, after } = entry;
  if (before.standing && after.standing && before.standing !== after.standing) {
    return <p>{t('audit.standingChange', { before: t(STANDING_LABELS[before.standing]), after: t(STANDING_LABELS[after.standing]) })}</p>;
  }
  return null;
}

function Entry({ entry }: { entry: AuditEntry }) {
  const t = useMessages();
  const f = useFormat();
  return (
    <li data-testid="audit-entry">
      <p>
        <strong>{t(AUDIT_ACTION_LABELS[entry.action])}</strong>
        {entry.subject && (
          <>
            {' · '}
            <span translate="no">{entry.subject}</span>
          </>
        )}
        {entry.clinicId && (
          <>
            {' · '}
            <Link to={`/clinic/${entry.clinicId}`}>{t('audit.listing')}</Link>
          </>
        )}
      </p>
      <Change entry={entry} />
      <p>
        {t('audit.reason')} <span translate="no">{entry.reason}</span>
      </p>
      <p className="muted">
        {t('audit.by', { date: f.date(entry.at, 'long') })} <span translate="no">{entry.actor}</span>
      </p>
    </li>
  );
}

/** The append-only log, newest first: the latest decisions, or one listing's. */
export function AuditLog({ clinicId, onShowLatest }: { clinicId: string | undefined; onShowLatest: () => void }) {
  const t = useMessages();
  const query = useEndpointQuery(getModerationAudit, { query: clinicId ? { clinicId } : {} }, { retry: false });
  const entries = query.data?.entries ?? [];
  return (
    <section aria-labelledby="audit-heading" id="audit-log">
      <h2 id="audit-heading">{t('audit.heading')}</h2>
      {clinicId && (
        <Filter>
          {t('audit.oneListing')}
          <Button type="button" $variant="ghost" onClick={onShowLatest}>
            {t('audit.showLatest')}
          </Button>
        </Filter>
      )}
      {query.isPending && <PageLoading label={t('audit.loading')} />}
      {query.isError && <p role="alert">{t('audit.loadFailed', { message: query.error.message })}</p>}
      {query.data && entries.length === 0 && <p>{t('audit.empty')}</p>}
      {entries.length > 0 && (
        <Entries aria-label={t('audit.heading')}>
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </Entries>
      )}
    </section>
  );
}
