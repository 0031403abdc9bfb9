import type { ClinicSearchQuery } from '@directpay/contracts';
import { bboxParam, type BBox } from './bbox';
import type { LatLng, SearchFilters, SortKey } from './search-state';

export interface ClinicsQuery extends SearchFilters {
  sort: SortKey;
  bbox: BBox;
  /** Sent when known: the API then adds distanceKm and can sort by distance. */
  origin: LatLng | null;
  limit: number;
}

/** The list's filters as GET /clinics' query (the contracts' ClinicSearchQuery), without a cursor. */
export function clinicSearchQuery(q: ClinicsQuery): ClinicSearchQuery {
  return {
    ...filtersQuery(q),
    sort: q.sort,
    bbox: bboxParam(q.bbox),
    limit: q.limit,
    ...(q.origin ? { near: `${q.origin.lat.toFixed(5)},${q.origin.lng.toFixed(5)}` } : {}),
  };
}

/** The filters as the search's and the map's query: a code search sends no service group, and no category when it spans them all. */
export function filtersQuery({ categoryId, service, code }: SearchFilters): { categoryId?: number; service?: string; code?: string } {
  return { ...(categoryId === null ? {} : { categoryId }), ...(code ? { code } : { service }) };
}
