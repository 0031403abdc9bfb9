/**
 * The compare page's URL (`/compare?ids=a,b,c&near=lat,lng&where=…`): a contract
 * between the search, which links to it, and the compare page, which reads it
 * and asks the API (GET /clinics/compare) with the same ids and point. Shared as
 * is, so it holds everything the page shows: the clinics and the searched place.
 */
import type { LatLng } from './search';

export const COMPARE_PATH = '/compare';

/** A visitor ticks at most this many clinics; the API refuses more. */
export const MAX_COMPARE = 3;
/** Fewer than two is not a comparison. */
export const MIN_COMPARE = 2;

export interface CompareUrl {
  ids: string[];
  /** The searched place the distances are measured from. */
  near?: LatLng;
  /** Its label ('Denver, CO'), shown beside the distances. */
  where?: string;
}

const round = (n: number) => Number(n.toFixed(5));

/** The link to the compare page, readable as shared (`/compare?ids=a,b,c&near=40.1,-111.9`); ids in the order they were ticked. */
export function compareHref({ ids, near, where }: CompareUrl): string {
  const parts = [`ids=${ids.map(encodeURIComponent).join(',')}`];
  if (near) parts.push(`near=${round(near.lat)},${round(near.lng)}`);
  if (where?.trim()) parts.push(`where=${encodeURIComponent(where.trim())}`);
  return `${COMPARE_PATH}?${parts.join('&')}`;
}

/** The compare URL read back: ids as given (the API judges them), the point when it is one. */
export function readCompareUrl(params: URLSearchParams): CompareUrl {
  const ids = (params.get('ids') ?? '').split(',').map((id) => id.trim()).filter((id) => id !== '');
  const [lat, lng] = (params.get('near') ?? '').split(',').map((n) => (n.trim() === '' ? NaN : Number(n)));
  const near = Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
  const where = params.get('where')?.trim() || undefined;
  return { ids, ...(near ? { near } : {}), ...(where ? { where } : {}) };
}
