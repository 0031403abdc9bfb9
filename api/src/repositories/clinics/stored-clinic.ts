/**
 * How a clinic is stored in the `clinics` collection, and the one place that
 * derives its search fields. Every write goes through `searchFieldsOf`, so the
 * search keys never drift from what the owner entered.
 */
import { ObjectId } from 'mongodb';
import {
  findCategory,
  hasPrice,
  parsePrice,
  type Address,
  type ClinicDetail,
  type DoctorInput,
  type Hours,
  type NamedItem,
  type ClinicVisibility,
  type AppointmentSettings,
  type Service,
} from '@directpay/contracts';
import type { ClinicPriceFileSource, ServiceSource } from './price-file-source';
import { tileOf } from './tiles';

export const CLINICS_COLLECTION = 'clinics';

/** An image kept in GridFS: the large rendition and, when made, a thumbnail. */
export interface StoredImage {
  id: ObjectId;
  thumbId?: ObjectId;
}

export interface StoredDoctor extends DoctorInput {
  id: ObjectId;
  imageId: ObjectId | null;
}

/** Derived, private keys used by search, sort and keyset pagination. */
export interface ClinicSearchFields {
  /** Lower-cased trimmed name: the name sort key. */
  name: string;
  lat: number | null;
  lng: number | null;
  /** Slugs of the category's service groups this clinic has a priced service for. */
  groups: string[];
  /** Lowest price per service group slug. */
  prices: Record<string, number>;
  /** Billing codes of the priced services, for a search by code (multikey: an index key per code). */
  codes: string[];
  /** Lowest price per billing code: a code search's price sort key. */
  codePrices: Record<string, number>;
  /** Lowest price of any priced service; NO_PRICE when none (sorts last). */
  minPrice: number;
  /** The location as GeoJSON, for the 2dsphere index and $geoNear; absent without coordinates. */
  location?: GeoPoint;
  /** The map tile holding the location (see tiles.ts); null without coordinates. */
  tile: number | null;
}

export interface GeoPoint {
  type: 'Point';
  /** [longitude, latitude], GeoJSON's order. */
  coordinates: [number, number];
}

export const NO_PRICE = 1e12;

/** A service as stored: the owner's fields plus when its price was last confirmed (absent: never). */
export interface StoredService extends Service {
  confirmedAt?: Date;
  /** For an imported price: the date of the clinic's price file it came from (its last_updated_on, or the import day for a file without one). */
  priceFileDate?: Date;
  /** For a price imported from a CMS file: what the file said of it beyond the cash price. */
  source?: ServiceSource;
}

export interface StoredClinic {
  _id: ObjectId;
  /** Private: the owning account. Never leaves the server. */
  accountId: ObjectId;
  createdAt: Date;
  updatedAt: Date;
  /**
   * A new ObjectId on every write, with updatedAt (see `revised`): what a
   * cached search card is checked against (card-cache.ts). Absent on clinics
   * stored by a version before it until their next write (their _id stands in).
   */
  revision?: ObjectId;
  /** The owner's own id for the location, set by an import, which matches on it; unique within the account. */
  externalId?: string;
  /** Set on generated demo data so it is clearly labelled and can be removed. */
  demo?: boolean;
  /** Who can see the clinic: every public read filters on it (public-view.ts); the owner always sees it. */
  visibility: ClinicVisibility;
  /** When the visibility last changed, if it ever did. */
  visibilityChangedAt?: Date;
  categoryId: number;
  detail: ClinicDetail;
  address: Address;
  images: StoredImage[];
  services: StoredService[];
  otherServices: StoredService[];
  /** The oldest confirmedAt among the priced services; null when any has none (see price-confirmation.ts). */
  pricesConfirmedAt?: Date | null;
  /** When the owner was last reminded to confirm the prices (the reminder job claims it before mailing). */
  priceReminderAt?: Date;
  insurances: NamedItem[];
  specialties: NamedItem[];
  hours: Hours;
  /** The location's NPI and TIN (9 digits), '' or absent when not given; the TIN leaves the server only to the owner and on estimates. */
  npi?: string;
  tin?: string;
  /** The owner chose to publish the TIN, an EIN, in the price files' names (price-file-facts.ts); absent: not. */
  einInFileNames?: boolean;
  /** The CMS price file the prices were last imported from, when they were. */
  priceFile?: ClinicPriceFileSource;
  doctors: StoredDoctor[];
  /** "Accepting appointment requests" and the minimum notice; absent: the defaults (appointmentSettingsOf). */
  appointments?: AppointmentSettings;
  search: ClinicSearchFields;
}

/**
 * The version stamp of a write to a clinic: every insert and every update
 * that changes what the clinic shows sets both, so no process shows a card
 * made before the write (card-cache.ts). Lint forbids setting updatedAt
 * anywhere else in the repositories.
 */
export function revised(now: Date): { updatedAt: Date; revision: ObjectId } {
  return { updatedAt: now, revision: new ObjectId() };
}

/** A stable, URL- and key-safe name for a service group label. */
export function groupSlug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}


function coordinate(value: number | null, limit: number): number | null {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** Services and other services that carry a price (spec: unpriced items are hidden). */
export function pricedServices(clinic: Pick<StoredClinic, 'services' | 'otherServices'>): Service[] {
  return [...clinic.services, ...clinic.otherServices].filter(hasPrice);
}

/**
 * The search keys of a clinic. A service group matches a priced service whose
 * trimmed description is one of the group's descriptions (spec sections 3 and 4).
 */
export function searchFieldsOf(
  clinic: Pick<StoredClinic, 'categoryId' | 'detail' | 'address' | 'services' | 'otherServices'>,
): ClinicSearchFields {
  const priced = pricedServices(clinic);
  const prices: Record<string, number> = {};
  for (const group of findCategory(clinic.categoryId)?.serviceGroups ?? []) {
    const amounts = priced
      .filter((s) => group.matches.includes(s.description.trim()))
      .map((s) => parsePrice(s.price) as number);
    if (amounts.length > 0) prices[groupSlug(group.label)] = Math.min(...amounts);
  }
  const codePrices: Record<string, number> = {};
  for (const s of priced) {
    if (!s.code) continue;
    const amount = parsePrice(s.price) as number;
    codePrices[s.code] = Math.min(codePrices[s.code] ?? amount, amount);
  }
  const all = priced.map((s) => parsePrice(s.price) as number);
  const lat = coordinate(clinic.address.latitude, 90);
  const lng = coordinate(clinic.address.longitude, 180);
  const located = lat !== null && lng !== null;
  return {
    name: clinic.detail.name.trim().toLowerCase(),
    lat,
    lng,
    groups: Object.keys(prices),
    prices,
    codes: Object.keys(codePrices),
    codePrices,
    minPrice: all.length > 0 ? Math.min(...all) : NO_PRICE,
    ...(located ? { location: { type: 'Point' as const, coordinates: [lng, lat] as [number, number] } } : {}),
    tile: located ? tileOf(lat, lng) : null,
  };
}
