/**
 * A clinic's embeddable price card: one read by id of only the fields it
 * shows, mapped to the contracts' PriceCard (priced services in the profile's
 * order, their billing codes and confirmation dates, the clinic's oldest date).
 */
import type { ObjectId } from 'mongodb';
import type { PriceCard } from '@directpay/contracts';
import { pricedServices, type StoredClinic, type StoredService } from './stored-clinic';
import type { PublicClinics } from './public-view';

const PROJECTION = { 'detail.name': 1, 'address.cityTown': 1, 'address.state': 1, services: 1, otherServices: 1, pricesConfirmedAt: 1 } as const;

type CardSource = Pick<StoredClinic, '_id' | 'detail' | 'address' | 'services' | 'otherServices' | 'pricesConfirmedAt'>;

const isoOrNull = (date: unknown) => (date instanceof Date ? date.toISOString() : null);

export function toPriceCard(doc: CardSource): PriceCard {
  return {
    id: doc._id.toHexString(),
    name: doc.detail.name,
    cityTown: doc.address.cityTown ?? '',
    state: doc.address.state ?? '',
    services: (pricedServices(doc) as StoredService[]).map(({ description, price, code, codeSystem, confirmedAt, priceFileDate }) => ({
      description,
      price,
      ...(code && codeSystem ? { code, codeSystem } : {}),
      confirmedAt: isoOrNull(confirmedAt),
      ...(priceFileDate instanceof Date ? { priceFileDate: priceFileDate.toISOString() } : {}),
    })),
    pricesConfirmedAt: isoOrNull(doc.pricesConfirmedAt),
  };
}

export async function findPriceCard(collection: PublicClinics, id: ObjectId): Promise<PriceCard | null> {
  const doc = await collection.findOne<CardSource>({ _id: id }, { projection: PROJECTION });
  return doc ? toPriceCard(doc) : null;
}
