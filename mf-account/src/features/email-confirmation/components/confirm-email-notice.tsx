import { useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { Button, theme, useSessionStore } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
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
  const email = useSessionStore((s) => s.email);
  // Stays once a link went out, whatever a later press brings.
  const [sent, setSent] = useState(false);
  const resend = useApiMutation({
    mutationFn: resendConfirmation,
    successNotice: (answer) => (answer.status === 'already_confirmed' ? 'Your email address is already confirmed.' : `We sent a new link to ${answer.email}.`),
    errorNotice: (error) => `The link could not be sent: ${error.message}`,
    onSuccess: (answer) => {
      if (answer.status === 'already_confirmed') onConfirmed();
      else setSent(true);
    },
  });

  return (
    <Box aria-labelledby="confirm-email-heading">
      <h2 id="confirm-email-heading">Confirm your email to list clinics</h2>
      <p>
        We sent a link to <strong>{email}</strong> when you signed up. Open it to confirm your address; then you can list your clinic
        locations here.
      </p>
      {sent && <p role="status">A new link is on its way. Only the newest link works.</p>}
      <Button $variant="secondary" onClick={() => void resend.run()} disabled={resend.pending}>
        Resend the link
      </Button>
    </Box>
  );
}
