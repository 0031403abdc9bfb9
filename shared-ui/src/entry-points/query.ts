/**
 * `@directpay/shared-ui/query`: TanStack Query made from endpoint definitions,
 * the page's one QueryClient and its provider. Its own entry point and
 * federation singleton: the home page runs no query, so it does not download
 * the library; every page that reads the API through
 * a query loads it with its first one, and all of them share this one client.
 */
export * from '#src/api/endpoint-queries';
export * from '#src/api/query-provider';
