import styled from '@directpay/shared-ui/styled';
import { pricedServices, theme } from '@directpay/shared-ui';
import { ServiceBundle, ServiceCode } from '@directpay/shared-ui/remote-ui';
import { useFormat } from '@directpay/shared-ui/i18n';
import type { Clinic, LocalPricesResponse } from '@directpay/contracts';
import { PriceMarks } from '#src/components/price-trust/price-marks';
import { FairPriceMark } from '#src/components/fair-price/fair-price-mark';
import { RequestServiceLink } from '#src/features/appointment-request/components/request-appointment-box';
import { useMessages } from '#src/messages';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: 0.6rem 0.75rem; border-bottom: 1px solid ${theme.colors.border}; text-align: left; }
  th:last-child, td:last-child { text-align: right; white-space: nowrap; }
  thead th { background: ${theme.colors.subtle}; }
`;

const ServiceCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

/** Every cash price of the clinic (services and other services, unpriced ones hidden), each with its fair-price mark. */
export function PricesTable({ clinic, local }: { clinic: Clinic; local: LocalPricesResponse | undefined }) {
  const t = useMessages();
  const f = useFormat();
  const prices = pricedServices(clinic);
  if (prices.length === 0) return <p>{t('prices.none')}</p>;
  return (
    <Table>
      <caption className="visually-hidden">{t('prices.caption', { clinic: clinic.detail.name })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('prices.service')}</th>
          <th scope="col">{t('prices.cashPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {prices.map((s, i) => (
          <tr key={`${i}-${s.description}`}>
            <td>
              <ServiceCell>
                {/* The name is an element of its own, the code beside it. */}
                <span>
                  <span translate="no">{s.description}</span>
                  <ServiceCode service={s} />
                </span>
                <ServiceBundle service={s} />
                <PriceMarks clinicId={clinic.id} clinicName={clinic.detail.name} service={s} />
                <RequestServiceLink clinic={clinic} service={s.description} />
              </ServiceCell>
            </td>
            <td>
              {f.price(s.price)}
              <FairPriceMark service={s} local={local} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
