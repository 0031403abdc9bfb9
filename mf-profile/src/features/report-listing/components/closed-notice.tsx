import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import { useFormat } from '@directpay/shared-ui/i18n';
import { useMessages } from '#src/messages';

const Box = styled.section`
  border: 2px solid ${theme.colors.danger};
  border-radius: ${theme.radius};
  background: #fef2f2;
  padding: 0.75rem 1rem;
  h2 { margin: 0 0 0.25rem; font-size: 1.125rem; color: ${theme.colors.danger}; }
  p { margin: 0; }
`;

/** A listing a moderator marked closed: said first, with the date; the rest of the profile stays for reference. */
export function ClosedNotice({ closedAt }: { closedAt: string | undefined }) {
  const t = useMessages();
  const f = useFormat();
  if (!closedAt) return null;
  return (
    <Box data-testid="closed-notice" aria-labelledby="closed-notice-heading">
      <h2 id="closed-notice-heading">{t('closed.heading')}</h2>
      <p>{t('closed.since', { date: f.date(closedAt, 'long') })}</p>
    </Box>
  );
}
