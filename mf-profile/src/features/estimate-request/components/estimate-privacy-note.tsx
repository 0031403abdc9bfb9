import styled from '@directpay/shared-ui/styled';
import { ESTIMATE_LINK_DAYS, ESTIMATE_RECORD_YEARS } from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';
import { asTyped, bold } from '#src/components/rich-tags';
import { useMessages } from '#src/messages';

const Note = styled.div`
  font-size: 0.875rem;
  color: ${theme.colors.muted};
  p { margin: 0 0 0.35rem; }
  p:last-child { margin: 0; }
`;

/**
 * What happens to an estimate request, said as the API does it: unlike a message
 * (the contact form's disclaimer), a request is stored, because the clinic must
 * answer it and keep the record (api/src/repositories/estimates).
 */
export function EstimatePrivacyNote({ clinicName }: { clinicName: string }) {
  const t = useMessages();
  const tags = { b: bold, clinic: asTyped };
  return (
    <Note data-testid="estimate-privacy-note">
      <p>{t.rich('privacy.stored', tags, { clinic: clinicName })}</p>
      <p>{t.rich('privacy.who', tags, { clinic: clinicName, days: ESTIMATE_LINK_DAYS })}</p>
      <p>{t.rich('privacy.howLong', tags, { years: ESTIMATE_RECORD_YEARS })}</p>
    </Note>
  );
}
