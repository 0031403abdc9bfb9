/**
 * What of a stored clinic may leave the server. Images are stored by GridFS id
 * and turned into URLs on the way out, so a change of API host never breaks them.
 */
import { ObjectId } from 'mongodb';
import { appointmentSettingsOf, clinicPriceStampOf, weekOpenHours, type Clinic, type ClinicService, type Doctor, type OwnerClinic } from '@directpay/contracts';
import type { CardParts } from './card-cache';
import { pricedServices, type StoredClinic, type StoredDoctor, type StoredService } from './stored-clinic';

export function imageUrl(publicUrl: string, id: ObjectId): string {
  return `${publicUrl}/images/${id.toHexString()}`;
}

/** The GridFS id inside one of our image URLs (owners send existing images back by URL). */
export function imageIdFromUrl(url: string): ObjectId | undefined {
  const match = /\/images\/([0-9a-f]{24})$/.exec(url);
  return match ? new ObjectId(match[1]) : undefined;
}

export function toPublicDoctor(doctor: StoredDoctor, publicUrl: string): Doctor {
  const { id, imageId, ...fields } = doctor;
  return { ...fields, id: id.toHexString(), imgUrl: imageId ? imageUrl(publicUrl, imageId) : '' };
}

/**
 * A service with its confirmation date and, on the public profile, whether
 * patients reported a different price (`reported`: descriptions with 2+
 * unresolved reports in 90 days, see price-reports-repository).
 */
function toPublicService(service: StoredService, reported?: ReadonlySet<string>): ClinicService {
  const { description, price, confirmedAt, priceFileDate, code, codeSystem, includes, excludes, allInclusive } = service;
  return {
    description,
    price,
    ...(code && codeSystem ? { code, codeSystem } : {}),
    ...(includes?.length ? { includes } : {}),
    ...(excludes?.length ? { excludes } : {}),
    ...(allInclusive ? { allInclusive } : {}),
    confirmedAt: confirmedAt instanceof Date ? confirmedAt.toISOString() : null,
    ...(priceFileDate instanceof Date ? { priceFileDate: priceFileDate.toISOString() } : {}),
    ...(reported ? { differentPriceReported: reported.has(description.trim()) } : {}),
  };
}

/** The full public profile (GET /clinics/:id): no owner, account or search keys. */
export function toPublicClinic(doc: StoredClinic, publicUrl: string, reported?: ReadonlySet<string>): Clinic {
  return {
    id: doc._id.toHexString(),
    categoryId: doc.categoryId,
    detail: doc.detail,
    address: doc.address,
    images: doc.images.map((image) => ({ url: imageUrl(publicUrl, image.id) })),
    services: doc.services.map((s) => toPublicService(s, reported)),
    otherServices: doc.otherServices.map((s) => toPublicService(s, reported)),
    pricesConfirmedAt: doc.pricesConfirmedAt instanceof Date ? doc.pricesConfirmedAt.toISOString() : null,
    insurances: doc.insurances,
    specialties: doc.specialties,
    hours: doc.hours,
    ...(doc.npi ? { npi: doc.npi } : {}),
    doctors: doc.doctors.map((d) => toPublicDoctor(d, publicUrl)),
    appointments: appointmentSettingsOf(doc.appointments),
  };
}

/** The owner's view of their clinic: the public profile, the TIN, the choice to publish it as an EIN, and whether the public sees it. */
export function toOwnerClinic(doc: StoredClinic, publicUrl: string): OwnerClinic {
  return {
    ...toPublicClinic(doc, publicUrl),
    ...(doc.tin ? { tin: doc.tin } : {}),
    ...(doc.einInFileNames ? { einInFileNames: true } : {}),
    visibility: doc.visibility ?? 'public',
  };
}

export type CardSource = Pick<StoredClinic, '_id' | 'detail' | 'address' | 'images' | 'services' | 'otherServices' | 'search' | 'hours' | 'pricesConfirmedAt'>;

/** What a search list row is made of, whatever service group is selected (see card-cache.ts). */
export function cardParts(doc: CardSource, publicUrl: string): CardParts {
  const first = doc.images[0];
  return {
    base: {
      id: doc._id.toHexString(),
      name: doc.detail.name,
      cityTown: doc.address.cityTown,
      state: doc.address.state,
      latitude: doc.address.latitude,
      longitude: doc.address.longitude,
      imageUrl: first ? imageUrl(publicUrl, first.thumbId ?? first.id) : null,
      acceptingNewPatients: doc.detail.acceptingNewPatients === true,
      ...(doc.pricesConfirmedAt instanceof Date
        ? { pricesConfirmedAt: doc.pricesConfirmedAt.toISOString(), ...(clinicPriceStampOf(doc)?.kind === 'file' ? { pricesFromFile: true as const } : {}) }
        : {}),
      openHours: weekOpenHours(doc.hours),
    },
    priced: pricedServices(doc),
    keys: { name: doc.search.name, minPrice: doc.search.minPrice, prices: doc.search.prices, codePrices: doc.search.codePrices },
  };
}

/** Fields a card needs, so a search never loads doctors, hours or descriptions. */
export const CARD_PROJECTION = {
  _id: 1,
  'detail.name': 1,
  'detail.acceptingNewPatients': 1,
  hours: 1,
  pricesConfirmedAt: 1,
  'address.cityTown': 1,
  'address.state': 1,
  'address.latitude': 1,
  'address.longitude': 1,
  images: { $slice: 1 },
  services: 1,
  otherServices: 1,
  // The list's sort keys, kept with the card (card-cache.ts).
  'search.name': 1,
  'search.minPrice': 1,
  'search.prices': 1,
  'search.codePrices': 1,
} as const;

