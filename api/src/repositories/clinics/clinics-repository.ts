/**
 * The clinics collection. Public reads (search, markers, profile) and the
 * account-scoped writes every owner route should use: each write recomputes the
 * private search keys, and each owner read or write is filtered by accountId.
 */
import { ObjectId, type Collection, type Db, type Document, type Filter } from 'mongodb';
import type { ClinicMarker } from '@directpay/contracts';
import { ClusterCache, countIn, viewOf, type MarkersView } from './marker-clusters';
import { CardCache, cardFor, sameVersion, versionOf, VERSION_PROJECTION, type CardVersion, type SortKeys, type Version } from './card-cache';
import { shown, withDistance, type SearchAnswer, type ShownCard } from './card-json';
import { CARD_PROJECTION, cardParts } from './public-clinic';
import {
  decodeCursor,
  encodeCursor,
  keysetQuery,
  matchFilter,
  serviceSlug,
  sortIndex,
  sortKey,
  type BBox,
  type SearchParams,
  type SearchScope,
} from './search-query';
import { CLINICS_COLLECTION, NO_PRICE, revised, searchFieldsOf, type StoredClinic } from './stored-clinic';
import { pricesConfirmedAtOf } from './price-confirmation';
import { LocalMedians } from './local-medians';
import { PUBLIC_VISIBILITY, PublicClinics } from './public-view';
import type { ClinicVisibility } from '@directpay/contracts';

/** What an owner controls; the repository adds ids, timestamps and search keys. */
export type ClinicFields = Omit<StoredClinic, '_id' | 'accountId' | 'createdAt' | 'updatedAt' | 'revision' | 'search' | 'demo' | 'pricesConfirmedAt' | 'priceReminderAt' | 'visibility' | 'visibilityChangedAt' | 'closedAt' | 'moderation'>;

/**
 * Totals are counted up to this many: a larger search says "300+ clinics", so
 * a zoomed-out map never counts every clinic of a category on each request.
 */
export const COUNT_CAP = 300;

const WORLD: BBox = [-180, -85, 180, 85];

/** A clinic on a page: its id (hex) and version. */
interface PageItem {
  id: string;
  version: Version | undefined;
}

/** A row of a page: its card and the clinic's sort keys at that version. */
interface PageRow {
  card: ShownCard;
  keys: SortKeys;
}

/** One document per data migration that has run to the end (`_id`: its name). */
export const MIGRATIONS_COLLECTION = 'migrations';
/** The backfill of the search keys: the map tile and GeoJSON point (v2), the code prices (v3). */
export const SEARCH_KEYS_MIGRATION = 'clinic-search-keys-v3';
/** Every clinic stored before visibility existed was public: it is given `visibility: 'public'`. */
export const VISIBILITY_MIGRATION = 'clinic-visibility-v1';

/**
 * A counter every clinic write of any API process moves: each process follows it
 * and drops its map cluster indexes when another process has written.
 */
export const CHANGES_COLLECTION = 'changes';
const CLINICS_CHANGE = 'clinics';

interface ChangeCounter {
  _id: string;
  n: number;
}

interface MigrationRecord {
  _id: string;
  doneAt: Date;
  clinics: number;
}

export class ClinicsRepository {
  /** Owner-scoped and maintenance reads and writes only; public reads go through `public`. */
  readonly collection: Collection<StoredClinic>;
  /** Every public read (public-view.ts). */
  readonly public: PublicClinics;
  private readonly migrations: Collection<MigrationRecord>;
  private readonly clusters = new ClusterCache();
  private readonly changes: Collection<ChangeCounter>;
  /** The change counter as this process last saw it. */
  private seenChange = 0;
  /** Search cards by public URL (see card-cache.ts). */
  private readonly cards = new Map<string, CardCache>();
  /** The local medians of the fair-price mark, kept a minute (local-medians.ts). */
  readonly medians: LocalMedians;

