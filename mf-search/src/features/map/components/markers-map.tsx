import { memo, useDeferredValue, useMemo, type ComponentProps } from 'react';
import { useMarkers, type MarkersFor } from '../hooks/use-markers';
import { ClinicMap } from './clinic-map';

// Redrawn only when its own props change: the page's other updates (the list's answer, a
// typed place) leave the map's tiles and markers alone.
const QuietMap = memo(ClinicMap);

type Props = Omit<ComponentProps<typeof ClinicMap>, 'markers' | 'markerStatus'> & { markersFor: MarkersFor };

/**
 * The search's map with the server's clusters and clinics for its area. The
 * markers' query lives here, not in the page: a query's answer is an urgent
 * update of the component that asked (an external store), so in the page it
 * would redraw the whole search screen in one task. Here it redraws this
 * component, and the map draws the markers from a deferred copy, in slices
 * that yield to the browser.
 */
export function MarkersMap({ markersFor, ...props }: Props) {
  const markers = useMarkers(markersFor);
  const answer = useMemo(() => ({ data: markers.data, status: markers.status }), [markers.data, markers.status]);
  const shown = useDeferredValue(answer);
  return <QuietMap {...props} markers={shown.data} markerStatus={shown.status} />;
}
