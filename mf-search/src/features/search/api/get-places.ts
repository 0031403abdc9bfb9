import { apiFetch } from '@directpay/shared-ui';
import type { PlacesResponse } from '@directpay/contracts';

/** GET /places: US cities and ZIP codes starting with the text, looked up offline by the API. */
export function getPlaces(q: string, signal?: AbortSignal): Promise<PlacesResponse> {
  return apiFetch<PlacesResponse>(`/places?${new URLSearchParams({ q: q.trim(), limit: '8' })}`, { signal });
}
