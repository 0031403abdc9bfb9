import { searchPlaces, wherePlacesQuery } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** GET /places: US cities and ZIP codes starting with the text, looked up offline by the API. */
export function getPlaces(q: string, signal?: AbortSignal) {
  return callEndpoint(searchPlaces, { query: wherePlacesQuery(q) }, { signal });
}
