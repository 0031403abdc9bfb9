import { useQuery } from '@tanstack/react-query';
import { getMarkers } from '../api/get-markers';
import { toApiBBox, type BBox } from '#src/features/search/utils/bbox';

// Clinics just outside the edges are asked for too, so a small pan shows them at once.
const PAD = 0.25;

function padded([west, south, east, north]: BBox): BBox {
  const dx = (east - west) * PAD;
  const dy = (north - south) * PAD;
  return toApiBBox(west - dx, south - dy, east + dx, north + dy);
}

/**
 * The map's clusters and clinics for the current viewport and zoom. The page
 * owns this query (not the map) because the heading counts them too ("30 in
 * all"). While a pan or zoom loads, the previous answer stays on the map, as
 * long as the category and service are the same.
 */
export function useMarkers(categoryId: number, service: string, view: { bbox: BBox; zoom: number } | null, enabled: boolean) {
  const bbox = view ? padded(view.bbox) : null;
  const zoom = view ? Math.round(view.zoom) : 0;
  const markers = useQuery({
    queryKey: ['markers', categoryId, service, bbox, zoom],
    queryFn: ({ signal }) => getMarkers(categoryId, service, bbox!, zoom, signal),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === categoryId && previousQuery?.queryKey[2] === service ? previous : undefined,
    staleTime: 60_000,
    retry: 1,
    enabled: enabled && bbox !== null,
  });
  return { data: markers.data, total: markers.data?.total, status: markers.status, failed: markers.isError };
}
