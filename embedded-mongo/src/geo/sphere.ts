// Distances on a sphere, in radians (multiply by MongoDB's 6378.1 km radius
// for GeoJSON results in metres), and exact lower bounds from a point to a
// latitude/longitude box, which the grid index uses to stop searching.

export type Point = [lng: number, lat: number];

/** The radius MongoDB uses for 2dsphere distances, in metres. */
export const EARTH_RADIUS_M = 6378100;

const RAD = Math.PI / 180;

export function distance(a: Point, b: Point): number {
  const dLat = (b[1] - a[1]) * RAD;
  const dLng = (b[0] - a[0]) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * RAD) * Math.cos(b[1] * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Longitude difference folded into [0, 180]. */
function lngGap(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/**
 * The least distance from `p` to the meridian `lng` between latitudes lo and hi.
 * Along a meridian, cos(distance) = R cos(lat - lat0), so the nearest point is
 * lat0 clamped to the segment (or one of its ends).
 */
function toMeridian(p: Point, lng: number, lo: number, hi: number): number {
  const phi = p[1] * RAD;
  const cosGap = Math.cos(lngGap(p[0], lng) * RAD);
  const lat0 = Math.atan2(Math.sin(phi), Math.cos(phi) * cosGap) / RAD;
  const inside = Math.min(hi, Math.max(lo, lat0));
  return Math.min(distance(p, [lng, lo]), distance(p, [lng, hi]), distance(p, [lng, inside]));
}

function lngInside(lng: number, west: number, east: number): boolean {
  if (east - west >= 360) return true;
  const w = ((west + 180) % 360 + 360) % 360 - 180;
  const off = ((lng - w) % 360 + 360) % 360;
  return off <= east - west;
}

/**
 * The least distance from `p` to any point of the box (0 when inside). On a
 * parallel, distance grows with the longitude gap, so outside the box's
 * longitudes the nearest point is on one of its two meridian edges.
 */
export function distanceToBox(p: Point, west: number, south: number, east: number, north: number): number {
  const within = lngInside(p[0], west, east);
  if (within && p[1] >= south && p[1] <= north) return 0;
  if (within) return Math.min(Math.abs(p[1] - south), Math.abs(p[1] - north)) * RAD;
  return Math.min(toMeridian(p, west, south, north), toMeridian(p, east, south, north));
}