  constructor(db: Db) {
    this.collection = db.collection<StoredClinic>(CLINICS_COLLECTION);
    this.public = new PublicClinics(this.collection);
    this.medians = new LocalMedians(this.public);
    this.migrations = db.collection<MigrationRecord>(MIGRATIONS_COLLECTION);
    this.changes = db.collection<ChangeCounter>(CHANGES_COLLECTION);
  }

  /** Drops the cluster indexes when another process has written a clinic since the last look. */
  async followOtherWrites(): Promise<void> {
    const n = (await this.changes.findOne({ _id: CLINICS_CHANGE }))?.n ?? 0;
    if (n === this.seenChange) return;
    this.seenChange = n;
    this.clusters.invalidate();
  }

  /**
   * Runs a clinic write, then drops this process's cluster indexes and, when the write
   * changed a clinic (a find-and-modify that matched none answers null), moves the
   * counter the others follow.
   */
  private async written<T>(write: () => Promise<T>): Promise<T> {
    const result = await this.clusters.around(write);
    if (result === null) return result;
    try {
      const moved = await this.changes.findOneAndUpdate({ _id: CLINICS_CHANGE }, { $inc: { n: 1 } }, { upsert: true, returnDocument: 'after' });
      // Another process wrote too since the last look: its write may postdate this one's invalidation.
      if (moved && moved.n !== this.seenChange + 1) this.clusters.invalidate();
      if (moved) this.seenChange = moved.n;
    } catch {
      // The write stands; the other processes' indexes still refresh on their own, only later.
    }
    return result;
  }

  /**
   * Created at start; idempotent. Viewport searches start with category then
   * map tile (see tiles.ts): by tile and name or price for the list's sorts,
   * by tile and latitude/longitude for counts. The category-wide name and
   * price indexes serve searches without a viewport (or a very large one), and
   * the category's 2dsphere index near-me search ($geoNear).
   */
  async ensureIndexes(): Promise<void> {
    await this.dropChangedIndexes(COVERING_INDEXES_WITH_VISIBILITY);
    await this.collection.createIndexes([
      { key: { categoryId: 1, 'search.tile': 1, 'search.lat': 1, 'search.lng': 1 }, name: 'category_tile_lat_lng' },
      // Latitude and longitude after the sort: the viewport is checked on the index keys, not on
      // each document. The version last: a page reads only VERSION_PROJECTION, which these hold,
      // so both engines answer it from the index without fetching a document (a covered read).
      { key: { categoryId: 1, 'search.tile': 1, 'search.name': 1, _id: 1, 'search.lat': 1, 'search.lng': 1, revision: 1, updatedAt: 1, visibility: 1 }, name: 'category_tile_name_covering' },
      { key: { categoryId: 1, 'search.tile': 1, 'search.minPrice': 1, _id: 1, 'search.lat': 1, 'search.lng': 1, revision: 1, updatedAt: 1, visibility: 1 }, name: 'category_tile_price_covering' },
      { key: { categoryId: 1, 'search.name': 1, _id: 1, revision: 1, updatedAt: 1, visibility: 1 }, name: 'category_name_covering' },
      { key: { categoryId: 1, 'search.minPrice': 1, _id: 1, revision: 1, updatedAt: 1, visibility: 1 }, name: 'category_price_covering' },
      // Category first: a near-me search walks its own category's points, not every nearer clinic
      // of every category (both engines bound the non-geo fields of a compound 2dsphere index).
      { key: { categoryId: 1, 'search.location': '2dsphere' }, name: 'category_location_2dsphere' },
      // A search by code, which spans every category: led by the code (multikey: a key per code a
      // clinic prices), then as the category's. The category after the sort: a code search with a
      // category checks it on the index keys. No per-code price index (sorted in memory, as a
      // service group's price); near-me by code walks the 2dsphere index above across categories.
      { key: { 'search.codes': 1, 'search.tile': 1, 'search.name': 1, _id: 1, categoryId: 1, 'search.lat': 1, 'search.lng': 1, revision: 1, updatedAt: 1, visibility: 1 }, name: 'code_tile_name_covering' },
      { key: { 'search.codes': 1, 'search.name': 1, _id: 1, categoryId: 1, revision: 1, updatedAt: 1, visibility: 1 }, name: 'code_name_covering' },
      { key: { accountId: 1 }, name: 'account' },
      // The price reminder's claim (price-confirmations-repository.ts): clinics confirmed 11 or more months ago.
      { key: { pricesConfirmedAt: 1 }, name: 'prices_confirmed_at' },
      // An import matches locations by the owner's external id: one location per id in an account.
      { key: { accountId: 1, externalId: 1 }, name: 'account_external_id', unique: true, partialFilterExpression: { externalId: { $type: 'string' } } },
    ]);
    // Superseded by the tile indexes in databases created before them; category_group_name
    // (multikey, several keys per clinic) served no sort and made every write dearer; the
    // sort indexes without the version, by the covering ones; location_2dsphere, by the one by category.
    for (const old of ['category_lat', 'category_lat_lng', 'category_group_name', 'category_tile_name', 'category_tile_price', 'category_name', 'category_price', 'location_2dsphere']) {
      await this.collection.dropIndex(old).catch((error: { code?: number }) => {
        if (error.code !== 27 && error.code !== 26) throw error;
      });
    }
  }

