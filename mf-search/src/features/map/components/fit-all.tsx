import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/** Zooms the map to fit every clinic of the search (the server's bounds) each time `request` grows ("Show all"). */
export function FitAll({ request, bounds }: { request: number; bounds: [number, number, number, number] | null | undefined }) {
  const map = useMap();
  useEffect(() => {
    if (request === 0 || !bounds) return;
    const [west, south, east, north] = bounds;
    map.fitBounds([[south, west], [north, east]], { padding: [24, 24], maxZoom: 14, animate: false });
    // Only a new request fits again; new markers alone must not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, request]);
  return null;
}
