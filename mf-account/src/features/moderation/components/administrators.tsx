import { useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { getModerationAudit, listAdministrators, type Administrator } from '@directpay/contracts';
import { Button, PageLoading, theme } from '@directpay/shared-ui';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { revokeRole } from '../api/moderation-calls';
import { useMessages } from '../messages';
import { GrantForm } from './grant-form';
import { ReasonField, reasonProblem } from './reason-field';

const List = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li { border: 1px solid ${theme.colors.border}; border-radius: ${theme.radius}; padding: 0.5rem 0.75rem; display: grid; gap: 0.375rem; min-width: 0; }
  p { margin: 0; overflow-wrap: anywhere; }
  .muted { color: ${theme.colors.muted}; font-size: 0.875rem; }
`;

/** One administrator; one from the environment's list cannot be revoked here. */
function AdministratorRow({ administrator }: { administrator: Administrator }) {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const revoke = useApiMutation({
    mutationFn: (why: string) => revokeRole(administrator.userId, why),
    invalidates: [listAdministrators, getModerationAudit],
    topic: 'administrators',
    successNotice: t('admins.revoked'),
    errorNotice: (failure) => t('admins.revokeFailed', { message: failure.message }),
  });
  const submit = () => {
    const missing = reasonProblem(reason, t);
    setError(missing);
    if (!missing) void revoke.run(reason.trim());
  };
  return (
    <li data-testid="administrator">
      <p translate="no">{administrator.email}</p>
      {administrator.fromEnvironment ? (
        <p className="muted">{t('admins.fromEnvironment')}</p>
      ) : open ? (
        <>
          <ReasonField value={reason} onChange={(value) => { setReason(value); setError(undefined); }} error={error} hint={t('reason.roleHint')} />
          <p>
            <Button type="button" $variant="danger" disabled={revoke.pending} onClick={submit}>
              {t('admins.revoke')}
            </Button>
          </p>
        </>
      ) : (
        <p>
          <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
            {t('admins.revokeOpen')}
          </Button>
        </p>
      )}
    </li>
  );
}

/** Who may moderate: the list, and giving or taking away the role, each with a reason. */
export function Administrators() {
  const t = useMessages();
  const query = useEndpointQuery(listAdministrators, {}, { retry: false });
  return (
    <section aria-labelledby="admins-heading">
      <h2 id="admins-heading">{t('admins.heading')}</h2>
      {query.isPending && <PageLoading label={t('admins.loading')} />}
      {query.isError && <p role="alert">{t('admins.loadFailed', { message: query.error.message })}</p>}
      {query.data && (
        <List aria-label={t('admins.heading')}>
          {query.data.administrators.map((administrator) => (
            <AdministratorRow key={administrator.userId} administrator={administrator} />
          ))}
        </List>
      )}
      <GrantForm />
    </section>
  );
}
