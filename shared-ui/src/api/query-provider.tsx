import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';
import { useSessionStore } from '../session/session-store';

/** A 4xx will answer the same again; a network failure or 5xx gets one more try. */
function retryOnce(failures: number, error: Error): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failures < 1;
}

export function createApiQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: retryOnce, staleTime: 30_000 }, mutations: { retry: false } } });
}

/**
 * One QueryClient for the whole page. `@directpay/shared-ui/query` is a Module
 * Federation singleton, so the host and every remote get this same instance: a
 * clinic fetched by one remote is cached for the next, and a write in mf-account
 * can invalidate what another remote shows. The endpoint hooks take it from
 * useApiQueryClient(): the nearest ApiQueryProvider's client, else this one, so
 * a remote works alone and inside the host with or without a provider.
 */
export const apiQueryClient = createApiQueryClient();

// Another user (or none) must never see the previous one's cached account data.
useSessionStore.subscribe((now, before) => {
  if (now.userId !== before.userId) apiQueryClient.clear();
});

export function ApiQueryProvider({ children, client = apiQueryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
