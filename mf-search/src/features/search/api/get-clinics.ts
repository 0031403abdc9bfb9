import { apiFetch } from '@directpay/shared-ui';
import type { ClinicSearchResponse } from '@directpay/contracts';
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

/** One page of GET /clinics; `cursor` is the previous page's nextCursor. */
export function getClinics(q: ClinicsQuery, cursor: string | null, signal?: AbortSignal): Promise<ClinicSearchResponse> {
  const params = new URLSearchParams({ categoryId: String(q.categoryId), service: q.service, sort: q.sort, bbox: bboxParam(q.bbox), limit: String(q.limit) });
  if (q.origin) params.set('near', `${q.origin.lat.toFixed(5)},${q.origin.lng.toFixed(5)}`);
  if (cursor) params.set('cursor', cursor);
  return apiFetch<ClinicSearchResponse>(`/clinics?${params}`, { signal });
}
