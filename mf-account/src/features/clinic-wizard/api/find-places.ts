import { endpoints, PlacesQuery, type Place } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';
import { fitsSchema } from '@directpay/shared-ui/forms';

export type { Place };

/** GET /places?q=&state=: the best matches for a city name or ZIP; a state the API would refuse is left out. */
export async function findPlaces(q: string, state?: string): Promise<Place[]> {
  const usable = state && fitsSchema(PlacesQuery.properties.state, state) ? state.toUpperCase() : undefined;
  const data = await callEndpoint(endpoints.searchPlaces, { query: { q, limit: 1, ...(usable ? { state: usable } : {}) } });
  return data.results;
}
