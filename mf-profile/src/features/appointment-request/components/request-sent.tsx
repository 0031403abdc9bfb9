import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import { asTyped } from '#src/components/rich-tags';
import { useMessages } from '#src/features/appointment-request/messages';

const Box = styled.section`
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  padding: 1rem 1.25rem;
  display: grid;
  gap: 0.5rem;
  h2 { margin: 0; }
  p { margin: 0; }
`;

/** After sending: requested, not booked, and where the private link went. */
export function RequestSent({ clinicName }: { clinicName: string }) {
  const t = useMessages();
  return (
    <Box role="status" data-testid="appointment-requested">
      <h2>{t('appointment.status.requested')}</h2>
      <p>{t.rich('appointment.sentTo', { clinic: asTyped }, { clinic: clinicName })}</p>
      <p>{t('appointment.notBooked')}</p>
      <p>{t('appointment.emailSent')}</p>
    </Box>
  );
}
