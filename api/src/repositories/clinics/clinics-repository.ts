/**
 * The clinics collection. Public reads (search, markers, profile) and the
 * account-scoped writes every owner route should use: each write recomputes the
 * private search keys, and each owner read or write is filtered by accountId.
 */
import { ObjectId, type Collection, type Db, type Filter } from 'mongodb';
import type { ClinicMarker, ClinicSearchResponse } from '@directpay/contracts';
import { MarkersCache } from './markers-cache';
import { CARD_PROJECTION, CARD_PROJECTION_WITHOUT_PRICES, toCard, type CardSource } from './public-clinic';
import {
  decodeCursor,
  distanceKm,
  encodeCursor,
  keysetQuery,
  matchFilter,
  serviceSlug,
  sortKey,
  type BBox,
  type SearchParams,
} from './search-query';
import { CLINICS_COLLECTION, searchFieldsOf, type StoredClinic } from './stored-clinic';

/** What an owner controls; the repository adds ids, timestamps and search keys. */
export type ClinicFields = Omit<StoredClinic, '_id' | 'accountId' | 'createdAt' | 'updatedAt' | 'search' | 'demo'>;

export class ClinicsRepository {
  readonly collection: Collection<StoredClinic>;
  private readonly markersCache = new MarkersCache();

  constructor(db: Db) {
    this.collection = db.collection<StoredClinic>(CLINICS_COLLECTION);
  }

  /**
   * Created at start; idempotent. The viewport index comes first: category,
   * then latitude as the range, then longitude, so both engines drop clinics
   * outside the viewport's longitudes from the index keys without reading them.
   */
  async ensureIndexes(): Promise<void> {
    await this.collection.createIndexes([
      { key: { categoryId: 1, 'search.lat': 1, 'search.lng': 1 }, name: 'category_lat_lng' },
      { key: { categoryId: 1, 'search.name': 1, _id: 1 }, name: 'category_name' },
      { key: { categoryId: 1, 'search.groups': 1, 'search.name': 1 }, name: 'category_group_name' },
      { key: { categoryId: 1, 'search.minPrice': 1, _id: 1 }, name: 'category_price' },
      { key: { accountId: 1 }, name: 'account' },
    ]);
    // Superseded by category_lat_lng in databases created before it.
    await this.collection.dropIndex('category_lat').catch((error: { code?: number }) => {
      if (error.code !== 27 && error.code !== 26) throw error;
    });
  }

  async search(params: SearchParams, publicUrl: string): Promise<ClinicSearchResponse> {
    const slug = serviceSlug(params.categoryId, params.service);
    const base = matchFilter(params.categoryId, slug, params.bbox);
    const sort = params.sort ?? (params.near ? 'distance' : 'name');
    const cursor = params.cursor ? decodeCursor(params.cursor, sort) : undefined;
    const card = (doc: CardSource) => toCard(doc, params.categoryId, params.service, publicUrl);

    if (sort === 'distance') {
      if (!params.near) throw new Error('distance sort without near');
      return this.searchByDistance(base, params, cursor, card);
    }
    const key = sortKey(sort, slug);
    const { filter, sort: order } = keysetQuery(base, key, cursor);
    // Card fields and the sort key only: no doctors, hours, descriptions or search maps.
    const projection = { ...(slug ? CARD_PROJECTION : CARD_PROJECTION_WITHOUT_PRICES), [key]: 1 };
    const find = this.collection.find(filter, { projection }).sort(order).limit(params.limit + 1).toArray();
    // A first page that holds every match is its own total: no second query.
    const [docs, counted] = await Promise.all([find, cursor ? this.collection.countDocuments(base) : undefined]);
    const total = counted ?? (docs.length <= params.limit ? docs.length : await this.collection.countDocuments(base));
    const page = docs.slice(0, params.limit);
    const last = page[page.length - 1];
    const value = (doc: StoredClinic) =>
      sort === 'name' ? doc.search.name : slug ? doc.search.prices[slug] : doc.search.minPrice;
    return {
      results: page.map(card),
      total,
      nextCursor: docs.length > params.limit && last ? encodeCursor({ s: sort, v: value(last), id: last._id.toHexString() }) : null,
    };
  }

