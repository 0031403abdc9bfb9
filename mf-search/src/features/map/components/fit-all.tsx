import { useEffect } from 'react';
import { useMap } from '@directpay/shared-ui/map';
import { coveredBelow } from '../utils/covered-below';
import { SHOW_ALL_FIT } from '../utils/map-view';

interface Props {
  /** Grows with each "Show all". */
  request: number;
  /** Requests up to this one were answered before Leaflet took over (the phone's static map): not again. */
  served: number;
  bounds: [number, number, number, number] | null | undefined;
}

/** Zooms the map to fit every clinic of the search (the server's bounds) in its seen part each time `request` grows ("Show all"). */
export function FitAll({ request, served, bounds }: Props) {
  const map = useMap();
  useEffect(() => {
    if (request <= served || !bounds) return;
    const [west, south, east, north] = bounds;
    const { padding, maxZoom } = SHOW_ALL_FIT;
    // On a phone the list's sheet covers the map's lower part: the clinics go in the part above it.
    const inset = coveredBelow(map.getContainer(), padding);
    map.fitBounds([[south, west], [north, east]], { paddingTopLeft: [padding, padding], paddingBottomRight: [padding, padding + inset], maxZoom, animate: false });
    // Only a new request fits again; new markers alone must not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, request]);
  return null;
}
