import { useMemo, useRef } from 'react';
import type { endpoints, OwnerClinic } from '@directpay/contracts';
import type { EndpointQueryOptions } from '@directpay/shared-ui/query';
import { anyPendingCheck, pendingRefreshDelay } from './pending-refresh';

type ListOptions = EndpointQueryOptions<typeof endpoints.listOwnerClinics>;
type ListQuery = Parameters<Extract<NonNullable<ListOptions['refetchInterval']>, (...args: never[]) => unknown>>[0];

/**
 * Options for the owner's clinic list: while an NPI check is pending, the list is read again after a
 * few seconds, then less often, and whenever the tab comes back to the front; never in a hidden tab.
 */
export function usePendingChecksRefresh(): Pick<ListOptions, 'refetchInterval' | 'refetchOnWindowFocus'> {
  const pendingSince = useRef<number | null>(null);
  return useMemo(() => {
    const pending = (query: ListQuery) => anyPendingCheck((query.state.data as { results?: OwnerClinic[] } | undefined)?.results);
    return {
      refetchInterval: (query: ListQuery) => {
        if (!pending(query)) {
          pendingSince.current = null;
          return false;
        }
        pendingSince.current ??= Date.now();
        return pendingRefreshDelay(Date.now() - pendingSince.current);
      },
      refetchOnWindowFocus: (query: ListQuery) => (pending(query) ? 'always' : true),
    };
  }, []);
}