  /**
   * Distance needs a computed key that neither engine can index portably, so the
   * matching clinics' coordinates alone are read, ranked here, and only the page's
   * cards are loaded. Cost grows with the matches, not with the page number.
   */
  private async searchByDistance(
    base: Filter<StoredClinic>,
    params: SearchParams,
    cursor: { v: number | string; id: string } | undefined,
    card: (doc: CardSource) => ReturnType<typeof toCard>,
  ): Promise<ClinicSearchResponse> {
    const near = params.near as { lat: number; lng: number };
    const points = await this.collection
      .find(base, { projection: { _id: 1, 'search.lat': 1, 'search.lng': 1 } })
      .toArray();
    const ranked = points
      .map((p) => ({
        id: p._id.toHexString(),
        d: p.search.lat === null || p.search.lng === null ? Infinity : distanceKm(near, { lat: p.search.lat, lng: p.search.lng }),
      }))
      .filter((r) => Number.isFinite(r.d))
      .sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const start = cursor ? ranked.findIndex((r) => r.d > (cursor.v as number) || (r.d === cursor.v && r.id > cursor.id)) : 0;
    const page = start < 0 ? [] : ranked.slice(start, start + params.limit);
    const docs = await this.collection
      .find({ _id: { $in: page.map((r) => new ObjectId(r.id)) } }, { projection: CARD_PROJECTION })
      .toArray();
    const byId = new Map(docs.map((d) => [d._id.toHexString(), d]));
    const results = page.flatMap((r) => {
      const doc = byId.get(r.id);
      return doc ? [{ ...card(doc), distanceKm: Math.round(r.d * 100) / 100 }] : [];
    });
    const last = page[page.length - 1];
    const more = start >= 0 && start + params.limit < ranked.length;
    return {
      results,
      total: ranked.length,
      nextCursor: more && last ? encodeCursor({ s: 'distance', v: last.d, id: last.id }) : null,
    };
  }

  /**
   * Every matching clinic with coordinates, compact, for map clustering. The
   * whole-category lists are cached (see MarkersCache); a viewport is read each time.
   */
  markers(categoryId: number, service: string | undefined, bbox: BBox | undefined): Promise<ClinicMarker[]> {
    const slug = serviceSlug(categoryId, service);
    const read = () => this.readMarkers(matchFilter(categoryId, slug, bbox));
    return bbox ? read() : this.markersCache.get(`${categoryId}/${slug ?? ''}`, read);
  }

  private async readMarkers(filter: Filter<StoredClinic>): Promise<ClinicMarker[]> {
    const docs = await this.collection
      .find(filter, { projection: { _id: 1, 'detail.name': 1, 'search.lat': 1, 'search.lng': 1 }, batchSize: 10_000 })
      .toArray();
    const round = (n: number) => Math.round(n * 1e5) / 1e5;
    return docs.flatMap((d) =>
      d.search.lat === null || d.search.lng === null
        ? []
        : [[d._id.toHexString(), d.detail.name, round(d.search.lat), round(d.search.lng)] as ClinicMarker],
    );
  }

  async findById(id: ObjectId): Promise<StoredClinic | null> {
    return this.collection.findOne({ _id: id });
  }

  // ---- account-scoped: another account's clinic is simply not found ----

  async listForAccount(accountId: ObjectId): Promise<StoredClinic[]> {
    return this.collection.find({ accountId }).sort({ 'search.name': 1, _id: 1 }).toArray();
  }

  async findForAccount(accountId: ObjectId, id: ObjectId): Promise<StoredClinic | null> {
    return this.collection.findOne({ _id: id, accountId });
  }

  async insert(accountId: ObjectId, fields: ClinicFields, extra: { demo?: boolean; id?: ObjectId } = {}): Promise<StoredClinic> {
    const doc = newStoredClinic(accountId, extra.id ?? new ObjectId(), fields, new Date(), extra.demo);
    await this.markersCache.around(() => this.collection.insertOne(doc));
    return doc;
  }

  /** Bulk insert for seeding: same derived keys as insert(). */
  async insertMany(accountId: ObjectId, items: { id: ObjectId; fields: ClinicFields }[], extra: { demo?: boolean } = {}): Promise<void> {
    if (items.length === 0) return;
    const now = new Date();
    const insert = () => this.collection.insertMany(items.map(({ id, fields }) => newStoredClinic(accountId, id, fields, now, extra.demo)));
    await this.markersCache.around(insert);
  }

  /** Replaces what the owner controls; null when the clinic is not this account's. */
  async replaceForAccount(accountId: ObjectId, id: ObjectId, fields: ClinicFields): Promise<StoredClinic | null> {
    const $set = { ...fields, search: searchFieldsOf(fields), updatedAt: new Date() };
    return this.markersCache.around(() => this.collection.findOneAndUpdate({ _id: id, accountId }, { $set }, { returnDocument: 'after' }));
  }

  /** The deleted clinic (so its images can be removed), or null when it is not this account's. */
  async deleteForAccount(accountId: ObjectId, id: ObjectId): Promise<StoredClinic | null> {
    return this.markersCache.around(() => this.collection.findOneAndDelete({ _id: id, accountId }));
  }

  async count(): Promise<number> {
    return this.collection.estimatedDocumentCount();
  }
}

/** A new clinic document: the owner's fields, who owns it, when, and the derived search keys. */
function newStoredClinic(accountId: ObjectId, id: ObjectId, fields: ClinicFields, now: Date, demo?: boolean): StoredClinic {
  return {
    _id: id,
    accountId,
    createdAt: now,
    updatedAt: now,
    ...(demo ? { demo: true } : {}),
    ...fields,
    search: searchFieldsOf(fields),
  };
}
