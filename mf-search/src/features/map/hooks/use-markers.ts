import { getClinicMarkers, type ClinicMarkersQuery } from '@directpay/contracts';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import { bboxParam, toApiBBox, type BBox } from '#src/features/search/utils/bbox';
import { filtersQuery } from '#src/features/search/utils/clinics-query';
import type { SearchFilters } from '#src/features/search/utils/search-state';

// Clinics just outside the edges are asked for too, so a small pan shows them at once.
const PAD = 0.25;

function padded([west, south, east, north]: BBox): BBox {
  const dx = (east - west) * PAD;
  const dy = (north - south) * PAD;
  return toApiBBox(west - dx, south - dy, east + dx, north + dy);
}

/**
 * The map's clusters and clinics for the current viewport and zoom, clustered
 * on the server (GET /clinics/markers through the contracts' definition). The
 * page owns this query (not the map) because the heading counts them too ("30
 * in all"). While a pan or zoom loads, the previous answer stays on the map, as
 * long as the filters are the same.
 */
export interface MarkersFor extends SearchFilters {
  /** The map's area; null until it is known. */
  view: { bbox: BBox; zoom: number } | null;
  /** False until the page wants the map drawn. */
  enabled: boolean;
}

export function useMarkers({ categoryId, service, code, view, enabled }: MarkersFor) {
  const filters = filtersQuery({ categoryId, service, code });
  const query: ClinicMarkersQuery | null = view ? { ...filters, bbox: bboxParam(padded(view.bbox)), zoom: Math.round(view.zoom) } : null;
  const markers = useEndpointQuery(getClinicMarkers, enabled && query ? { query } : null, {
    placeholderData: (previous, previousQuery) => {
      const before = (previousQuery?.queryKey[1] as { query?: ClinicMarkersQuery } | undefined)?.query;
      return before?.categoryId === filters.categoryId && before?.service === filters.service && before?.code === filters.code ? previous : undefined;
    },
    staleTime: 60_000,
    retry: 1,
  });
  return { data: markers.data, total: markers.data?.total, status: markers.status, failed: markers.isError };
}