  /**
   * The covering indexes gained the visibility as their last key (public-view.ts): one of an
   * earlier version, of the same name and other keys, is dropped so it can be made again.
   */
  private async dropChangedIndexes(names: readonly string[]): Promise<void> {
    const existing = await this.collection.listIndexes().toArray().catch(() => [] as Document[]);
    for (const index of existing) {
      if (names.includes(index.name as string) && !('visibility' in (index.key as Document))) await this.collection.dropIndex(index.name as string);
    }
  }

  /** Clinics stored before visibility existed are public; run at start, once (recorded like the search keys). */
  async backfillVisibility(): Promise<number> {
    if (await this.migrations.findOne({ _id: VISIBILITY_MIGRATION })) return 0;
    const { modifiedCount } = await this.collection.updateMany({ visibility: { $exists: false } }, { $set: { visibility: PUBLIC_VISIBILITY } });
    await this.migrations.updateOne({ _id: VISIBILITY_MIGRATION }, { $set: { doneAt: new Date(), clinics: modifiedCount } }, { upsert: true });
    return modifiedCount;
  }

  /**
   * Clinics saved before the search keys gained their map tile and GeoJSON point,
   * or their code prices, are given them at start, so a data folder or database from an
   * earlier version keeps finding every clinic without a reseed. It runs once:
   * looking for such clinics reads every clinic (no index holds a missing
   * field), which at a million clinics would slow every start, so its end is
   * recorded in the migrations collection and later starts skip it. Every
   * write since computes the keys itself. Idempotent: it touches only
   * documents that lack a key, in batches that walk the _id index forward,
   * so the whole run reads each clinic once.
   */
  async backfillSearchFields(): Promise<number> {
    if (await this.migrations.findOne({ _id: SEARCH_KEYS_MIGRATION })) return 0;
    let updated = 0;
    let after: ObjectId | undefined;
    for (;;) {
      const lacking = { $or: [{ 'search.tile': { $exists: false } }, { 'search.codePrices': { $exists: false } }] };
      const filter: Filter<StoredClinic> = { ...lacking, ...(after ? { _id: { $gt: after } } : {}) };
      const batch = await this.collection.find(filter).sort({ _id: 1 }).limit(500).toArray();
      if (batch.length === 0) {
        await this.migrations.updateOne({ _id: SEARCH_KEYS_MIGRATION }, { $set: { doneAt: new Date(), clinics: updated } }, { upsert: true });
        return updated;
      }
      await this.collection.bulkWrite(
        batch.map((doc) => ({ updateOne: { filter: { _id: doc._id }, update: { $set: { search: searchFieldsOf(doc) } } } })),
        { ordered: false },
      );
      updated += batch.length;
      after = batch[batch.length - 1]._id;
    }
  }

