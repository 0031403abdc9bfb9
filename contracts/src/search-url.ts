/**
 * The search page's URL (`/search?category=…&code=…&service=…&where=…&near=…&sort=…`)
 * is a contract between the host, which links into the search, and mf-search,
 * which reads and rewrites it. Its parameter names and formats live only here.
 *
 * A URL is typed by people and shared around, so reading is forgiving: a value
 * that does not fit its schema is treated as absent (the search falls back to
 * its defaults) rather than rejected.
 */
import { isBillingCode, normalizeCode } from './billing-codes';
import { SEARCH_SORTS, type LatLng, type SearchSort } from './search';
import { findCategory, findCategoryByLabel, type Category } from './catalog';

export const SEARCH_PATH = '/search';

/** The local storage keys of the last search's filters (the specification's names). */
export const STORED_CATEGORY_KEY = 'selectedCategoryId';
export const STORED_SERVICE_KEY = 'selectedService';

/** What a parameter's text must be to be read: plain rules, so the page reads its URL without a schema library. */
interface TextRule {
  minLength?: number;
  maxLength: number;
  pattern?: RegExp;
  oneOf?: readonly string[];
}

const LAT_LNG_PATTERN = /^\s*-?[0-9]+(\.[0-9]+)?\s*,\s*-?[0-9]+(\.[0-9]+)?\s*$/;
const NUMBER_PATTERN = /^-?[0-9]+(\.[0-9]+)?$/;

/** Every query parameter the search reads, as text on the wire. */
export interface SearchUrlParams {
  /** A category label in any case ('Dental', 'direct primary care'). */
  category?: string;
  /** A billing code ('D1110'): clinics pricing a service that carries it, in every category unless one is given. */
  code?: string;
  /** A service group label of the category; 'All services' means none. */
  service?: string;
  /** The place as the visitor typed or chose it ('Denver, CO'). */
  where?: string;
  /** 'lat,lng' the distances are measured from. */
  near?: string;
  sort?: SearchSort;
  /** The map's centre and zoom. */
  lat?: string;
  lng?: string;
  zoom?: string;
}
export type SearchUrlParam = keyof SearchUrlParams;

const RULES: Record<SearchUrlParam, TextRule> = {
  category: { minLength: 1, maxLength: 100 },
  // As typed ('d1110 '): read trimmed and upper-cased, then it must have a code's format.
  code: { minLength: 1, maxLength: 20 },
  service: { maxLength: 100 },
  where: { maxLength: 100 },
  near: { pattern: LAT_LNG_PATTERN, maxLength: 60 },
  sort: { oneOf: SEARCH_SORTS, maxLength: 20 },
  lat: { pattern: NUMBER_PATTERN, maxLength: 30 },
  lng: { pattern: NUMBER_PATTERN, maxLength: 30 },
  zoom: { pattern: NUMBER_PATTERN, maxLength: 10 },
};

/** Whether a parameter's text fits its rule (length in UTF-16 units, as JSON Schema checkers in JavaScript count). */
export function fitsSearchParam(name: SearchUrlParam, value: string): boolean {
  const rule = RULES[name];
  return (
    value.length >= (rule.minLength ?? 0) &&
    value.length <= rule.maxLength &&
    (!rule.pattern || rule.pattern.test(value)) &&
    (!rule.oneOf || rule.oneOf.includes(value))
  );
}

/**
 * The categories' labels in the site's other languages (the contracts' es.json's, held equal
 * by search-url.test.ts): a Spanish page's link may carry either label. A small table here, so
 * an English page resolves a shared Spanish link without the Spanish catalog.
 */
const TRANSLATED_CATEGORY_LABELS: Readonly<Record<number, readonly string[]>> = {
  1: ['Odontología'],
  2: ['Estudios de imagen'],
  3: ['Atención primaria directa'],
  4: ['FIV'],
  6: ['Cuidado de animales'],
  8: ['Vasectomía'],
  9: ['Cuidado de los ojos'],
  10: ['Ayuda financiera'],
  11: ['Quiropráctica'],
  12: ['Salud compartida'],
  13: ['Detección de cáncer'],
};

/** Lower case without accents: 'Odontología', 'odontologia' and 'ODONTOLOGÍA' read the same. */
const folded = (text: string) => text.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The category a URL's `category` names: its English label in any case (the URL's canonical
 * form), or its label in another language of the site, accents optional.
 */
