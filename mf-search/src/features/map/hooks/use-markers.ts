import { useQuery } from '@tanstack/react-query';
import { getMarkers } from '../api/get-markers';

/**
 * Every clinic of the category and service as a marker. The page owns this
 * query (not the map) because the heading counts them too ("30 in all").
 */
export function useMarkers(categoryId: number, service: string, enabled: boolean) {
  const markers = useQuery({
    queryKey: ['markers', categoryId, service],
    queryFn: ({ signal }) => getMarkers(categoryId, service, signal),
    staleTime: 60_000,
    retry: 1,
    enabled,
  });
  return { results: markers.data?.results, status: markers.status, failed: markers.isError };
}
