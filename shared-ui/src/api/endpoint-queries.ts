/**
 * TanStack Query made from endpoint definitions. Keys are the endpoint's method
 * and path plus the call's input, so two components asking the same thing share
 * one request and one cache entry, and `endpointKey(endpoint)` invalidates every
 * cached call of an endpoint.
 *
 * Frontends take TanStack Query from here, never from the package directly: the
 * library is not a Module Federation singleton, so a remote's own copy would not
 * see the QueryClient this shared-ui copy provides.
 */
import { useContext } from 'react';
import {
  QueryClientContext,
  useQuery,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { EndpointDefinition, EndpointResult } from '@directpay/contracts';
import type { ApiRequestError } from './api-client';
import { callEndpoint, type EndpointInput } from './endpoint-client';
import { apiQueryClient } from './query-provider';

/**
 * The nearest provided QueryClient, else the page-wide one: a mount point
 * without ApiQueryProvider (a test, a host that forgot it) still works.
 */
export function useApiQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? apiQueryClient;
}

/** The key prefix shared by every call of one endpoint. */
export const endpointKey = (endpoint: EndpointDefinition): QueryKey => [`${endpoint.method} ${endpoint.path}`];

/** A stable key: TanStack hashes objects with sorted keys, so property order does not matter. */
export const endpointQueryKey = <E extends EndpointDefinition>(endpoint: E, input: EndpointInput<E>): QueryKey => [...endpointKey(endpoint), input];

/** Key and fetcher of one call, for useQuery, prefetchQuery or fetchQuery. */
export function endpointQueryOptions<E extends EndpointDefinition>(endpoint: E, input: EndpointInput<E>) {
  return {
    queryKey: endpointQueryKey(endpoint, input),
    queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(endpoint, input, { signal }),
  };
}

export type EndpointQueryOptions<E extends EndpointDefinition> = Omit<UseQueryOptions<EndpointResult<E>, ApiRequestError>, 'queryKey' | 'queryFn'>;

/** Reads an endpoint; `input: null` waits (the query is disabled until the input is known). */
export function useEndpointQuery<E extends EndpointDefinition>(endpoint: E, input: EndpointInput<E> | null, options: EndpointQueryOptions<E> = {}) {
  return useQuery<EndpointResult<E>, ApiRequestError>(
    {
      ...endpointQueryOptions(endpoint, (input ?? {}) as EndpointInput<E>),
      ...options,
      enabled: input !== null && (options.enabled ?? true),
    },
    useApiQueryClient(),
  );
}

// A paged endpoint (the search's cursor) builds its input per page: useInfiniteQuery with endpointQueryKey
// (pass useApiQueryClient() as its client). A remote takes these from here, never from its own copy.
export { keepPreviousData, useInfiniteQuery, useQuery, type QueryKey } from '@tanstack/react-query';
