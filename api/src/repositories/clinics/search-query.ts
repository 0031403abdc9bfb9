/**
 * Turns validated search parameters into a MongoDB filter, sort and keyset
 * cursor. Only operators both MongoDB and the embedded engine share are used
 * (equality, ranges, $and/$or), so one code path serves both.
 */
import { ObjectId, type Filter, type Sort } from 'mongodb';
import { ALL_SERVICES, findCategory, type BBox, type LatLng, type SearchSort } from '@directpay/contracts';
import { badRequest } from '#src/lib/http-errors';
import { groupSlug, type StoredClinic } from './stored-clinic';
import { tilesOf } from './tiles';

export type { BBox, LatLng, SearchSort } from '@directpay/contracts';

export interface SearchParams {
  categoryId: number;
  /** A service group label of the category; undefined or 'All services' means every clinic. */
  service?: string;
  bbox?: BBox;
  near?: LatLng;
  sort?: SearchSort;
  limit: number;
  cursor?: string;
}

/** Where the previous page stopped: the sort value and id of its last row. */
export interface Cursor {
  s: SearchSort;
  v: number | string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(text: string, sort: SearchSort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('cursor is not a cursor this API returned', '/query/cursor');
  }
  const c = parsed as Partial<Cursor> | null;
  const valueOk = sort === 'name' ? typeof c?.v === 'string' : typeof c?.v === 'number' && Number.isFinite(c.v);
  if (!c || c.s !== sort || !valueOk || typeof c.id !== 'string' || !ObjectId.isValid(c.id) || c.id.length !== 24) {
    throw badRequest('cursor is not a cursor this API returned for this sort', '/query/cursor');
  }
  return c as Cursor;
}

/** The slug of a service group label, or undefined for 'All services'. 400 when the category has no such group. */
export function serviceSlug(categoryId: number, service: string | undefined): string | undefined {
  if (service === undefined || service === ALL_SERVICES) return undefined;
  const group = findCategory(categoryId)?.serviceGroups.find((g) => g.label === service);
  if (!group) throw badRequest(`service must be '${ALL_SERVICES}' or a service group of category ${categoryId}`, '/query/service');
  return groupSlug(group.label);
}

/**
 * Every clinic matching category, service and viewport: the filter behind
 * results and total. A viewport also names its map tiles (when there are not
 * too many), which the search indexes start with.
 */
export function matchFilter(categoryId: number, slug: string | undefined, bbox: BBox | undefined): Filter<StoredClinic> {
  const filter: Record<string, unknown> = { categoryId };
  const tiles = bbox ? tilesOf(bbox) : undefined;
  if (tiles) filter['search.tile'] = { $in: tiles };
  if (slug) filter['search.groups'] = slug;
  if (bbox) {
    filter['search.lat'] = { $gte: bbox[1], $lte: bbox[3] };
    filter['search.lng'] = { $gte: bbox[0], $lte: bbox[2] };
  }
  return filter as Filter<StoredClinic>;
}

export function sortKey(sort: 'name' | 'price', slug: string | undefined): string {
  if (sort === 'name') return 'search.name';
  return slug ? `search.prices.${slug}` : 'search.minPrice';
}

/**
 * One page after the cursor, ordered by (key, _id). The top-level `$gte`
 * lets an index on the key skip earlier pages instead of reading them.
 */
export function keysetQuery(
  base: Filter<StoredClinic>,
  key: string,
  cursor: Cursor | undefined,
): { filter: Filter<StoredClinic>; sort: Sort } {
  const sort: Sort = { [key]: 1, _id: 1 };
  if (!cursor) return { filter: base, sort };
  const id = new ObjectId(cursor.id);
  const after = { $or: [{ [key]: { $gt: cursor.v } }, { [key]: cursor.v, _id: { $gt: id } }] };
  return { filter: { $and: [base, { [key]: { $gte: cursor.v } }, after] } as Filter<StoredClinic>, sort };
}

/**
 * The index that serves a sort in key order: by tile when the filter names
 * tiles, else the whole category's. Undefined for a per-service price, which
 * no index holds (those matches are sorted in memory).
 */
export function sortIndex(filter: Filter<StoredClinic>, key: string): string | undefined {
  const tiled = 'search.tile' in filter;
  if (key === 'search.name') return tiled ? 'category_tile_name_covering' : 'category_name_covering';
  if (key === 'search.minPrice') return tiled ? 'category_tile_price_covering' : 'category_price_covering';
  return undefined;
}
