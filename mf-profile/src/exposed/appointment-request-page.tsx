import { useParams, useSearchParams, Link } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { Page, theme, useDocumentMeta } from '@directpay/shared-ui';
import type { Clinic } from '@directpay/contracts';
import { ClinicLoadState } from '../components/clinic-load-state';
import { useClinicLoader } from '../hooks/use-clinic-loader';
import { AppointmentForm } from '../features/appointment-request/components/appointment-form';
import { acceptsRequests } from '../features/appointment-request/lib/accepting';
import { useMessages } from '#src/features/appointment-request/messages';

const Wrap = styled.article`
  display: grid;
  gap: 1rem;
  max-width: 40rem;
  h1 { margin: 0; }
  p { margin: 0; }
  .lead { color: ${theme.colors.muted}; }
  a { color: ${theme.colors.brandDark}; font-weight: 700; }
`;

function RequestView({ clinic }: { clinic: Clinic }) {
  const t = useMessages();
  const [search] = useSearchParams();
  const name = clinic.detail.name;
  useDocumentMeta(t('appointment.metaTitle', { clinic: name }), t('appointment.metaDescription', { clinic: name }));
  return (
    <Wrap>
      <h1>{t('appointment.title')}</h1>
      <p translate="no">{name}</p>
      <p className="lead">{t('appointment.lead')}</p>
      {acceptsRequests(clinic) ? <AppointmentForm clinic={clinic} service={search.get('service') ?? undefined} /> : <p data-testid="appointment-closed">{t('appointment.notAccepting')}</p>}
      <Link to={`/clinic/${encodeURIComponent(clinic.id)}`}>{t('prices.fullProfile')}</Link>
    </Wrap>
  );
}

/** Route entry of /clinic/:id/appointment (?service= picks the service). */
export default function AppointmentRequestPage() {
  const { id = '' } = useParams();
  const clinic = useClinicLoader(id, 'public');
  return <Page data-remote="mf_profile">{clinic.status === 'ready' ? <RequestView clinic={clinic.clinic} /> : <ClinicLoadState load={clinic} />}</Page>;
}
