/**
 * The search as it lives in the query string, so a search can be shared and
 * the back button works. The parameters themselves (names, formats) are the
 * contracts' search URL; this file decides what a URL means for the search
 * (defaults, local storage, which sort applies). Pure functions: the hooks feed
 * them the URL and local storage.
 */
import {
  ALL_SERVICES,
  DEFAULT_CATEGORY_ID,
  SEARCH_CATEGORY_IDS,
  findCategory,
  findSearchCategory,
  parseDecimal,
  parseSearchPoint,
  readSearchUrl,
  roundCoordinate,
  serviceGroupLabels,
  writeSearchUrl,
  type LatLng,
  type SearchSort,
} from '@directpay/contracts';

export type { LatLng };
export type SortKey = SearchSort;

/** What the search is for: a category (and service group), a billing code, or a code within a category. */
export interface SearchFilters {
  /** Null only with a code: the code search spans every category. */
  categoryId: number | null;
  /** A service group of the category; 'All services' with a code. */
  service: string;
  /** A billing code ('D1110'); '' for none. */
  code: string;
}

export interface SearchState extends SearchFilters {
  sort: SortKey;
  lat: number;
  lng: number;
  zoom: number;
  /** The place typed in the where box, as the user sees it ('Denver, CO'). */
  where: string;
  /** The point distances are measured from (a chosen place or ?near=). */
  near: LatLng | null;
}

/** Salt Lake City: the first demo city, where the original site started. */
export const DEFAULT_CENTER: LatLng = { lat: 40.7608, lng: -111.891 };
/** The default centre as the heading names it. */
export const DEFAULT_AREA_LABEL = 'Salt Lake City, UT';
export const DEFAULT_ZOOM = 11;
export const LOCATE_ZOOM = 13;
export const PLACE_ZOOM = 12;
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;

/** The two values the original keeps in local storage. */
export interface StoredFilters {
  selectedCategoryId: string | null;
  selectedService: string | null;
}

const isSearchCategory = (id: number) => SEARCH_CATEGORY_IDS.includes(id);

/** Query parameter (a label, any case) first, then local storage, then category 1. */
export function resolveInitialCategory(param: string | null, stored: string | null): number {
  const fromParam = param ? findSearchCategory(param) : undefined;
  if (fromParam && isSearchCategory(fromParam.id)) return fromParam.id;
  const fromStorage = stored !== null ? parseDecimal(stored) : NaN;
  if (isSearchCategory(fromStorage)) return fromStorage;
  return DEFAULT_CATEGORY_ID;
}

/** A service group of the category, else 'All services'. */
export function resolveService(categoryId: number, ...candidates: (string | null)[]): string {
  const labels = serviceGroupLabels(categoryId);
  return candidates.find((c): c is string => c !== null && labels.includes(c)) ?? ALL_SERVICES;
}

export const parseLatLng = (text: string | null): LatLng | null => parseSearchPoint(text);

const within = (n: number | undefined, min: number, max: number): number | null => (n !== undefined && n >= min && n <= max ? n : null);

/**
 * The sort a search gets when nobody chose one: by price once a service (or a code) is
 * chosen, as that price is what the patient asked about; else by distance once a place is
 * given; else by name.
 */
export function defaultSort(service: string, hasOrigin: boolean, code = ''): SortKey {
  if (service !== ALL_SERVICES || code !== '') return 'price';
  return hasOrigin ? 'distance' : 'name';
}

/** A chosen sort wins where it can apply: by price needs a service or a code; by distance, a point to measure from. */
export function effectiveSort(wanted: string | null, service: string, hasOrigin: boolean, code = ''): SortKey {
  if (wanted === 'price' && (service !== ALL_SERVICES || code !== '')) return 'price';
  if (wanted === 'distance' && hasOrigin) return 'distance';
  if (wanted === null) return defaultSort(service, hasOrigin, code);
  return 'name';
}

/**
 * The filters a set of filters becomes: a code search has no service group, and one
 * without a category spans every category; without a code there is always a category.
 */
export function settleFilters({ categoryId, service, code }: SearchFilters, stored: StoredFilters): SearchFilters {
  if (code) return { categoryId, service: ALL_SERVICES, code };
  const category = categoryId ?? resolveInitialCategory(null, stored.selectedCategoryId);
  return { categoryId: category, service: resolveService(category, service), code: '' };
}

export function readSearchState(params: URLSearchParams, stored: StoredFilters): SearchState {
  const url = readSearchUrl(params);
  const code = url.code ?? '';
  // A code without a category searches every category; a category is otherwise always chosen.
  const categoryId = code && !url.category ? null : resolveInitialCategory(url.category ?? null, stored.selectedCategoryId);
  // The URL's service wins; links without one (the home page's) get the remembered service.
  const { service } = settleFilters(
    { categoryId, code, service: url.service !== undefined ? url.service : (stored.selectedService ?? ALL_SERVICES) },
    stored,
  );
  const near = url.near ?? null;
  const lat = within(url.lat, -85, 85);
  const lng = within(url.lng, -180, 180);
  const zoom = within(url.zoom, MIN_ZOOM, MAX_ZOOM);
  const centre = lat !== null && lng !== null ? { lat, lng } : (near ?? DEFAULT_CENTER);
  return {
    categoryId,
    service,
    code,
    sort: effectiveSort(url.sort ?? null, service, near !== null, code),
    lat: centre.lat,
    lng: centre.lng,
    zoom: zoom === null ? (near && lat === null ? PLACE_ZOOM : DEFAULT_ZOOM) : Math.round(zoom),
    where: url.where ?? '',
    near,
  };
}

export const round = roundCoordinate;

/** The canonical query string of a search (stable order, rounded coordinates). */
export function writeSearchState(state: SearchState): URLSearchParams {
  return writeSearchUrl({
    category: state.categoryId === null ? undefined : (findCategory(state.categoryId)?.label ?? String(state.categoryId)),
    code: state.code || undefined,
    // Always written without a code, even 'All services': a URL naming its service is self-contained,
    // so going back to it or sharing it never picks up a service remembered in local storage.
    service: state.code ? undefined : state.service,
    sort: state.sort,
    where: state.where,
    near: state.near ?? undefined,
    lat: state.lat,
    lng: state.lng,
    zoom: state.zoom,
  });
}

/** True when the URL still needs a place looked up (the home page sends only ?where=). */
export function needsGeocoding(params: URLSearchParams): boolean {
  const url = readSearchUrl(params);
  return url.where !== undefined && url.near === undefined && url.lat === undefined;
}
