import { endpoints, type ClinicSearchQuery } from '@directpay/contracts';
import { callEndpoint, type EndpointInput } from '@directpay/shared-ui';
import type { BBox } from '../utils/bbox';
import { bboxParam } from '../utils/bbox';
import type { LatLng, SortKey } from '../utils/search-state';

export interface ClinicsQuery {
  categoryId: number;
  service: string;
  sort: SortKey;
  bbox: BBox;
  /** Sent when known: the API then adds distanceKm and can sort by distance. */
  origin: LatLng | null;
  limit: number;
}

/** The list's filters as GET /clinics' query (the contracts' ClinicSearchQuery), without a cursor. */
export function clinicSearchQuery(q: ClinicsQuery): ClinicSearchQuery {
  return {
    categoryId: q.categoryId,
    service: q.service,
    sort: q.sort,
    bbox: bboxParam(q.bbox),
    limit: q.limit,
    ...(q.origin ? { near: `${q.origin.lat.toFixed(5)},${q.origin.lng.toFixed(5)}` } : {}),
  };
}

export type ClinicSearchInput = EndpointInput<typeof endpoints.searchClinics>;

/** One page of GET /clinics; `cursor` is the previous page's nextCursor. */
export function getClinics(query: ClinicSearchQuery, cursor: string | null, signal?: AbortSignal) {
  return callEndpoint(endpoints.searchClinics, { query: cursor ? { ...query, cursor } : query }, { signal });
}
