/**
 * The clinics of the compare page: one read by id, mapped to the
 * compare shape. Distances use the sphere MongoDB's $geoNear uses (6378.1 km),
 * so a clinic is as far here as in the search list.
 */
import type { ObjectId } from 'mongodb';
import { clinicPriceStampOf, type ComparedClinic, type LatLng, type LocalMedian } from '@directpay/contracts';
import { pricedServices, type StoredClinic } from './stored-clinic';
import type { PublicClinics } from './public-view';

const EARTH_RADIUS_KM = 6378.1;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The confirmation date kept on the clinic (absent on clinics saved before it). */
type WithConfirmation = StoredClinic & { pricesConfirmedAt?: Date | null };

const PROJECTION = { categoryId: 1, detail: 1, address: 1, hours: 1, services: 1, otherServices: 1, pricesConfirmedAt: 1, 'search.location': 1 } as const;

export function toComparedClinic(doc: WithConfirmation, near: LatLng | undefined, medians: LocalMedian[] = []): ComparedClinic {
  const { latitude, longitude } = doc.address;
  const located = typeof latitude === 'number' && typeof longitude === 'number';
  return {
    id: doc._id.toHexString(),
    name: doc.detail.name,
    categoryId: doc.categoryId,
    cityTown: doc.address.cityTown,
    state: doc.address.state,
    acceptingNewPatients: doc.detail.acceptingNewPatients,
    hours: doc.hours,
    services: pricedServices(doc),
    pricesConfirmedAt: doc.pricesConfirmedAt instanceof Date ? doc.pricesConfirmedAt.toISOString() : null,
    ...(doc.pricesConfirmedAt instanceof Date && clinicPriceStampOf(doc)?.kind === 'file' ? { pricesFromFile: true as const } : {}),
    distanceKm: near && located ? Number(distanceKm(near, { lat: latitude, lng: longitude }).toFixed(3)) : null,
    latitude: located ? latitude : null,
    longitude: located ? longitude : null,
    medians,
  };
}

/** The clinics with these ids, by id; ids without a clinic are absent. */
export async function findForCompare(collection: PublicClinics, ids: ObjectId[]): Promise<Map<string, WithConfirmation>> {
  const docs = await collection.find<WithConfirmation>({ _id: { $in: ids } }, { projection: PROJECTION }).toArray();
  return new Map(docs.map((doc) => [doc._id.toHexString(), doc as WithConfirmation]));
}
