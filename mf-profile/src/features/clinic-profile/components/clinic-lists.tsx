import { Link } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { formatPrice, pricedServices, ServiceCode, sortedNames, theme } from '@directpay/shared-ui';
import type { Clinic, ClinicService } from '@directpay/contracts';
import { PriceMarks } from '#src/components/price-trust/price-marks';
import { PricesConfirmed } from '#src/components/price-trust/prices-confirmed';
import { PriceFileLinks } from '#src/components/price-files/price-file-links';
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
  return (
    <ShortList<ClinicService>
      title="Services"
      showAllLabel="Show all services"
      items={pricedServices(clinic)}
      itemKey={(s, i) => byIndex(s.description, i)}
      renderItem={(s) => (
        <>
          <ServiceName>
            <span>
              <span>{s.description}</span>
              <ServiceCode service={s} />
            </span>
            <PriceMarks clinicId={clinic.id} clinicName={clinic.detail.name} service={s} />
          </ServiceName>
          <strong>{formatPrice(s.price)}</strong>
        </>
      )}
      after={
        <>
          <PricesConfirmed clinic={clinic} />
          <PricesLink to={`/clinic/${encodeURIComponent(clinic.id)}/prices`}>Every price and what it includes</PricesLink>
          <PriceFileLinks clinic={clinic} />
        </>
      }
    />
  );
}

export function InsurancesList({ clinic }: { clinic: Clinic }) {
  return <ShortList<string> title="Accepted Insurances" showAllLabel="Show all insurances" items={sortedNames(clinic.insurances)} itemKey={byIndex} renderItem={(n) => n} />;
}

export function SpecialtiesList({ clinic }: { clinic: Clinic }) {
  return <ShortList<string> title="Specialties" showAllLabel="Show all specialties" items={sortedNames(clinic.specialties)} itemKey={byIndex} renderItem={(n) => n} />;
}