  async search(params: SearchParams, publicUrl: string): Promise<SearchAnswer> {
    const slug = serviceSlug(params.categoryId, params.service);
    const base = matchFilter(params, slug, params.bbox);
    const sort = params.sort ?? (params.near ? 'distance' : 'name');
    const cursor = params.cursor ? decodeCursor(params.cursor, sort) : undefined;

    if (sort === 'distance') {
      if (!params.near) throw new Error('distance sort without near');
      return this.searchByDistance(base, slug, params, cursor, publicUrl);
    }
    const key = sortKey(sort, slug, params.code);
    const { filter, sort: order } = keysetQuery(base, key, cursor);
    // Versions only: the cards and their sort keys come from the card cache, or one more read for
    // those it lacks. The index holds these fields, so the engine reads no document (a covered read).
    const projection = VERSION_PROJECTION;
    const hint = sortIndex(base, key);
    const find = this.public.find<CardVersion>(filter, { projection, ...(hint ? { hint } : {}) }).sort(order).limit(params.limit + 1).toArray();
    // A first page that holds every match is its own total: no second query.
    const count = () => this.indexedCount(params, slug, params.bbox) ?? this.cappedCount(base);
    const [found, counted] = await Promise.all([find, cursor ? count() : undefined]);
    const page = found.slice(0, params.limit).map((doc): PageItem => ({ id: doc._id.toHexString(), version: versionOf(doc) }));
    const [total, rows] = await Promise.all([
      counted ?? (found.length <= params.limit ? { total: found.length } : count()),
      this.cardsOf(page, params, publicUrl),
    ]);
    const lastAt = rows.findLastIndex((row) => row !== undefined);
    const last = rows[lastAt];
    const value = (keys: SortKeys) => {
      if (sort === 'name') return keys.name;
      // The filter kept only clinics pricing the code or group, so their card's keys hold its price.
      if (params.code !== undefined) return keys.codePrices?.[params.code] ?? NO_PRICE;
      return slug ? keys.prices[slug] : keys.minPrice;
    };
    return {
      results: rows.flatMap((row) => (row ? [row.card] : [])),
      ...total,
      nextCursor: found.length > params.limit && last ? encodeCursor({ s: sort, v: value(last.keys), id: page[lastAt].id }) : null,
    };
  }

  /**
   * The cards of a page, in its order, each with the sort keys of the version
   * it shows: from the card cache when a clinic's version is the one a card
   * was made from, the others read in one query and kept. A clinic deleted
   * between the two reads has no row (undefined in its place).
   */
  private async cardsOf(page: PageItem[], params: SearchParams, publicUrl: string): Promise<(PageRow | undefined)[]> {
    const cache = this.cardCache(publicUrl);
    const kept = ({ id, version }: PageItem): PageRow | undefined => {
      const card = cache.card(id, version, params);
      const keys = card && cache.sortKeys(id, version);
      return card && keys ? { card, keys } : undefined;
    };
    const rows = page.map(kept);
    const missing = page.filter((_, i) => rows[i] === undefined).map((item) => new ObjectId(item.id));
    if (missing.length > 0) {
      const read = await this.public.find({ _id: { $in: missing } }, { projection: { ...CARD_PROJECTION, ...VERSION_PROJECTION } }).toArray();
      const byId = new Map(read.map((doc) => [doc._id.toHexString(), doc]));
      page.forEach((item, i) => {
        if (rows[i]) return;
        const fresh = byId.get(item.id);
        if (!fresh) return;
        const parts = cardParts(fresh, publicUrl);
        const version = versionOf(fresh);
        cache.remember(item.id, version, parts);
        // From the cache when the page read this same version.
        rows[i] = (sameVersion(version, item.version) ? kept(item) : undefined) ?? { card: shown(cardFor(parts, params)), keys: parts.keys };
      });
    }
    return rows;
  }

  /** Cards hold image URLs, so there is one cache per public URL (one in a running API). */
  private cardCache(publicUrl: string): CardCache {
    let cache = this.cards.get(publicUrl);
    if (!cache) this.cards.set(publicUrl, (cache = new CardCache()));
    return cache;
  }

