import { useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { Link } from '@directpay/shared-ui/routing';
import { PageLoading, useDocumentMeta } from '@directpay/shared-ui';
import { useAdministrator } from '../hooks/use-administrator';
import { useMessages } from '../messages';
import { Administrators } from './administrators';
import { AuditLog } from './audit-log';
import { ModerationQueue } from './moderation-queue';

const Sections = styled.div`
  display: grid;
  gap: 2rem;
  min-width: 0;
  h1, h2 { margin: 0 0 0.75rem; }
`;

/** /account/moderation: the queue, the audit log and the administrators; administrators only. */
export function ModerationPage() {
  const t = useMessages();
  useDocumentMeta(t('page.title'));
  const administrator = useAdministrator();
  // The audit log shows the latest entries, or one listing's when a case asks for it.
  const [logOf, setLogOf] = useState<string>();

  if (administrator === 'checking') return <PageLoading label={t('page.checking')} />;
  if (administrator === 'no') {
    return (
      <section aria-labelledby="not-allowed" data-testid="moderation-not-allowed">
        <h1 id="not-allowed">{t('page.title')}</h1>
        <p>{t('page.notAllowed')}</p>
        <p>
          <Link to="/account/clinic-locations">{t('page.back')}</Link>
        </p>
      </section>
    );
  }
  return (
    <Sections>
      <div>
        <h1>{t('page.title')}</h1>
        <p>{t.rich('page.lead', { policy: (text) => <Link to="/moderation-policy">{text}</Link> })}</p>
      </div>
      <ModerationQueue
        onShowLog={(clinicId) => {
          setLogOf(clinicId);
          document.getElementById('audit-log')?.scrollIntoView?.({ block: 'start' });
        }}
      />
      <AuditLog clinicId={logOf} onShowLatest={() => setLogOf(undefined)} />
      <Administrators />
    </Sections>
  );
}
