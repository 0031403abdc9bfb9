import { PAGE_DATA, pageFor } from '@directpay/contracts';
import { remoteRouteFor } from './remote-routes';

/**
 * Starts the answers the first URL's page declares it asks for first (its
 * remote's page declaration, contracts' remote-pages.ts) as soon as the host
 * runs, in parallel with the remote's code rather than after it. They go into
 * the page's one QueryClient under the keys the page's own queries use, so the
 * page finds them there or in flight; the host's server preloads the same URLs
 * from the HTML (scripts/host-page.ts), which these fetches reuse.
 */
export function startFirstQuery(pathname: string): void {
  const route = remoteRouteFor(pathname);
  const found = route && pageFor(route, pathname);
  const data = found?.page.data;
  if (!found || !data?.length) return;
  const params = found.params as { id: string };
  import(/* webpackChunkName: "query" */ '@directpay/shared-ui/query')
    .then(({ apiQueryClient, endpointQueryOptions }) =>
      Promise.all(data.map((name) => apiQueryClient.prefetchQuery(endpointQueryOptions(PAGE_DATA[name], { params })))),
    )
    // Only a head start: the page asks for its data itself, and shows its own error if it must.
    .catch((error: unknown) => console.warn('[host] a page\'s first data could not be fetched ahead of it', error));
}
