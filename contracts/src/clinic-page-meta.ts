/**
 * What a clinic's page says about itself to search engines and link previews:
 * the title and description, and the schema.org MedicalClinic JSON-LD with
 * every cash price. One builder for both places that write it: the host's
 * server (in the initial HTML of /clinic/:id and /clinic/:id/prices) and
 * mf-profile (when the visitor moves between clinics in the browser), so the
 * two can never disagree.
 */
import { hasPrice, isTime } from './field-rules';
import { WEEKDAYS, type Weekday } from './limits';
import { priceDateOf } from './price-stamp';
import type { Address, Clinic, Service } from './clinic';
import { LOCALE_TAGS, localeOfPath, type Locale } from './locale';
import { contractText, type ContractText } from './contract-text';

/**
 * The cash prices a clinic shows: its services and other services merged, in
 * that order, with unpriced ones hidden.
 */
export function pricedServices<S extends Service>(clinic: { services?: S[]; otherServices?: S[] }): S[] {
  return [...(clinic.services ?? []), ...(clinic.otherServices ?? [])].filter(hasPrice);
}

/** Stored hours may come from older sources with the toggle as text: true or 'true' means open. */
export function isDayOpen(hours: unknown, day: Weekday): boolean {
  const toggle = (hours as Record<string, unknown> | undefined)?.[`${day}Toggle`];
  return toggle === true || toggle === 'true';
}

/** 'Provo, UT' (either part may be missing). */
export function cityState(address: Pick<Address, 'cityTown' | 'state'>): string {
  return [address.cityTown, address.state].map((s) => (s ?? '').trim()).filter(Boolean).join(', ');
}

export function hasCoordinates(address: Pick<Address, 'latitude' | 'longitude'>): address is { latitude: number; longitude: number } {
  return typeof address.latitude === 'number' && typeof address.longitude === 'number' && Number.isFinite(address.latitude) && Number.isFinite(address.longitude);
}

/** The owner's description for a language's page: the Spanish one where the owner wrote it, else the English. */
export function clinicDescriptionIn(detail: Pick<Clinic['detail'], 'description' | 'descriptionEs'>, locale: Locale): string {
  return (locale === 'es' && detail.descriptionEs?.trim()) || detail.description.trim();
}

/** How a page says the contracts' words in its language (shared-ui's useContractText, or the host's server's). */
export interface PageLanguage {
  locale: Locale;
  say: (text: ContractText) => string;
}

/**
 * Title and sharing description: who, where, and that cash prices are listed; `pricesTitle` for
 * the clinic's prices page. In English unless a page's language is given (its words are then the
 * contracts' catalog's, which say in English exactly this). The owner's words stay as typed.
 */
export function clinicMeta(clinic: Clinic, language?: PageLanguage): { title: string; description: string; pricesTitle: string } {
  const place = cityState(clinic.address);
  const name = clinic.detail.name;
  const where = place ? `${name}, ${place}` : name;
  const prices = pricedServices(clinic).length;
  const about = clinicDescriptionIn(clinic.detail, language?.locale ?? 'en');
  const lead = language
    ? language.say(contractText('meta.lead', { name, hasPlace: place ? 'yes' : 'no', place, count: prices }))
    : `${name}${place ? ` in ${place}` : ''} takes direct payment${prices > 0 ? ` and lists ${prices} cash price${prices === 1 ? '' : 's'}` : ''}`;
  const description = `${lead}.${about ? ` ${about}` : ''}`;
  return {
    title: language ? language.say(contractText('meta.title', { where })) : where,
    pricesTitle: language ? language.say(contractText('meta.pricesTitle', { where })) : `Prices of ${where}`,
    description: description.length > 160 ? `${description.slice(0, 157).trimEnd()}…` : description,
  };
}

const SCHEMA_DAY: Record<Weekday, string> = {
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

/** The language of a page's URL (`/es/clinic/…` is Spanish); English when it is not a URL. */
function localeOfUrl(pageUrl: string): Locale {
  try {
    return localeOfPath(new URL(pageUrl).pathname).locale;
  } catch {
    return 'en';
  }
}

/**
 * A schema.org MedicalClinic so search engines can show the clinic, its hours and its cash
 * prices, described by the page at `pageUrl` in its language (read from the URL unless given):
 * `inLanguage` belongs to the page (a WebPage), not to the clinic.
 */
export function clinicJsonLd(clinic: Clinic, pageUrl: string, locale: Locale = localeOfUrl(pageUrl)): Record<string, unknown> {
  const { detail, address } = clinic;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': pageUrl,
    url: pageUrl,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl, url: pageUrl, inLanguage: LOCALE_TAGS[locale] },
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
    makesOffer: pricedServices(clinic).map((s) => {
      const since = priceDateOf(s);
      return {
        '@type': 'Offer',
        name: s.description,
        price: s.price.trim(),
        priceCurrency: 'USD',
        // The price's date (its confirmation, or the clinic's price file it came from): a fact we hold,
        // where priceValidUntil would be a promise nobody made.
        ...(since ? { validFrom: since.toISOString() } : {}),
        itemOffered: {
          '@type': 'MedicalProcedure',
          name: s.description,
          ...(s.code && s.codeSystem ? { code: { '@type': 'MedicalCode', codeValue: s.code, codingSystem: s.codeSystem } } : {}),
        },
      };
    }),
  };
  const about = clinicDescriptionIn(detail, locale);
  if (about) data.description = about;
  if (detail.phoneNumber.trim()) data.telephone = detail.phoneNumber.trim();
  if (detail.website.trim()) data.sameAs = detail.website.trim();
  if (clinic.images[0]) data.image = clinic.images.map((i) => i.url);
  if (hasCoordinates(address)) data.geo = { '@type': 'GeoCoordinates', latitude: address.latitude, longitude: address.longitude };
  // The location's NPI, only while the NPI Registry matches it (the "Verified provider" mark).
  if (clinic.verifiedProvider) data.identifier = { '@type': 'PropertyValue', propertyID: 'NPI', value: clinic.verifiedProvider.npi };
  return data;
}

/**
 * JSON for a <script> element: '<' is escaped so text typed by an owner
 * (a description containing '</script>') cannot end the element early.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
