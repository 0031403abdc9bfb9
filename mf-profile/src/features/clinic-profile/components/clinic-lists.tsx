import { formatPrice, pricedServices, sortedNames } from '@directpay/shared-ui';
import type { Clinic, Service } from '@directpay/contracts';
import { ShortList } from './short-list';

const byIndex = (name: string, i: number) => `${i}-${name}`;

/** Cash prices: services and other services merged, unpriced ones hidden. */
export function ServicesList({ clinic }: { clinic: Clinic }) {
  return (
    <ShortList<Service>
      title="Services"
      showAllLabel="Show all services"
      items={pricedServices(clinic)}
      itemKey={(s, i) => byIndex(s.description, i)}
      renderItem={(s) => (
        <>
          <span>{s.description}</span>
          <strong>{formatPrice(s.price)}</strong>
        </>
      )}
    />
  );
}

export function InsurancesList({ clinic }: { clinic: Clinic }) {
  return <ShortList<string> title="Accepted Insurances" showAllLabel="Show all insurances" items={sortedNames(clinic.insurances)} itemKey={byIndex} renderItem={(n) => n} />;
}

export function SpecialtiesList({ clinic }: { clinic: Clinic }) {
  return <ShortList<string> title="Specialties" showAllLabel="Show all specialties" items={sortedNames(clinic.specialties)} itemKey={byIndex} renderItem={(n) => n} />;
}
