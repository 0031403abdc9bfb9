import type { apiQueryClient } from '@directpay/shared-ui/query';
import { PHONE_QUERY } from '#src/hooks/use-is-mobile';
import { firstPhoneSearch } from './first-search';
import { clinicPagesOptions } from './hooks/use-clinic-pages';

/**
 * Sends the search list's first request when the page's code arrives, before
 * React has drawn anything (issue 16). On a phone /search's largest paint is
 * the first card's picture, and its request waited for the list, which the
 * page asked for only once its first render had been committed and the map's
 * box measured: on a phone with a 4x slower processor, more than half a
 * second of rendering after the code had arrived.
 *
 * The filters come from the URL and the window alone (first-search.ts). The
 * request goes into the page's query client under the key the page's own
 * query will have (clinicPagesOptions), so the page finds it in flight and
 * sends nothing more; the page's early script has usually sent the same
 * request from the HTML already (src/early/early-start.ts), and the API client
 * takes its answer instead of asking again. Where the box cannot be known ahead (the desktop
 * layout's grid column, a place still to be looked up), nothing is sent: the
 * page asks once it has measured, as before. A guess that misses (a browser
 * whose window is not what CSS lays out) costs one request the page does not
 * use, and the page asks for its own.
 */
export function startFirstSearch(client: typeof apiQueryClient): void {
  if (!window.matchMedia(PHONE_QUERY).matches) return;
  const filters = firstPhoneSearch();
  if (filters) void client.prefetchInfiniteQuery(clinicPagesOptions(filters));
}