  /**
   * A total from the map's cluster index of the same category and service,
   * when the map has built it since the last write: the located clinics inside
   * the viewport (or anywhere, for near-me, which lists located clinics only),
   * the same clinics as the search filter, counted in memory instead of a
   * second query. Undefined otherwise, and for a list search without a
   * viewport, which also matches clinics without coordinates.
   */
  private indexedCount(scope: SearchScope, slug: string | undefined, bbox: BBox | undefined, locatedOnly = false): { total: number; totalCapped?: true } | undefined {
    const built = bbox || locatedOnly ? this.clusters.peek(clusterKey(scope, slug)) : undefined;
    if (!built) return undefined;
    const n = bbox ? countIn(built, bbox) : built.total;
    return n > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: n };
  }

  /** The number of matches up to COUNT_CAP, and whether there are more. */
  private async cappedCount(filter: Filter<StoredClinic>): Promise<{ total: number; totalCapped?: true }> {
    const n = await this.public.countDocuments(filter, { limit: COUNT_CAP + 1 });
    return n > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: n };
  }

  /**
   * Nearest first with $geoNear on the 2dsphere index: both engines walk
   * outward from the point and stop after the page. A later page starts at
   * the cursor's distance (minDistance) and skips the rows of that distance
   * it already had. Distances are metres on MongoDB's sphere.
   */
  private async searchByDistance(
    base: Filter<StoredClinic>,
    slug: string | undefined,
    params: SearchParams,
    cursor: { v: number | string; id: string } | undefined,
    publicUrl: string,
  ): Promise<SearchAnswer> {
    const near = params.near as { lat: number; lng: number };
    const after = cursor ? [{ $match: { $or: [{ distance: { $gt: cursor.v } }, { _id: { $gt: new ObjectId(cursor.id) } }] } }] : [];
    const pipeline: Document[] = [
      {
        $geoNear: {
          near: { type: 'Point', coordinates: [near.lng, near.lat] },
          key: 'search.location',
          distanceField: 'distance',
          spherical: true,
          query: base,
          ...(cursor ? { minDistance: cursor.v } : {}),
        },
      },
      ...after,
      { $limit: params.limit + 1 },
      { $project: { ...VERSION_PROJECTION, distance: 1 } },
    ];
    const [found, counted] = await Promise.all([
      this.public.aggregate<CardVersion & { distance: number }>(pipeline).toArray(),
      this.indexedCount(params, slug, params.bbox, true) ?? this.cappedCount(base),
    ]);
    const nearest = found.slice(0, params.limit).map((doc) => ({ item: { id: doc._id.toHexString(), version: versionOf(doc) }, distance: doc.distance }));
    const last = nearest[nearest.length - 1];
    const rows = await this.cardsOf(nearest.map((n) => n.item), params, publicUrl);
    return {
      results: nearest.flatMap(({ distance }, i) => {
        const row = rows[i];
        return row ? [withDistance(row.card, Math.round(distance / 10) / 100)] : [];
      }),
      ...counted,
      nextCursor: found.length > params.limit && last ? encodeCursor({ s: 'distance', v: last.distance, id: last.item.id }) : null,
    };
  }

  /**
   * What the map draws for a viewport and zoom: clusters and single clinics,
   * from the search scope's cluster index (see marker-clusters.ts).
   */
  async markers(scope: SearchScope, bbox: BBox | undefined, zoom: number): Promise<MarkersView> {
    const slug = serviceSlug(scope.categoryId, scope.service);
    const built = await this.clusters.get(clusterKey(scope, slug), () => this.readMarkers(matchFilter(scope, slug, undefined)));
    return viewOf(built, bbox ?? WORLD, zoom);
  }

  // Batches of 2,000: other requests are answered between them while a large category is read.
  // Exact coordinates: the index counts viewports with them (markers are rounded on the way out).
  private async readMarkers(filter: Filter<StoredClinic>): Promise<ClinicMarker[]> {
    const docs = await this.public
      .find<Pick<StoredClinic, '_id' | 'detail' | 'search'>>(filter, { projection: { _id: 1, 'detail.name': 1, 'search.lat': 1, 'search.lng': 1 }, batchSize: 2_000 })
      .toArray();
    return docs.flatMap((d) =>
      d.search.lat === null || d.search.lng === null ? [] : [[d._id.toHexString(), d.detail.name, d.search.lat, d.search.lng] as ClinicMarker],
    );
  }

  /** A clinic the public may see, or null (unknown, or not public). */
  async findPublic(id: ObjectId): Promise<StoredClinic | null> {
    return this.public.findOne({ _id: id });
  }

  // ---- account-scoped: another account's clinic is simply not found ----

  async listForAccount(accountId: ObjectId): Promise<StoredClinic[]> {
    return this.collection.find({ accountId }).sort({ 'search.name': 1, _id: 1 }).toArray();
  }

  /**
   * Several clinic writes made as one (an import, or its undo): this process's map
   * indexes and the change counter the others follow move once, after them.
   */
  async writeMany(write: () => Promise<void>): Promise<void> {
    await this.written(async () => {
      await write();
      return true;
    });
  }

  async findForAccount(accountId: ObjectId, id: ObjectId): Promise<StoredClinic | null> {
    return this.collection.findOne({ _id: id, accountId });
  }

  async insert(accountId: ObjectId, fields: ClinicFields, extra: { demo?: boolean; id?: ObjectId } = {}): Promise<StoredClinic> {
    const doc = newStoredClinic(accountId, extra.id ?? new ObjectId(), fields, new Date(), extra.demo);
    await this.written(() => this.collection.insertOne(doc));
    return doc;
  }

  /** Bulk insert for seeding: same derived keys as insert(). */
  async insertMany(accountId: ObjectId, items: { id: ObjectId; fields: ClinicFields }[], extra: { demo?: boolean } = {}): Promise<void> {
    if (items.length === 0) return;
    const now = new Date();
    const insert = () => this.collection.insertMany(items.map(({ id, fields }) => newStoredClinic(accountId, id, fields, now, extra.demo)));
    await this.written(insert);
  }

  /** Replaces what the owner controls; null when the clinic is not this account's. */
  async replaceForAccount(accountId: ObjectId, id: ObjectId, fields: ClinicFields): Promise<StoredClinic | null> {
    const $set = { ...fields, pricesConfirmedAt: pricesConfirmedAtOf(fields), search: searchFieldsOf(fields), ...revised(new Date()) };
    return this.written(() => this.collection.findOneAndUpdate({ _id: id, accountId }, { $set }, { returnDocument: 'after' }));
  }

  /** The deleted clinic (so its images can be removed), or null when it is not this account's. */
  async deleteForAccount(accountId: ObjectId, id: ObjectId): Promise<StoredClinic | null> {
    return this.written(() => this.collection.findOneAndDelete({ _id: id, accountId }));
  }

  /**
   * Sets the visibility of those of `ids` that are this account's and now `from`. A moderator's
   * state is never this call's `from`, so an owner cannot undo it: on a closed or suspended
   * listing the owner's own choice is kept beside the decision, and a restore gives it back.
   * A new revision, so no cached card outlives it; the map indexes drop. The count changed.
   */
  async setVisibility(accountId: ObjectId, ids: ObjectId[], from: ClinicVisibility, to: ClinicVisibility, now = new Date()): Promise<number> {
    if (ids.length === 0 || from === to) return 0;
    // Null when none changed: the counter the other processes follow stays (a repeated request writes nothing).
    const result = await this.written(async () => {
      const update = await this.collection.updateMany({ _id: { $in: ids }, accountId, visibility: from }, { $set: { visibility: to, visibilityChangedAt: now, ...revised(now) } });
      const moderated = await this.collection.updateMany(
        { _id: { $in: ids }, accountId, 'moderation.visibilityBefore': from },
        { $set: { 'moderation.visibilityBefore': to, ...revised(now) } },
      );
      const modifiedCount = update.modifiedCount + moderated.modifiedCount;
      return modifiedCount > 0 ? { modifiedCount } : null;
    });
    const changed = result?.modifiedCount ?? 0;
    if (changed > 0) this.medians.clear();
    return changed;
  }

  /** Clinics by id whatever their visibility: for moderators, who see every listing reported. */
  async findForModeration(ids: ObjectId[]): Promise<StoredClinic[]> {
    return ids.length === 0 ? [] : this.collection.find({ _id: { $in: ids } }).toArray();
  }

  /**
   * A moderator's decision on a listing: its visibility, closedAt and decision as given (unset when
   * absent). Writing the same again changes nothing, so a decision interrupted by a crash is completed
   * by running it again (moderation/decisions.ts). A new revision; the map indexes and medians drop.
   */
  async setStanding(id: ObjectId, standing: Pick<StoredClinic, 'visibility' | 'closedAt' | 'moderation'>, now = new Date()): Promise<StoredClinic | null> {
    const { visibility, closedAt, moderation } = standing;
    const $unset: Record<string, ''> = { ...(closedAt ? {} : { closedAt: '' as const }), ...(moderation ? {} : { moderation: '' as const }) };
    const $set = { visibility, visibilityChangedAt: now, ...(closedAt ? { closedAt } : {}), ...(moderation ? { moderation } : {}), ...revised(now) };
    const updated = await this.written(() =>
      this.collection.findOneAndUpdate({ _id: id }, { $set, ...(Object.keys($unset).length > 0 ? { $unset } : {}) }, { returnDocument: 'after' }),
    );
    if (updated) this.medians.clear();
    return updated;
  }

  /** The owner's one answer to the decision on their listing; null when it has no decision of this case or one already answered. */
  async answerDecision(accountId: ObjectId, id: ObjectId, caseId: ObjectId, answer: { text: string; answeredAt: Date }): Promise<StoredClinic | null> {
    return this.collection.findOneAndUpdate(
      { _id: id, accountId, 'moderation.caseId': caseId, 'moderation.answer': { $exists: false } },
      { $set: { 'moderation.answer': answer } },
      { returnDocument: 'after' },
    );
  }

  async count(): Promise<number> {
    return this.collection.estimatedDocumentCount();
  }
}

