/**
 * The machine-readable price files: which clinics have one, which services they
 * hold, and the open data licence. The API writes the files
 * (api/src/open-data/), the profile links to them only when the rule here says
 * a file exists, and /open-data explains them. Plain functions: no TypeBox, no React.
 *
 * The files follow CMS's Hospital Price Transparency template V3.0.0
 * (docs/decisions/0027-price-files-in-the-cms-v3-layout.md).
 */
import { CATEGORIES } from './catalog';
import { parsePrice } from './field-rules';

/** The CMS template version the files declare (`version`). */
export const CMS_HPT_VERSION = '3.0.0';

/** The states and territories CMS's V3.0.0 schema accepts for `license_information.state`. */
const CMS_STATES = new Set(
  (
    'AL AK AS AZ AR CA CO CT DE DC FM FL GA GU HI ID IL IN IA KS KY LA ME MH MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND MP ' +
    'OH OK OR PW PA PR RI SC SD TN TX UT VT VI VA WA WV WI WY'
  ).split(' '),
);

/** The clinic's state as CMS's two-letter code ('ut ' → 'UT'); undefined when it is not one. */
export function cmsStateOf(state: string): string | undefined {
  const code = state.trim().toUpperCase();
  return CMS_STATES.has(code) ? code : undefined;
}

/** A price a file can state: CMS takes positive amounts only, so a free ('0') service is left out. */
export function filePriceOf(price: string | undefined): number | undefined {
  const amount = parsePrice(price);
  return amount !== undefined && amount > 0 ? amount : undefined;
}

interface PricedClinic {
  address: { state: string };
  services: readonly { price: string }[];
  otherServices: readonly { price: string }[];
}

/**
 * Whether a clinic has price files: a price above zero to state, and a state
 * CMS's schema accepts. Without either a file could not be valid, so there is none.
 */
export function hasPriceFile(clinic: PricedClinic): boolean {
  if (!cmsStateOf(clinic.address.state)) return false;
  return [...clinic.services, ...clinic.otherServices].some((service) => filePriceOf(service.price) !== undefined);
}

const MEMBERSHIP_SERVICES = new Set(
  CATEGORIES.flatMap((category) => category.presetServices)
    .map((name) => name.toLowerCase())
    .filter((name) => name.includes('membership')),
);

/**
 * A membership fee, not the price of one service: the catalog's membership
 * services ('Single annual membership', 'Adult monthly membership'…) and an
 * owner's own service named the same way, ending in "membership". A service
 * that only mentions members ('Crown, membership price') is a service.
 */
export function isMembership(description: string): boolean {
  const name = description.trim().toLowerCase();
  return MEMBERSHIP_SERVICES.has(name) || /(^|\s)memberships?$/.test(name);
}

/** What a price file says of a membership fee (CMS's generic notes), so no reader takes it for a service's price. */
export const MEMBERSHIP_NOTE = "Membership fee: a recurring fee for the clinic's membership, not the price of a single service.";

/** The open data's licence, and the words a re-user credits the data with. */
export const OPEN_DATA_LICENSE = {
  name: 'CC BY 4.0',
  title: 'Creative Commons Attribution 4.0 International',
  url: 'https://creativecommons.org/licenses/by/4.0/',
};

/**
 * How old a copy of the whole-directory export may get: a download finding it older starts the
 * next copy (and gets this one meanwhile). The API regenerates by it; /open-data states it.
 */
export const OPEN_DATA_EXPORT_REFRESH_MS = 60 * 60_000;

/** A whole number of hours or minutes in words: "an hour", "2 hours", "30 minutes". */
export function durationText(ms: number): string {
  const hours = ms / 3_600_000;
  if (Number.isInteger(hours)) return hours === 1 ? 'an hour' : `${hours} hours`;
  const minutes = Math.round(ms / 60_000);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/** The attribution text: "Clinic cash prices from DirectPay Clinics (https://…/open-data), CC BY 4.0." */
export function openDataAttribution(origin: string): string {
  return `Clinic cash prices from DirectPay Clinics (${origin.replace(/\/$/, '')}/open-data), ${OPEN_DATA_LICENSE.name}.`;
}
