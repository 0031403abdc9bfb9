/**
 * The view a Leaflet map reports right after it is created at a centre and a
 * zoom, computed without Leaflet, so the list can ask for the map's area
 * before the map's code has even downloaded.
 *
 * It repeats Leaflet 1.9's own arithmetic step for step (EPSG:3857, the
 * default CRS: spherical Mercator, 256-px tiles), so the numbers are the same
 * to the last bit, not merely close:
 * - `Map.setView` → `_resetView` → `_move`: the pixel origin is
 *   `round(project(centre, zoom) - size / 2)` (the map pane sits at 0,0);
 * - `getSize()` is the container's `clientWidth` × `clientHeight`;
 * - `getBounds()` unprojects the pixel bounds' bottom-left (south-west) and
 *   top-right (north-east) corners: origin and origin + size;
 * - `getCenter()` is the centre it was given (`_lastCenter`) until it moves.
 * `initial-bounds.test.ts` holds it against a real Leaflet map.
 */
import type { MapView } from './map-view';

/** The map box's inner size in CSS pixels, as Leaflet reads it (clientWidth, clientHeight). */
export interface BoxSize {
  width: number;
  height: number;
}

// L.Projection.SphericalMercator
const R = 6378137;
const MAX_LATITUDE = 85.0511287798;
// L.CRS.EPSG3857.transformation: (scale, 0.5, -scale, 0.5)
const SCALE = 0.5 / (Math.PI * R);
const A = SCALE;
const B = 0.5;
const C = -SCALE;
const D = 0.5;

// L.CRS.scale: 256-px tiles.
const crsScale = (zoom: number) => 256 * Math.pow(2, zoom);

/** L.CRS.EPSG3857.latLngToPoint: projected pixel coordinates at `zoom`. */
export function latLngToPoint(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const d = Math.PI / 180;
  const clamped = Math.max(Math.min(MAX_LATITUDE, lat), -MAX_LATITUDE);
  const sin = Math.sin(clamped * d);
  const px = R * lng * d;
  const py = (R * Math.log((1 + sin) / (1 - sin))) / 2;
  const scale = crsScale(zoom);
  return { x: scale * (A * px + B), y: scale * (C * py + D) };
}

/** L.CRS.EPSG3857.pointToLatLng. */
function pointToLatLng(x: number, y: number, zoom: number): { lat: number; lng: number } {
  const scale = crsScale(zoom);
  const ux = (x / scale - B) / A;
  const uy = (y / scale - D) / C;
  const d = 180 / Math.PI;
  return { lat: (2 * Math.atan(Math.exp(uy / R)) - Math.PI / 2) * d, lng: (ux * d) / R };
}

/** True when a box of this size can hold a map (a hidden or unlaid-out box measures 0). */
export const isMeasured = (size: BoxSize | null): size is BoxSize => size !== null && size.width > 0 && size.height > 0;

/**
 * Map._getNewPixelOrigin: the projected pixel at the box's top-left corner,
 * project(centre) - size / 2 rounded to whole pixels. A point's place in the
 * box (latLngToContainerPoint) is its projected pixel minus this.
 */
export function pixelOrigin(lat: number, lng: number, zoom: number, size: BoxSize): { x: number; y: number } {
  const centre = latLngToPoint(lat, lng, zoom);
  return { x: Math.round(centre.x - size.width / 2), y: Math.round(centre.y - size.height / 2) };
}

/**
 * The view Leaflet's `getCenter()`, `getZoom()` and `getBounds()` report for
 * a map of `size` just created with `setView([lat, lng], zoom)`. `zoom` must
 * be one the map accepts as it is (an integer within its min and max zoom).
 */
export function initialView(lat: number, lng: number, zoom: number, size: BoxSize): MapView {
  const { x: left, y: top } = pixelOrigin(lat, lng, zoom, size);
  const southWest = pointToLatLng(left, top + size.height, zoom);
  const northEast = pointToLatLng(left + size.width, top, zoom);
  return { lat, lng, zoom, bounds: { west: southWest.lng, south: southWest.lat, east: northEast.lng, north: northEast.lat } };
}




/**
 * The centre and zoom `map.fitBounds([[south, west], [north, east]], { padding, maxZoom })`
 * moves a map of `size` to, as Leaflet 1.9 works them out (Map._getBoundsCenterZoom and
 * getBoundsZoom, whole-zoom snapping), within `minZoom` and `maxZoom`. When the fit keeps the
 * zoom, Leaflet pans there by whole pixels instead: its centre is then within a pixel of this one.
 * `bottomInset` is the map's height hidden under something drawn over it (the phone's list
 * sheet), added to the bottom padding as `paddingBottomRight` does: the fit is in the part seen.
 */
export function fittedView(
  [west, south, east, north]: [number, number, number, number],
  size: BoxSize,
  { fromZoom, padding, minZoom, maxZoom, fitMaxZoom, bottomInset = 0 }: { fromZoom: number; padding: number; minZoom: number; maxZoom: number; fitMaxZoom: number; bottomInset?: number },
): { lat: number; lng: number; zoom: number } {
  const se = latLngToPoint(south, east, fromZoom);
  const nw = latLngToPoint(north, west, fromZoom);
  const scale = Math.min((size.width - 2 * padding) / Math.abs(se.x - nw.x), (size.height - 2 * padding - bottomInset) / Math.abs(se.y - nw.y));
  // getScaleZoom: crs.zoom(scale * crs.scale(fromZoom)).
  let zoom = Math.log((scale * crsScale(fromZoom)) / 256) / Math.LN2;
  if (Number.isNaN(zoom)) zoom = Infinity;
  zoom = Math.round(zoom / 0.01) * 0.01;
  zoom = Math.floor(zoom);
  zoom = Math.min(fitMaxZoom, Math.max(minZoom, Math.min(maxZoom, zoom)));
  const sw = latLngToPoint(south, west, zoom);
  const ne = latLngToPoint(north, east, zoom);
  // _getBoundsCenterZoom: the centre moves down by half the extra bottom padding.
  const centre = pointToLatLng((sw.x + ne.x) / 2, (sw.y + ne.y) / 2 + bottomInset / 2, zoom);
  return { lat: centre.lat, lng: centre.lng, zoom };
}
