import { Link } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { buttonStyles, pricedServices, theme } from '@directpay/shared-ui';
import type { Clinic } from '@directpay/contracts';
import { useMessages } from '#src/messages';
import { acceptsRequests, requestPath } from '../lib/accepting';

const Box = styled.section`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  padding: 1rem 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  h2 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; }
`;

const Action = styled(Link)`
  ${buttonStyles}
  align-self: flex-start;
  max-width: 100%;
  /* Above a page's own link colour (the prices page colours its links): the button's white text stays. */
  && { color: #fff; }
`;

/** "Request an appointment" on the profile, or the line saying the clinic takes no requests now. */
export function RequestAppointmentBox({ clinic }: { clinic: Clinic }) {
  const t = useMessages();
  if (pricedServices(clinic).length === 0) return null;
  const accepting = acceptsRequests(clinic);
  return (
    <Box aria-labelledby="appointment-box-title" data-testid="appointment-box">
      <h2 id="appointment-box-title">{t('appointment.boxTitle')}</h2>
      {accepting ? (
        <>
          <p>{t('appointment.boxText')}</p>
          <Action to={requestPath(clinic.id)}>{t('appointment.request')}</Action>
        </>
      ) : (
        <p data-testid="appointment-closed">{t('appointment.notAccepting')}</p>
      )}
    </Box>
  );
}

/** A priced row's link to the form with its service picked; nothing when the clinic takes no requests (the page says so once). */
export function RequestServiceLink({ clinic, service }: { clinic: Clinic; service: string }) {
  const t = useMessages();
  if (!acceptsRequests(clinic)) return null;
  return (
    <Link to={requestPath(clinic.id, service)} data-testid="request-service-link">
      {t('appointment.request')}
      <span className="visually-hidden" translate="no">
        {' '}
        {service}
      </span>
    </Link>
  );
}
