import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import L from 'leaflet';
import type { ClinicMarker } from '@directpay/contracts';

/** Zooms the map to fit every marker each time `request` grows ("Show all"). */
export function FitAll({ request, markers }: { request: number; markers: readonly ClinicMarker[] | undefined }) {
  const map = useMap();
  useEffect(() => {
    if (request === 0 || !markers?.length) return;
    const bounds = L.latLngBounds(markers.map(([, , lat, lng]) => [lat, lng] as [number, number]));
    map.fitBounds(bounds, { padding: [24, 24], maxZoom: 14, animate: false });
    // Only a new request fits again; new markers alone must not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, request]);
  return null;
}
