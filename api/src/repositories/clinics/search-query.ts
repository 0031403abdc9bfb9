/**
 * Turns validated search parameters into a MongoDB filter, sort and keyset
 * cursor. Only operators both MongoDB and the embedded engine share are used
 * (equality, ranges, $and/$or), so one code path serves both.
 */
import { ObjectId, type Filter, type Sort } from 'mongodb';
import { ALL_SERVICES, findCategory, type BBox, type LatLng, type SearchSort } from '@directpay/contracts';
import { badRequest } from '#src/lib/http-errors';
import { NO_PRICE, groupSlug, type StoredClinic } from './stored-clinic';
import { tilesOf } from './tiles';
import { publicFilter } from './public-view';

export type { BBox, LatLng, SearchSort } from '@directpay/contracts';

/** Which clinics a search is about: a category, a service group of it, a billing code (at least a category or a code). */
export interface SearchScope {
  /** Undefined only for a code search, which then spans every category. */
  categoryId?: number;
  /** A service group label of the category; undefined or 'All services' means every clinic. */
  service?: string;
  /** A billing code: clinics with a priced service carrying it. */
  code?: string;
}

export interface SearchParams extends SearchScope {
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

/** Farther than any two points are apart on MongoDB's sphere (half its circumference, in metres). */
const MAX_DISTANCE_M = Math.PI * 6_378_100;
const HEX_ID = /^[0-9a-f]{24}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Whether `v` can be where a page of this sort stopped: the type and range of its sort key. */
function sortValueOk(sort: SearchSort, v: unknown): boolean {
  if (sort === 'name') return typeof v === 'string';
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) return false;
  // A price key is a price or NO_PRICE (no priced service); a distance is in metres.
  return sort === 'price' ? v <= NO_PRICE : v <= MAX_DISTANCE_M;
}

/**
 * The cursor of a previous page, checked field by field: anything but what
 * encodeCursor wrote for this sort is a 400 naming `cursor`, never a query
 * the database refuses.
 */
export function decodeCursor(text: string, sort: SearchSort): Cursor {
  const refused = (why: string) => badRequest(`cursor ${why}; send the nextCursor of the previous page unchanged`, '/query/cursor');
  // Node's decoder skips characters outside the alphabet, so only its own output is taken.
  const bytes = Buffer.from(text, 'base64url');
  if (!BASE64URL.test(text) || bytes.toString('base64url') !== text) throw refused('is not base64url text');
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw refused('is not a cursor this API returned');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw refused('is not a cursor this API returned');
  const keys = Object.keys(parsed);
  if (keys.length !== 3 || !['s', 'v', 'id'].every((k) => keys.includes(k))) throw refused('must hold exactly s, v and id');
  const { s, v, id } = parsed as Record<string, unknown>;
  if (s !== sort) throw refused(`was not made for sort=${sort}`);
  if (!sortValueOk(sort, v)) throw refused(`holds no ${sort} a page can stop at`);
  if (typeof id !== 'string' || !HEX_ID.test(id)) throw refused('holds no clinic id');
  return { s: sort, v: v as number | string, id };
}

/** The slug of a service group label, or undefined for 'All services'. 400 when the category has no such group. */
export function serviceSlug(categoryId: number | undefined, service: string | undefined): string | undefined {
  if (service === undefined || service === ALL_SERVICES) return undefined;
  if (categoryId === undefined) throw badRequest('service needs a categoryId: a service group belongs to a category', '/query/service');
  const group = findCategory(categoryId)?.serviceGroups.find((g) => g.label === service);
  if (!group) throw badRequest(`service must be '${ALL_SERVICES}' or a service group of category ${categoryId}`, '/query/service');
  return groupSlug(group.label);
}

/**
 * Every clinic matching the scope (category and service slug, or code) and
 * viewport: the filter behind results and total. A viewport also names its map
 * tiles (when there are not too many), which the search indexes start with
 * after the category or the code. Public clinics only (public-view.ts).
 */
export function matchFilter({ categoryId, code }: SearchScope, slug: string | undefined, bbox: BBox | undefined): Filter<StoredClinic> {
  const filter: Record<string, unknown> = {};
  if (code !== undefined) filter['search.codes'] = code;
  if (categoryId !== undefined) filter.categoryId = categoryId;
  const tiles = bbox ? tilesOf(bbox) : undefined;
  if (tiles) filter['search.tile'] = { $in: tiles };
  if (slug) filter['search.groups'] = slug;
  if (bbox) {
    filter['search.lat'] = { $gte: bbox[1], $lte: bbox[3] };
    filter['search.lng'] = { $gte: bbox[0], $lte: bbox[2] };
  }
  return publicFilter(filter) as Filter<StoredClinic>;
}

/** A code search's price is that code's lowest; a service group's, the group's. */
export function sortKey(sort: 'name' | 'price', slug: string | undefined, code?: string): string {
  if (sort === 'name') return 'search.name';
  if (code !== undefined) return `search.codePrices.${code}`;
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
 * tiles, else the whole category's (or code's). Undefined for a per-service or
 * per-code price, which no index holds (those matches are sorted in memory).
 */
export function sortIndex(filter: Filter<StoredClinic>, key: string): string | undefined {
  const tiled = 'search.tile' in filter;
  if ('search.codes' in filter) return key === 'search.name' ? (tiled ? 'code_tile_name_covering' : 'code_name_covering') : undefined;
  if (key === 'search.name') return tiled ? 'category_tile_name_covering' : 'category_name_covering';
  if (key === 'search.minPrice') return tiled ? 'category_tile_price_covering' : 'category_price_covering';
  return undefined;
}
