import { useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { Button, theme, useSessionStore } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { useMessages } from '#src/messages';
import { resendConfirmation } from '../api/resend-confirmation';

const Box = styled.section`
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid ${theme.colors.brand};
  border-radius: ${theme.radius};
  padding: 1.25rem 1.5rem;
  h2 { margin-top: 0; }
`;

/**
 * What an owner whose email is not confirmed sees instead of the clinic list:
 * the API refuses to list clinics until the mailed link is opened (403).
 */
export function ConfirmEmailNotice({ onConfirmed }: { onConfirmed: () => void }) {
  const t = useMessages();
  const email = useSessionStore((s) => s.email);
  // Stays once a link went out, whatever a later press brings.
  const [sent, setSent] = useState(false);
  const resend = useApiMutation({
    mutationFn: resendConfirmation,
    successNotice: (answer) => (answer.status === 'already_confirmed' ? t('confirmEmail.already') : t('confirmEmail.sentTo', { email: answer.email })),
    errorNotice: (error) => t('confirmEmail.failed', { message: error.message }),
    onSuccess: (answer) => {
      if (answer.status === 'already_confirmed') onConfirmed();
      else setSent(true);
    },
  });

  return (
    <Box aria-labelledby="confirm-email-heading">
      <h2 id="confirm-email-heading">{t('confirmEmail.title')}</h2>
      <p>
        {t.rich('confirmEmail.body', { email: () => <strong translate="no">{email}</strong> })}
      </p>
      {sent && <p role="status">{t('confirmEmail.onItsWay')}</p>}
      <Button $variant="secondary" onClick={() => void resend.run()} disabled={resend.pending}>
        {t('confirmEmail.resend')}
      </Button>
    </Box>
  );
}
