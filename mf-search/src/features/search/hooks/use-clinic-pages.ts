import { useMemo } from 'react';
import { searchClinics } from '@directpay/contracts';
import { endpointQueryKey, keepPreviousData, useApiQueryClient, useInfiniteQuery } from '@directpay/shared-ui/query';
import { getClinics } from '../api/get-clinics';
import { mergeMedians } from '../utils/card-marks';
import { clinicSearchQuery, type ClinicsQuery } from '../utils/clinics-query';

type ClinicsPage = Awaited<ReturnType<typeof getClinics>>;

/**
 * The list's query for these filters (none: a disabled query).
 */
export function clinicPagesOptions(filters: ClinicsQuery | null) {
  const query = filters ? clinicSearchQuery(filters) : null;
  return {
    queryKey: endpointQueryKey(searchClinics, { query: query ?? { categoryId: 0 } }),
    queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) => getClinics(query!, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ClinicsPage) => last.nextCursor,
    enabled: query !== null,
    staleTime: 30_000,
    retry: 1,
  };
}

/**
 * The list, page by page through GET /clinics' cursor. The previous area's
 * cards stay on screen while a pan loads the next, so the list does not flash.
 * The key is the endpoint's with the query; the cursor is the page parameter.
 */
export function useClinicPages(filters: ClinicsQuery | null) {
  const result = useInfiniteQuery({ ...clinicPagesOptions(filters), placeholderData: keepPreviousData }, useApiQueryClient());
  const { data, isPending, isPlaceholderData, isError, error, hasNextPage, isFetchingNextPage, fetchNextPage } = result;
  const loading = filters === null || isPending;
  // One object per answer, not per render: the page defers the cards on it (useDeferredValue).
  return useMemo(() => {
    const pages = data?.pages ?? [];
    return {
      clinics: pages.flatMap((p) => p.results),
      /** The local medians of the services the cards show (the fair-price mark). */
      medians: mergeMedians(pages),
      /** The visitor's clock when this answer arrived: the cards' "Open now". */
      answeredAt: new Date(),
      total: pages[0]?.total ?? null,
      /** The total is a floor: the API counts up to 300 ("300+ clinics"). */
      totalCapped: pages[0]?.totalCapped === true,
      loading,
      /** Showing the previous area's cards while the new ones load. */
      refreshing: isPlaceholderData,
      failed: isError && pages.length === 0,
      error,
      hasMore: hasNextPage,
      loadingMore: isFetchingNextPage,
      loadMore: () => void fetchNextPage(),
    };
  }, [data, loading, isPlaceholderData, isError, error, hasNextPage, isFetchingNextPage, fetchNextPage]);
}
