import type { BBox } from '@directpay/contracts';

/** [minLng, minLat, maxLng, maxLat], as GET /clinics and supercluster take it: the contracts' BBox. */
export type { BBox };

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * A map viewport as the API accepts it: inside the world (zoomed out, Leaflet
 * reports longitudes past ±180) and rounded, so tiny pans reuse cached pages.
 */
export function toApiBBox(west: number, south: number, east: number, north: number): BBox {
  const r = (n: number) => Number(n.toFixed(4));
  const wraps = east - west >= 360;
  return [
    r(wraps ? -180 : clamp(west, -180, 180)),
    r(clamp(south, -90, 90)),
    r(wraps ? 180 : clamp(east, -180, 180)),
    r(clamp(north, -90, 90)),
  ];
}

export const bboxParam = (b: BBox) => b.join(',');
