import { apiFetch } from '@directpay/shared-ui';

/** One answer of GET /places (offline US city/ZIP lookup). */
export interface Place {
  label: string;
  city: string;
  state: string;
  zip: string | null;
  latitude: number;
  longitude: number;
}

/** GET /places?q=&state=: the best matches for a city name or ZIP. */
export async function findPlaces(q: string, state?: string): Promise<Place[]> {
  const params = new URLSearchParams({ q, limit: '1' });
  if (state && /^[A-Za-z]{2}$/.test(state)) params.set('state', state.toUpperCase());
  const data = await apiFetch<{ results: Place[] }>(`/places?${params.toString()}`);
  return data.results;
}
