import type { apiQueryClient } from '@directpay/shared-ui/query';
import { PHONE_QUERY } from '#src/hooks/use-is-mobile';
import { firstPhoneSearch } from './first-search';
import { clinicPagesOptions } from './hooks/use-clinic-pages';

/**
 * Sends the search list's first request when the page's code arrives, before
 * React has drawn anything: on a phone /search's largest paint is the first
 * card's picture, which waits for the list, and the page itself would ask only
 * after its first commit and the map box's measurement.
 *
 * The filters come from the URL and the window alone (first-search.ts). The
 * request goes into the page's query client under the key the page's own
 * query will have (clinicPagesOptions), so the page finds it in flight; the
 * early script has usually sent it from the HTML already (src/early/early-start.ts),
 * and the API client takes that answer. Where the box cannot be known ahead (the
 * desktop layout's grid column, a place still to be looked up), nothing is sent and
 * the page asks once it has measured. A guess that misses (a window that is not
 * what CSS lays out) costs one unused request, and the page asks for its own.
 */
export function startFirstSearch(client: typeof apiQueryClient): void {
  if (!window.matchMedia(PHONE_QUERY).matches) return;
  const filters = firstPhoneSearch();
  if (filters) void client.prefetchInfiniteQuery(clinicPagesOptions(filters));
}
