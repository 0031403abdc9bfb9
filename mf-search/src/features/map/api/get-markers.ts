import { apiFetch } from '@directpay/shared-ui';
import type { ClinicMarkersResponse } from '@directpay/contracts';
import { bboxParam, type BBox } from '#src/features/search/utils/bbox';

/**
 * What the map draws for a viewport and zoom, clustered on the server: single
 * clinics as [id, name, lat, lng], clusters as [lat, lng, count, expansionZoom],
 * and the category's overall total and bounds.
 */
export function getMarkers(categoryId: number, service: string, bbox: BBox, zoom: number, signal?: AbortSignal): Promise<ClinicMarkersResponse> {
  const query = new URLSearchParams({ categoryId: String(categoryId), service, bbox: bboxParam(bbox), zoom: String(Math.round(zoom)) });
  return apiFetch<ClinicMarkersResponse>(`/clinics/markers?${query}`, { signal });
}
