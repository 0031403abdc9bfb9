/**
 * The clinic reads of the open data: every clinic, a batch at a time, and a
 * page of the clinics that have price files. Both walk the catalog's categories
 * in order and each one's clinics by name (and id) with the search's keyset
 * (search-query.ts) on its `category_name_covering` index, so neither MongoDB
 * nor the embedded engine sorts or holds more than a batch, and a late page
 * costs what the first does. The catalog's categories are every category a
 * clinic can have: the API refuses any other on every write.
 */
import type { Document } from 'mongodb';
import { ObjectId } from 'mongodb';
import { CATEGORIES, endpointPath, getStandardChargesCsv, getStandardChargesJson, getStandardChargesWideCsv, hasPriceFile, type PriceFilesResponse } from '@directpay/contracts';
import { badRequest } from '#src/lib/http-errors';
import type { ClinicsRepository } from './clinics-repository';
import { LOCATED_PROJECTION, locationNames } from './location-names';
import { keysetQuery } from './search-query';
import type { StoredClinic } from './stored-clinic';

/**
 * Clinics read per round trip while an export is written: small enough that the driver's
 * answer and the documents in flight stay in V8's young generation (docs/performance.md).
 */
const BATCH = 100;
const CATEGORY_IDS = CATEGORIES.map((category) => category.id).sort((a, b) => a - b);

/** Where a walk stands: the last clinic read, by its category, name key and id. */
export interface ListPosition {
  categoryId: number;
  name: string;
  id: string;
}

type Positioned = Pick<StoredClinic, '_id' | 'categoryId'> & { search: Pick<StoredClinic['search'], 'name'> };

const positionOf = (doc: Positioned): ListPosition => ({ categoryId: doc.categoryId, name: doc.search.name, id: doc._id.toHexString() });

/** Every clinic after `from` (all of them without), with the projected fields, `batch` at a time. */
export async function* clinicsInListOrder<T extends Document>(
  clinics: ClinicsRepository,
  projection: Document,
  { from, batch = BATCH }: { from?: ListPosition; batch?: number } = {},
): AsyncGenerator<T & Positioned> {
  const fields = { ...projection, _id: 1, categoryId: 1, 'search.name': 1 };
  for (const categoryId of CATEGORY_IDS) {
    if (from && categoryId < from.categoryId) continue;
    let after = from?.categoryId === categoryId ? { s: 'name' as const, v: from.name, id: from.id } : undefined;
    for (;;) {
      const { filter, sort } = keysetQuery({ categoryId }, 'search.name', after);
      // Taken one at a time, not with toArray: the driver decodes each document as it is taken,
      // so a document dies young and a batch is never held decoded.
      const cursor = clinics.public.find<T & Positioned>(filter, { projection: fields, hint: 'category_name_covering', batchSize: batch }).sort(sort).limit(batch);
      let read = 0;
      let last: Positioned | undefined;
      for await (const doc of cursor) {
        read += 1;
        last = doc;
        yield doc;
      }
      if (read < batch || !last) break;
      after = { s: 'name', v: last.search.name, id: last._id.toHexString() };
    }
  }
}

/** A page's `next`: the position as base64url JSON. */
const encodePosition = (p: ListPosition) => Buffer.from(JSON.stringify([p.categoryId, p.name, p.id])).toString('base64url');

/** The `after` of a page, checked: anything but a `next` this API gave is a 400 naming it. */
export function decodePosition(text: string): ListPosition {
  const refused = badRequest('after is not the next of a page of this list; send it unchanged', '/query/after');
  let value: unknown;
  try {
    if (Buffer.from(text, 'base64url').toString('base64url') !== text) throw refused;
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refused;
  }
  if (!Array.isArray(value) || value.length !== 3) throw refused;
  const [categoryId, name, id] = value as unknown[];
  if (!CATEGORY_IDS.includes(categoryId as number) || typeof name !== 'string' || name.length > 200 || typeof id !== 'string' || !ObjectId.isValid(id) || !/^[0-9a-f]{24}$/.test(id)) {
    throw refused;
  }
  return { categoryId: categoryId as number, name, id };
}

/** One page of the price file list: `limit` clinics read after `after`, those with files listed. */
export async function priceFileEntries(
  clinics: ClinicsRepository,
  page: { after?: string; limit: number },
  urls: { publicUrl: string; contact: PriceFilesResponse['contact'] },
): Promise<PriceFilesResponse> {
  const from = page.after ? decodePosition(page.after) : undefined;
  type Listed = Pick<StoredClinic, 'detail' | 'address' | 'services' | 'otherServices'>;
  const read: (Listed & Positioned)[] = [];
  for await (const doc of clinicsInListOrder<Listed>(clinics, LOCATED_PROJECTION, { from, batch: Math.min(page.limit, BATCH) })) {
    read.push(doc);
    if (read.length === page.limit) break;
  }
  const listed = read.filter(hasPriceFile);
  const names = await locationNames(clinics, listed);
  return {
    results: listed.map((doc) => {
      const id = doc._id.toHexString();
      return {
        id,
        name: names.get(id) ?? doc.detail.name,
        json: `${urls.publicUrl}${endpointPath(getStandardChargesJson.path, { id })}`,
        csv: `${urls.publicUrl}${endpointPath(getStandardChargesCsv.path, { id })}`,
        wideCsv: `${urls.publicUrl}${endpointPath(getStandardChargesWideCsv.path, { id })}`,
      };
    }),
    next: read.length === page.limit ? encodePosition(positionOf(read[read.length - 1])) : null,
    contact: urls.contact,
  };
}
