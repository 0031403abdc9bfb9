import { Link } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { theme, useDocumentMeta } from '@directpay/shared-ui';
import type { Clinic, LocalPricesResponse } from '@directpay/contracts';
import { PricesConfirmed } from '#src/components/price-trust/prices-confirmed';
import { PriceFileLinks } from '#src/components/price-files/price-file-links';
import { PricesTable } from './prices-table';
import { EstimateNotice } from '#src/features/estimate-request/components/estimate-notice';

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
  const place = [clinic.address.cityTown, clinic.address.state].filter((s) => s?.trim()).join(', ');
  useDocumentMeta(`Cash prices at ${clinic.detail.name}`, `Cash prices at ${clinic.detail.name}${place ? `, ${place}` : ''}.`);
  return (
    <Wrap>
      <h1>{clinic.detail.name}</h1>
      {place && <p className="place">{place}</p>}
      <h2>Cash prices</h2>
      <PricesConfirmed clinic={clinic} />
      <PricesTable clinic={clinic} local={local} />
      <p className="note">Prices paid with insurance will likely differ from the listed cash prices.</p>
      <PriceFileLinks clinic={clinic} />
      <EstimateNotice clinic={clinic} />
      <Link to={`/clinic/${encodeURIComponent(clinic.id)}`}>See the full profile</Link>
    </Wrap>
  );
}