/** The indexes whose last key is the visibility, so the public filter keeps their reads covered. */
const COVERING_INDEXES_WITH_VISIBILITY = [
  'category_tile_name_covering',
  'category_tile_price_covering',
  'category_name_covering',
  'category_price_covering',
  'code_tile_name_covering',
  'code_name_covering',
] as const;

/** The cluster index of a category and service group ('' for every service), or of a code (with its category, if any). */
const clusterKey = ({ categoryId, code }: SearchScope, slug: string | undefined) =>
  code === undefined ? `${categoryId}/${slug ?? ''}` : `code:${code}/${categoryId ?? ''}`;

/** A new clinic document: the owner's fields, who owns it, when, and the derived search keys. */
export function newStoredClinic(accountId: ObjectId, id: ObjectId, fields: ClinicFields, now: Date, demo?: boolean): StoredClinic {
  return {
    _id: id,
    accountId,
    createdAt: now,
    ...(demo ? { demo: true } : {}),
    ...fields,
    visibility: PUBLIC_VISIBILITY,
    pricesConfirmedAt: pricesConfirmedAtOf(fields),
    search: searchFieldsOf(fields),
    ...revised(now),
  };
}

/** A stored clinic with the owner's fields replaced, as replaceForAccount writes it, as a whole document. */
export function replacedClinic(current: StoredClinic, fields: ClinicFields, now: Date): StoredClinic {
  // The fields bring the prices and where they came from: an earlier CMS file's facts do not outlive its prices.
  const { priceFile: _earlierFile, ...kept } = current;
  return { ...kept, ...fields, pricesConfirmedAt: pricesConfirmedAtOf(fields), search: searchFieldsOf(fields), ...revised(now) };
}
