import { Link } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { pricedServices, sortedNames, theme } from '@directpay/shared-ui';
import { ServiceCode } from '@directpay/shared-ui/remote-ui';
import { useFormat } from '@directpay/shared-ui/i18n';
import type { Clinic, ClinicService } from '@directpay/contracts';
import { PriceMarks } from '#src/components/price-trust/price-marks';
import { PricesConfirmed } from '#src/components/price-trust/prices-confirmed';
import { PriceFileLinks } from '#src/components/price-files/price-file-links';
import { useMessages } from '#src/messages';
import { ShortList } from './short-list';

const ServiceName = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

const PricesLink = styled(Link)`
  align-self: flex-start;
  font-weight: 700;
  color: ${theme.colors.brandDark};
`;

const byIndex = (name: string, i: number) => `${i}-${name}`;

/** Cash prices: services and other services merged, unpriced ones hidden, each with its code; a link to the prices page, which says what each includes. */
export function ServicesList({ clinic }: { clinic: Clinic }) {
  const t = useMessages();
  const f = useFormat();
  return (
    <ShortList<ClinicService>
      title={t('services.title')}
      showAllLabel={t('services.showAll')}
      items={pricedServices(clinic)}
      itemKey={(s, i) => byIndex(s.description, i)}
      renderItem={(s) => (
        <>
          <ServiceName>
            <span>
              <span translate="no">{s.description}</span>
              <ServiceCode service={s} />
            </span>
            <PriceMarks clinicId={clinic.id} clinicName={clinic.detail.name} service={s} />
          </ServiceName>
          <strong>{f.price(s.price)}</strong>
        </>
      )}
      after={
        <>
          <PricesConfirmed clinic={clinic} />
          <PricesLink to={`/clinic/${encodeURIComponent(clinic.id)}/prices`}>{t('services.pricesLink')}</PricesLink>
          <PriceFileLinks clinic={clinic} />
        </>
      }
    />
  );
}

/** A name as the owner typed it. */
const asTyped = (name: string) => <span translate="no">{name}</span>;

export function InsurancesList({ clinic }: { clinic: Clinic }) {
  const t = useMessages();
  return <ShortList<string> title={t('insurances.title')} showAllLabel={t('insurances.showAll')} items={sortedNames(clinic.insurances)} itemKey={byIndex} renderItem={asTyped} />;
}

export function SpecialtiesList({ clinic }: { clinic: Clinic }) {
  const t = useMessages();
  return <ShortList<string> title={t('specialties.title')} showAllLabel={t('specialties.showAll')} items={sortedNames(clinic.specialties)} itemKey={byIndex} renderItem={asTyped} />;
}
