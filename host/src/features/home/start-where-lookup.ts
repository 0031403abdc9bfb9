import { putEarlyResponse, wherePlacesPath } from '@directpay/contracts';
import { apiUrl } from '@directpay/shared-ui';

/**
 * Starts looking up the place typed on the home page at the tap on Find clinics, while the
 * search page is still being drawn: the search asks for this very URL (the contracts'
 * `wherePlacesPath`) and its API client takes this answer instead of asking again
 * (early-responses.ts). Asked as the client asks: a plain GET for JSON, without credentials.
 */
export function startWhereLookup(where: string): void {
  if (!where.trim()) return;
  try {
    const url = apiUrl(wherePlacesPath(where));
    putEarlyResponse(url, fetch(url, { headers: { accept: 'application/json' } }));
  } catch {
    // Only a head start: the search asks itself.
  }
}
