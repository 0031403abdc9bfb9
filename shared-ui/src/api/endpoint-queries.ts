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
import {
  useMutation,
  useQuery,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { EndpointDefinition, EndpointResult } from '@directpay/contracts';
import type { ApiRequestError } from './api-client';
import { callEndpoint, type EndpointInput } from './endpoint-client';

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
  return useQuery<EndpointResult<E>, ApiRequestError>({
    ...endpointQueryOptions(endpoint, (input ?? {}) as EndpointInput<E>),
    ...options,
    enabled: input !== null && (options.enabled ?? true),
  });
}

export type EndpointMutationOptions<E extends EndpointDefinition, Context = unknown> = Omit<
  UseMutationOptions<EndpointResult<E>, ApiRequestError, EndpointInput<E>, Context>,
  'mutationFn'
>;

/** Writes through an endpoint: `mutate({ params, body })`. */
export function useEndpointMutation<E extends EndpointDefinition, Context = unknown>(endpoint: E, options: EndpointMutationOptions<E, Context> = {}) {
  return useMutation<EndpointResult<E>, ApiRequestError, EndpointInput<E>, Context>({
    mutationFn: (input) => callEndpoint(endpoint, input),
    ...options,
  });
}

// A paged endpoint (the search's cursor) builds its input per page: useInfiniteQuery with endpointQueryKey.
export { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
