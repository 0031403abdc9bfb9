// Points and the $geoWithin shapes: what a 2dsphere index accepts as a point,
// whether a point lies in a shape, and a latitude/longitude box around a
// shape so the grid index can pick candidate cells.
import { Doc, isPlainObject, toNumber } from '../values';
import { distance, Point } from './sphere';

const RAD = Math.PI / 180;

function isNum(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/** A GeoJSON Point or a legacy [lng, lat] pair as a point, or why it is not one (MongoDB's wording). */
export function toGeoPoint(v: unknown): Point | string {
  let coords: unknown = v;
  if (isPlainObject(v) && 'type' in v) {
    if (v.type !== 'Point') return `unknown GeoJSON type or not a Point (the embedded engine indexes Points only): ${String(v.type)}`;
    coords = v.coordinates;
  } else if (isPlainObject(v)) {
    coords = Object.values(v);
  }
  if (!Array.isArray(coords) || coords.length < 2) return 'Point must be an array or object';
  const [lng, lat] = coords.map((c) => (typeof c === 'number' ? c : NaN));
  if (!isNum(lng) || !isNum(lat)) return 'Point must only contain numeric elements';
  if (Math.abs(lng) > 180 || Math.abs(lat) > 90) return `longitude/latitude is out of bounds, lng: ${lng} lat: ${lat}`;
  return [lng, lat];
}

/** Any point-like value (as $geoWithin reads documents), without bounds checks. */
export function looseGeoPoint(v: unknown): Point | undefined {
  if (Array.isArray(v) && v.length >= 2) return [toNumber(v[0]), toNumber(v[1])];
  if (isPlainObject(v)) {
    if (v.type === 'Point' && Array.isArray(v.coordinates)) return looseGeoPoint(v.coordinates);
    const vals = Object.values(v);
    if (vals.length >= 2 && !('type' in v)) return [toNumber(vals[0]), toNumber(vals[1])];
  }
  return undefined;
}

/** Latitude of the great circle through a and b at longitude lng (which lies between them). */
function arcLatAt(a: Point, b: Point, lng: number): number {
  const [l1, p1] = [a[0] * RAD, a[1] * RAD];
  const [l2, p2] = [b[0] * RAD, b[1] * RAD];
  const l = lng * RAD;
  const s = Math.sin(l2 - l1);
  if (Math.abs(s) < 1e-15) return Math.max(a[1], b[1]);
  return Math.atan((Math.tan(p1) * Math.sin(l2 - l) + Math.tan(p2) * Math.sin(l - l1)) / s) / RAD;
}

function lngOffset(from: number, to: number): number {
  let d = (to - from) % 360;
  if (d > 180) d -= 360;
  if (d < -180) d += 360;
  return d;
}

/**
 * GeoJSON polygon edges are geodesics (great-circle arcs), as in MongoDB. A ray
 * from the point north along its meridian crosses the ring an odd number of
 * times when the point is inside (rings that hold a pole are not supported).
 * Points on an edge or vertex count as inside.
 */
function ringContains(ring: Point[], p: Point): boolean {
  let inside = false;
  for (let k = 0; k + 1 < ring.length; k++) {
    const a = ring[k];
    const b = ring[k + 1];
    const span = lngOffset(a[0], b[0]);
    const off = lngOffset(a[0], p[0]);
    if (span === 0) {
      if (off === 0 && p[1] >= Math.min(a[1], b[1]) && p[1] <= Math.max(a[1], b[1])) return true;
      continue;
    }
    if (off / span < 0 || off / span > 1) continue;
    const lat = arcLatAt(a, [a[0] + span, b[1]], a[0] + off);
    if (Math.abs(lat - p[1]) < 1e-9) return true;
    // Half-open in longitude so a ray through a vertex is counted once.
    if ((span > 0 ? off >= 0 && off < span : off >= span && off < 0) && lat > p[1]) inside = !inside;
  }
  return inside;
}

function polygonOf(geometry: Doc): Point[][] {
  if (geometry.type !== 'Polygon' || !Array.isArray(geometry.coordinates)) {
    throw new Error('$geoWithin $geometry supports GeoJSON Polygon only in the embedded engine');
  }
  return (geometry.coordinates as unknown[][]).map((ring) => ring.map((c) => looseGeoPoint(c) as Point));
}

export function shapeTest(shape: Doc): (p: Point) => boolean {
  if (Array.isArray(shape.$box)) {
    const [c1, c2] = shape.$box.map(looseGeoPoint) as Point[];
    const [x1, x2] = [Math.min(c1[0], c2[0]), Math.max(c1[0], c2[0])];
    const [y1, y2] = [Math.min(c1[1], c2[1]), Math.max(c1[1], c2[1])];
    return (p) => p[0] >= x1 && p[0] <= x2 && p[1] >= y1 && p[1] <= y2;
  }
  if (Array.isArray(shape.$centerSphere)) {
    const center = looseGeoPoint(shape.$centerSphere[0]) as Point;
    const radius = toNumber(shape.$centerSphere[1]);
    return (p) => distance(center, p) <= radius;
  }
  if (Array.isArray(shape.$center)) {
    const center = looseGeoPoint(shape.$center[0]) as Point;
    const radius = toNumber(shape.$center[1]);
    return (p) => Math.hypot(p[0] - center[0], p[1] - center[1]) <= radius;
  }
  if (isPlainObject(shape.$geometry)) {
    const [outer, ...holes] = polygonOf(shape.$geometry);
    return (p) => ringContains(outer, p) && !holes.some((h) => ringContains(h, p) && !onRing(h, p));
  }
  throw new Error('$geoWithin supports only $box, $center, $centerSphere and a $geometry Polygon');
}

function onRing(ring: Point[], p: Point): boolean {
  return ring.some((v) => v[0] === p[0] && v[1] === p[1]);
}

/** [west, south, east, north] holding the shape, for index candidates; undefined for whole-sphere or flat shapes. */
export function shapeBounds(shape: Doc): [number, number, number, number] | undefined {
  if (Array.isArray(shape.$box)) {
    const [c1, c2] = shape.$box.map(looseGeoPoint) as Point[];
    return [Math.min(c1[0], c2[0]), Math.min(c1[1], c2[1]), Math.max(c1[0], c2[0]), Math.max(c1[1], c2[1])];
  }
  if (Array.isArray(shape.$centerSphere)) {
    const c = looseGeoPoint(shape.$centerSphere[0]) as Point;
    const r = toNumber(shape.$centerSphere[1]) / RAD;
    const south = c[1] - r;
    const north = c[1] + r;
    if (south <= -90 || north >= 90) return [-180, Math.max(-90, south), 180, Math.min(90, north)];
    const dLng = Math.asin(Math.min(1, Math.sin(r * RAD) / Math.cos(c[1] * RAD))) / RAD;
    if (!Number.isFinite(dLng) || dLng >= 180) return [-180, south, 180, north];
    return [c[0] - dLng, south, c[0] + dLng, north];
  }
  if (isPlainObject(shape.$geometry)) {
    const [outer] = polygonOf(shape.$geometry);
    // Geodesic edges bow towards the poles: sample each edge for its latitude range.
    const lats: number[] = [];
    const lngs: number[] = [];
    for (let k = 0; k + 1 < outer.length; k++) {
      const a = outer[k];
      const span = lngOffset(a[0], outer[k + 1][0]);
      for (let s = 0; s <= 32; s++) {
        const lng = a[0] + (span * s) / 32;
        lats.push(span === 0 ? a[1] + ((outer[k + 1][1] - a[1]) * s) / 32 : arcLatAt(a, [a[0] + span, outer[k + 1][1]], lng));
        lngs.push(lng);
      }
    }
    const west = Math.min(...lngs);
    const east = Math.max(...lngs);
    if (east - west > 180) return undefined;
    return [west, Math.max(-90, Math.min(...lats) - 0.01), east, Math.min(90, Math.max(...lats) + 0.01)];
  }
  return undefined;
}
