import { Context, Query } from 'mingo';
import type { Options } from 'mingo/types';
import { Doc, isPlainObject, toNumber, valuesAtPath } from '../values';

type Point = [number, number];

function toPoint(v: unknown): Point | undefined {
  if (Array.isArray(v) && v.length >= 2) return [toNumber(v[0]), toNumber(v[1])];
  if (isPlainObject(v)) {
    if (v.type === 'Point' && Array.isArray(v.coordinates)) return toPoint(v.coordinates);
    const vals = Object.values(v);
    if (vals.length >= 2) return [toNumber(vals[0]), toNumber(vals[1])];
  }
  return undefined;
}

// Haversine distance in radians, matching $centerSphere's radius unit.
function sphereDistance(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function shapeTest(shape: Doc): (p: Point) => boolean {
  if (Array.isArray(shape.$box)) {
    const [c1, c2] = shape.$box.map(toPoint) as Point[];
    const [x1, x2] = [Math.min(c1[0], c2[0]), Math.max(c1[0], c2[0])];
    const [y1, y2] = [Math.min(c1[1], c2[1]), Math.max(c1[1], c2[1])];
    return (p) => p[0] >= x1 && p[0] <= x2 && p[1] >= y1 && p[1] <= y2;
  }
  if (Array.isArray(shape.$centerSphere)) {
    const center = toPoint(shape.$centerSphere[0]) as Point;
    const radius = toNumber(shape.$centerSphere[1]);
    return (p) => sphereDistance(center, p) <= radius;
  }
  if (Array.isArray(shape.$center)) {
    const center = toPoint(shape.$center[0]) as Point;
    const radius = toNumber(shape.$center[1]);
    return (p) => Math.hypot(p[0] - center[0], p[1] - center[1]) <= radius;
  }
  throw new Error('$geoWithin supports only $box, $center and $centerSphere');
}

const geoWithin = (selector: string, value: unknown) => {
  const test = shapeTest(value as Doc);
  return (obj: Doc): boolean =>
    valuesAtPath(obj, selector).some((v) => {
      const p = toPoint(v);
      return p !== undefined && test(p);
    });
};

const context = Context.init({ query: { $geoWithin: geoWithin } as never });

export function mingoOptions(extra: Partial<Options> = {}): Partial<Options> {
  // Scripting ($where, $function, $accumulator) would run client-supplied JS.
  return { idKey: '_id', useStrictMode: true, scriptEnabled: false, context, ...extra };
}

export function compileFilter(filter: Doc | undefined): (doc: Doc) => boolean {
  if (!filter || Object.keys(filter).length === 0) return () => true;
  const q = new Query(filter, mingoOptions());
  return (doc) => q.test(doc);
}
