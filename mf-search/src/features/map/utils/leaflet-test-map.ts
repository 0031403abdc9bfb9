/**
 * For tests that hold this folder's arithmetic against Leaflet itself: a real
 * Leaflet map on a jsdom box of a fixed size (jsdom lays nothing out, so the
 * box states its clientWidth and clientHeight), created as the search's
 * MapContainer creates it and set to a view. The map and its box are removed
 * once `read` has asked it what it needs.
 */
import L from 'leaflet';
import type { BoxSize } from './initial-bounds';

export function withLeafletMap<T>(lat: number, lng: number, zoom: number, size: BoxSize, read: (map: L.Map, box: HTMLElement) => T): T {
  const box = document.createElement('div');
  Object.defineProperty(box, 'clientWidth', { value: size.width });
  Object.defineProperty(box, 'clientHeight', { value: size.height });
  document.body.append(box);
  const map = L.map(box, { maxZoom: 18, minZoom: 3, zoomControl: true, worldCopyJump: false });
  try {
    map.setView([lat, lng], zoom);
    return read(map, box);
  } finally {
    map.remove();
    box.remove();
  }
}
