// What the geo conformance tests share: MongoDB's sphere, GeoJSON points and a
// brute-force distance to rank documents by.

/** MongoDB's earth radius for 2dsphere distances, in metres. */
export const R = 6378100;
export const DEG = Math.PI / 180;

export const pt = (lng: number, lat: number) => ({ type: 'Point', coordinates: [lng, lat] });

/** Great-circle distance in metres between two [lng, lat] pairs (haversine). */
export function metresBetween(a: number[], b: number[]): number {
  const h = Math.sin(((b[1] - a[1]) * DEG) / 2) ** 2 + Math.cos(a[1] * DEG) * Math.cos(b[1] * DEG) * Math.sin(((b[0] - a[0]) * DEG) / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}
