/**
 * The search as it lives in the query string, so a search can be shared and
 * the back button works. Pure functions: the hooks feed them the URL and
 * local storage.
 */
import {
  ALL_SERVICES,
  DEFAULT_CATEGORY_ID,
  SEARCH_CATEGORY_IDS,
  findCategory,
  findCategoryByLabel,
  serviceGroupLabels,
} from '@directpay/contracts';

export type SortKey = 'name' | 'price' | 'distance';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface SearchState {
  categoryId: number;
  service: string;
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
  const fromParam = param ? findCategoryByLabel(param) : undefined;
  if (fromParam && isSearchCategory(fromParam.id)) return fromParam.id;
  const fromStorage = stored !== null && /^\d+$/.test(stored) ? Number(stored) : NaN;
  if (isSearchCategory(fromStorage)) return fromStorage;
  return DEFAULT_CATEGORY_ID;
}

/** A service group of the category, else 'All services'. */
export function resolveService(categoryId: number, ...candidates: (string | null)[]): string {
  const labels = serviceGroupLabels(categoryId);
  return candidates.find((c): c is string => c !== null && labels.includes(c)) ?? ALL_SERVICES;
}

export function parseLatLng(text: string | null): LatLng | null {
  if (!text) return null;
  const parts = text.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n))) return null;
  const [lat, lng] = parts;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

function number(text: string | null, min: number, max: number): number | null {
  if (text === null || text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

/** Sorting by price needs a service; by distance, a point to measure from. */
export function effectiveSort(wanted: string | null, service: string, hasOrigin: boolean): SortKey {
  if (wanted === 'price' && service !== ALL_SERVICES) return 'price';
  if (wanted === 'distance' && hasOrigin) return 'distance';
  if (wanted === null && hasOrigin) return 'distance';
  return 'name';
}

export function readSearchState(params: URLSearchParams, stored: StoredFilters): SearchState {
  const categoryId = resolveInitialCategory(params.get('category'), stored.selectedCategoryId);
  // The URL's service wins; links without one (the home page's) get the remembered service.
  const service = params.has('service')
    ? resolveService(categoryId, params.get('service'))
    : resolveService(categoryId, stored.selectedService);
  const near = parseLatLng(params.get('near'));
  const lat = number(params.get('lat'), -85, 85);
  const lng = number(params.get('lng'), -180, 180);
  const zoom = number(params.get('zoom'), MIN_ZOOM, MAX_ZOOM);
  const centre = lat !== null && lng !== null ? { lat, lng } : (near ?? DEFAULT_CENTER);
  return {
    categoryId,
    service,
    sort: effectiveSort(params.get('sort'), service, near !== null),
    lat: centre.lat,
    lng: centre.lng,
    zoom: zoom === null ? (near && lat === null ? PLACE_ZOOM : DEFAULT_ZOOM) : Math.round(zoom),
    where: (params.get('where') ?? '').trim().slice(0, 100),
    near,
  };
}

export const round = (n: number, digits = 5) => Number(n.toFixed(digits));

/** The canonical query string of a search (stable order, rounded coordinates). */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('category', findCategory(state.categoryId)?.label ?? String(state.categoryId));
  // Always written, even 'All services': a URL naming its service is self-contained,
  // so going back to it or sharing it never picks up a service remembered in local storage.
  params.set('service', state.service);
  params.set('sort', state.sort);
  if (state.where) params.set('where', state.where);
  if (state.near) params.set('near', `${round(state.near.lat)},${round(state.near.lng)}`);
  params.set('lat', String(round(state.lat)));
  params.set('lng', String(round(state.lng)));
  params.set('zoom', String(state.zoom));
  return params;
}

/** True when the URL still needs a place looked up (the home page sends only ?where=). */
export function needsGeocoding(params: URLSearchParams): boolean {
  return Boolean(params.get('where')?.trim()) && !params.has('near') && !params.has('lat');
}
