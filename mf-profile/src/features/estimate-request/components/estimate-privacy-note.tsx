import styled from '@directpay/shared-ui/styled';
import { ESTIMATE_LINK_DAYS, ESTIMATE_RECORD_YEARS } from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';

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
  return (
    <Note data-testid="estimate-privacy-note">
      <p>
        <strong>What is stored:</strong> your name, date of birth, email, the services and quantities, the scheduled date and your note,
        so {clinicName} can prepare your estimate. You get a copy of the request by email.
      </p>
      <p>
        <strong>Who sees it:</strong> {clinicName}, in its DirectPay Clinics account; its email about your request names you and the
        services. The estimate it issues reaches you by email, with a private link that works for {ESTIMATE_LINK_DAYS} days.
      </p>
      <p>
        <strong>For how long:</strong> at least {ESTIMATE_RECORD_YEARS} years, the time Good Faith Estimate records must be kept; nothing
        deletes them sooner. DirectPay Clinics is not HIPAA (health-privacy) compliant: please keep private health details out of the note.
      </p>
    </Note>
  );
}
