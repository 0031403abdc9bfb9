import { apiFetch } from '@directpay/shared-ui';
import type { ClinicMarkersResponse } from '@directpay/contracts';

/**
 * Every matching clinic as [id, name, lat, lng], for the whole category: the
 * map clusters them itself, so panning never waits for the network.
 */
export function getMarkers(categoryId: number, service: string, signal?: AbortSignal): Promise<ClinicMarkersResponse> {
  return apiFetch<ClinicMarkersResponse>(`/clinics/markers?${new URLSearchParams({ categoryId: String(categoryId), service })}`, { signal });
}
