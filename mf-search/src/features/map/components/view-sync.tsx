import { useEffect } from 'react';
import { useMap, useMapEvents } from '@directpay/shared-ui/map';
import type L from 'leaflet';
import { nearlyEqual, type MapView } from '../utils/map-view';

function viewOf(map: L.Map): MapView {
  const c = map.getCenter();
  const b = map.getBounds();
  return { lat: c.lat, lng: c.lng, zoom: map.getZoom(), bounds: { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() } };
}

/**
 * Keeps the map and the URL in step: the map reports where it is after each
 * move, and a new position in the URL (back button, a chosen place) moves it.
 * MapContainer's centre and zoom only apply at mount, hence this component.
 */
export function ViewSync({ lat, lng, zoom, onView }: { lat: number; lng: number; zoom: number; onView: (view: MapView) => void }) {
  const map = useMap();
  useMapEvents({ moveend: () => onView(viewOf(map)) });

  useEffect(() => {
    const c = map.getCenter();
    if (!nearlyEqual(c.lat, lat) || !nearlyEqual(c.lng, lng) || map.getZoom() !== zoom) map.setView([lat, lng], zoom, { animate: false });
  }, [map, lat, lng, zoom]);

  // The first viewport, once the map knows its size. The page has usually worked
  // it out already from the URL and the box's size (utils/initial-bounds.ts): then
  // this report is the same area and changes nothing.
  useEffect(() => {
    map.whenReady(() => onView(viewOf(map)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);

  return null;
}
