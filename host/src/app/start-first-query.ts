import { endpoints } from '@directpay/contracts';

const CLINIC_PAGE = /^\/clinic\/([^/]+)(\/prices)?\/?$/;

/**
 * Starts the page's first API call as soon as the host runs, in parallel with
 * the remote's code rather than after it: the clinic of /clinic/:id goes into
 * the page's one QueryClient under the key mf-profile's useEndpointQuery asks
 * for, so the profile finds it there (or in flight). The host's server also
 * preloads the same URL from the HTML (scripts/host-page.ts), which this fetch reuses.
 *
 * The prices page also shows where each price sits locally, and draws its
 * table once both have answered (no row grows after it is drawn), so its local
 * price groups are asked for here too.
 *
 * The query client comes with `@directpay/shared-ui/query`, which only pages
 * that read the API load; the host's server preloads it for remote
 * pages, so importing it here costs no round trip.
 */
export function startFirstQuery(pathname: string): void {
  const clinic = CLINIC_PAGE.exec(pathname);
  if (!clinic) return;
  const id = decodeURIComponent(clinic[1]);
  const pricesPage = clinic[2] !== undefined;
  import(/* webpackChunkName: "query" */ '@directpay/shared-ui/query')
    .then(({ apiQueryClient, endpointQueryOptions }) =>
      Promise.all([
        apiQueryClient.prefetchQuery(endpointQueryOptions(endpoints.getClinic, { params: { id } })),
        pricesPage ? apiQueryClient.prefetchQuery(endpointQueryOptions(endpoints.getLocalPrices, { params: { id } })) : undefined,
      ]),
    )
    // Only a head start: the profile asks for the clinic itself, and shows its own error if it must.
    .catch((error: unknown) => console.warn('[host] the clinic could not be fetched ahead of the profile', error));
}
