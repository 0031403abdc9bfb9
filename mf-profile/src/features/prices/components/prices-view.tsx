import { Link } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { theme, useDocumentMeta } from '@directpay/shared-ui';
import type { Clinic, LocalPricesResponse } from '@directpay/contracts';
import { PricesConfirmed } from '#src/components/price-trust/prices-confirmed';
import { PriceFileLinks } from '#src/components/price-files/price-file-links';
import { PricesTable } from './prices-table';
import { RequestAppointmentBox } from '#src/features/appointment-request/components/request-appointment-box';
import { EstimateNotice } from '#src/features/estimate-request/components/estimate-notice';
import { useMessages } from '#src/messages';

const Wrap = styled.article`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  h1 { margin: 0; }
  .place { margin: 0; color: ${theme.colors.muted}; }
  .note { margin: 0; font-size: 0.875rem; color: ${theme.colors.muted}; }
  a { color: ${theme.colors.brandDark}; font-weight: 700; }
`;

export function PricesView({ clinic, local }: { clinic: Clinic; local: LocalPricesResponse | undefined }) {
  const t = useMessages();
  const place = [clinic.address.cityTown, clinic.address.state].filter((s) => s?.trim()).join(', ');
  const name = clinic.detail.name;
  useDocumentMeta(t('prices.metaTitle', { clinic: name }), place ? t('prices.metaDescriptionPlace', { clinic: name, place }) : t('prices.metaDescription', { clinic: name }));
  return (
    <Wrap>
      <h1 translate="no">{name}</h1>
      {place && (
        <p className="place" translate="no">
          {place}
        </p>
      )}
      <h2>{t('prices.title')}</h2>
      <PricesConfirmed clinic={clinic} />
      <PricesTable clinic={clinic} local={local} />
      <p className="note">{t('prices.insuranceNote')}</p>
      <PriceFileLinks clinic={clinic} />
      <RequestAppointmentBox clinic={clinic} />
      <EstimateNotice clinic={clinic} />
      <Link to={`/clinic/${encodeURIComponent(clinic.id)}`}>{t('prices.fullProfile')}</Link>
    </Wrap>
  );
}
