import type { ClinicSearchQuery } from '@directpay/contracts';
import { bboxParam, type BBox } from './bbox';
import type { LatLng, SortKey } from './search-state';

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
