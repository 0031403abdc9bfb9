/**
 * The clinic reads of the open data: every clinic in id order, a batch at a
 * time, and a page of the clinics that have price files. Both walk the _id index
 * forward (keyset), so neither engine holds more than a batch and a deep page
 * costs what the first does.
 */
import { ObjectId, type Document, type Filter } from 'mongodb';
import { endpointPath, getStandardChargesCsv, getStandardChargesJson, hasPriceFile, type PriceFilesResponse } from '@directpay/contracts';
import type { ClinicsRepository } from './clinics-repository';
import { NO_PRICE, type StoredClinic } from './stored-clinic';

/** Clinics read per round trip while an export is written. */
const BATCH = 500;

/** Every clinic, in id order, with only the projected fields; a batch is read when the last is used up. */
export async function* clinicsInIdOrder<T extends Document>(clinics: ClinicsRepository, projection: Document, batch = BATCH): AsyncGenerator<T> {
  let after: ObjectId | undefined;
  for (;;) {
    const filter: Filter<StoredClinic> = after ? { _id: { $gt: after } } : {};
    const docs = await clinics.collection.find<T & { _id: ObjectId }>(filter, { projection }).sort({ _id: 1 }).limit(batch).toArray();
    yield* docs;
    if (docs.length < batch) return;
    after = docs[docs.length - 1]._id;
  }
}

/** One page of the price file list: `limit` priced clinics read after `after`, those with files listed. */
export async function priceFileEntries(
  clinics: ClinicsRepository,
  page: { after?: string; limit: number },
  urls: { publicUrl: string; contact: PriceFilesResponse['contact'] },
): Promise<PriceFilesResponse> {
  // A price of any amount, from the search keys; hasPriceFile then wants one above zero and a US state.
  const priced: Filter<StoredClinic> = { 'search.minPrice': { $lt: NO_PRICE } };
  const filter = page.after ? { ...priced, _id: { $gt: new ObjectId(page.after) } } : priced;
  const projection = { _id: 1, 'detail.name': 1, 'address.state': 1, 'services.price': 1, 'otherServices.price': 1 };
  const docs = await clinics.collection.find(filter, { projection }).sort({ _id: 1 }).limit(page.limit).toArray();
  return {
    results: docs.filter(hasPriceFile).map((doc) => {
      const id = doc._id.toHexString();
      return {
        id,
        name: doc.detail.name,
        json: `${urls.publicUrl}${endpointPath(getStandardChargesJson.path, { id })}`,
        csv: `${urls.publicUrl}${endpointPath(getStandardChargesCsv.path, { id })}`,
      };
    }),
    next: docs.length === page.limit ? docs[docs.length - 1]._id.toHexString() : null,
    contact: urls.contact,
  };
}
