import { isTime, WEEKDAYS, type Clinic } from '@directpay/contracts';
import { isDayOpen, pricedServices } from '@directpay/shared-ui';
import { hasCoordinates } from './address';

const SCHEMA_DAY: Record<(typeof WEEKDAYS)[number], string> = {
  sunday: 'Su', monday: 'Mo', tuesday: 'Tu', wednesday: 'We', thursday: 'Th', friday: 'Fr', saturday: 'Sa',
};

/** schema.org openingHours texts ('Mo 09:00-17:00'); days without both times are left out. */
export function openingHours(hours: Clinic['hours']): string[] {
  const record = hours as unknown as Record<string, string>;
  return WEEKDAYS.filter((day) => isDayOpen(hours, day))
    .map((day) => [day, record[`${day}OpenTime`], record[`${day}CloseTime`]] as const)
    .filter(([, open, close]) => isTime(open ?? '') && isTime(close ?? ''))
    .map(([day, open, close]) => `${SCHEMA_DAY[day]} ${open}-${close}`);
}

/** A schema.org MedicalClinic so search engines can show the clinic, its hours and its cash prices. */
export function clinicJsonLd(clinic: Clinic, pageUrl: string): Record<string, unknown> {
  const { detail, address } = clinic;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': pageUrl,
    url: pageUrl,
    name: detail.name,
    isAcceptingNewPatients: detail.acceptingNewPatients,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [address.streetAddress, address.suiteUnit].filter((s) => s?.trim()).join(', '),
      addressLocality: address.cityTown,
      addressRegion: address.state,
      postalCode: address.zip,
      addressCountry: 'US',
    },
    openingHours: openingHours(clinic.hours),
    makesOffer: pricedServices(clinic).map((s) => ({
      '@type': 'Offer',
      name: s.description,
      price: s.price.trim(),
      priceCurrency: 'USD',
      itemOffered: { '@type': 'MedicalProcedure', name: s.description },
    })),
  };
  if (detail.description.trim()) data.description = detail.description.trim();
  if (detail.phoneNumber.trim()) data.telephone = detail.phoneNumber.trim();
  if (detail.website.trim()) data.sameAs = detail.website.trim();
  if (clinic.images[0]) data.image = clinic.images.map((i) => i.url);
  if (hasCoordinates(address)) data.geo = { '@type': 'GeoCoordinates', latitude: address.latitude, longitude: address.longitude };
  return data;
}

/**
 * JSON for a <script> element: '<' is escaped so text typed by an owner
 * (a description containing '</script>') cannot end the element early.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
