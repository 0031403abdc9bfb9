import { searchPlaces } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** GET /places: US cities and ZIP codes starting with the text, looked up offline by the API. */
export function getPlaces(q: string, signal?: AbortSignal) {
  return callEndpoint(searchPlaces, { query: { q: q.trim(), limit: 8 } }, { signal });
}