export function findSearchCategory(label: string): Category | undefined {
  const english = findCategoryByLabel(label);
  if (english) return english;
  const wanted = folded(label);
  const id = Object.entries(TRANSLATED_CATEGORY_LABELS).find(([, labels]) => labels.some((l) => folded(l) === wanted))?.[0];
  return id === undefined ? undefined : findCategory(Number(id));
}

/** The parameters in the order a canonical URL writes them. */
export const SEARCH_URL_PARAMS: readonly SearchUrlParam[] = ['category', 'code', 'service', 'sort', 'where', 'near', 'lat', 'lng', 'zoom'];

/** The search URL read into values; a parameter absent or unusable is left out. */
export interface SearchUrl {
  category?: string;
  /** Normalized ('D1110'). */
  code?: string;
  service?: string;
  where?: string;
  near?: LatLng;
  sort?: SearchSort;
  lat?: number;
  lng?: number;
  zoom?: number;
}

const inRange = (n: number, limit: number) => Number.isFinite(n) && Math.abs(n) <= limit;

/** '40.76,-111.89' -> { lat, lng }; null when it is not a point on Earth. */
export function parseSearchPoint(text: string | null | undefined): LatLng | null {
  if (!text || !fitsSearchParam('near', text)) return null;
  const [lat, lng] = text.split(',').map((p) => Number(p.trim()));
  return inRange(lat, 90) && inRange(lng, 180) ? { lat, lng } : null;
}

/** Rounded to 5 decimals (about a metre): enough for a map and a stable URL. */
export const roundCoordinate = (n: number, digits = 5) => Number(n.toFixed(digits));

export function readSearchUrl(params: URLSearchParams): SearchUrl {
  const raw: Record<string, string> = {};
  for (const name of SEARCH_URL_PARAMS) {
    const value = params.get(name);
    if (value !== null && fitsSearchParam(name, value)) raw[name] = value;
  }
  const url: SearchUrl = {};
  if (raw.category?.trim()) url.category = raw.category.trim();
  const code = raw.code === undefined ? undefined : normalizeCode(raw.code);
  if (code && isBillingCode(code)) url.code = code;
  if (raw.service !== undefined) url.service = raw.service;
  if (raw.where?.trim()) url.where = raw.where.trim();
  const near = parseSearchPoint(raw.near);
  if (near) url.near = near;
  if (raw.sort) url.sort = raw.sort as SearchSort;
  if (raw.lat !== undefined && inRange(Number(raw.lat), 85)) url.lat = Number(raw.lat);
  if (raw.lng !== undefined && inRange(Number(raw.lng), 180)) url.lng = Number(raw.lng);
  if (raw.zoom !== undefined) url.zoom = Number(raw.zoom);
  return url;
}

/** The canonical query string: stable order, rounded coordinates, empty values left out. */
export function writeSearchUrl(url: SearchUrl): URLSearchParams {
  const text: Partial<Record<SearchUrlParam, string>> = {
    category: url.category,
    code: url.code,
    service: url.service,
    sort: url.sort,
    where: url.where?.trim() || undefined,
    near: url.near ? `${roundCoordinate(url.near.lat)},${roundCoordinate(url.near.lng)}` : undefined,
    lat: url.lat === undefined ? undefined : String(roundCoordinate(url.lat)),
    lng: url.lng === undefined ? undefined : String(roundCoordinate(url.lng)),
    zoom: url.zoom === undefined ? undefined : String(url.zoom),
  };
  const params = new URLSearchParams();
  for (const name of SEARCH_URL_PARAMS) {
    const value = text[name];
    if (value !== undefined && value !== '') params.set(name, value);
  }
  return params;
}

/** A link to the search: `/search` alone when nothing is set. */
export function searchHref(url: SearchUrl = {}): string {
  const query = writeSearchUrl(url).toString();
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/**
 * GET /places' query for a place handed over as `where`: the search looks it up with this, and
 * a page that starts the lookup ahead (the home page, at the tap on Find clinics) asks the very
 * same URL, so the search's client takes that answer instead of asking again.
 */
export function wherePlacesQuery(where: string): { q: string; limit: number } {
  return { q: where.trim(), limit: 8 };
}

/**
 * That lookup's path and query, as the endpoint client writes it (search-url.test.ts holds the
 * two equal), without the endpoint's schemas: the home page's script carries only this.
 */
export function wherePlacesPath(where: string): string {
  const { q, limit } = wherePlacesQuery(where);
  return `/places?${new URLSearchParams({ q, limit: String(limit) })}`;
}
