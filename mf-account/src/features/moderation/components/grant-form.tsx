import { useState, type FormEvent } from 'react';
import styled from '@directpay/shared-ui/styled';
import { getModerationAudit, isEmail, listAdministrators } from '@directpay/contracts';
import { Button, TextField } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { grantRole } from '../api/moderation-calls';
import { useMessages } from '../messages';
import { ReasonField, reasonProblem } from './reason-field';

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  max-width: 32rem;
  h3 { margin: 0; font-size: 1rem; }
`;

/** Gives an existing account the administrator role, by its email, with a reason. */
export function GrantForm() {
  const t = useMessages();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ email?: string; reason?: string }>({});
  const grant = useApiMutation({
    mutationFn: ({ email: who, reason: why }: { email: string; reason: string }) => grantRole(who, why),
    invalidates: [listAdministrators, getModerationAudit],
    topic: 'administrators',
    successNotice: t('admins.granted'),
    onSuccess: () => {
      setEmail('');
      setReason('');
    },
    onError: (failure) => {
      if (failure.status === 404) setErrors({ email: t('admins.noAccount') });
      else setErrors({ email: t('admins.grantFailed', { message: failure.message }) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      email: isEmail(email.trim()) ? undefined : t('admins.emailWrong'),
      reason: reasonProblem(reason, t),
    };
    setErrors(problems);
    if (!problems.email && !problems.reason) void grant.run({ email: email.trim(), reason: reason.trim() });
  };
  return (
    <Form noValidate onSubmit={submit} aria-labelledby="grant-heading">
      <h3 id="grant-heading">{t('admins.grantHeading')}</h3>
      <TextField label={t('admins.email')} type="email" autoComplete="off" value={email} error={errors.email} onChange={(event) => setEmail(event.target.value)} />
      <ReasonField value={reason} onChange={setReason} error={errors.reason} hint={t('reason.roleHint')} />
      <div>
        <Button type="submit" disabled={grant.pending}>
          {t('admins.grant')}
        </Button>
      </div>
    </Form>
  );
}
