/**
 * How the map's markers look, without Leaflet: the Leaflet layer's div icons
 * (marker-icons.ts) and the phone's map before Leaflet loads (StaticMap) draw
 * the same shapes at the same sizes from here.
 */

/** Marker size from the spec: 50 * zoom / 15 pixels. */
export const markerSize = (zoom: number) => Math.round((50 * zoom) / 15);

/** A marker's tap area: at least 24px (WCAG 2.5.8), around a shape drawn at the spec's size. */
export const tapSize = (drawn: number) => Math.max(drawn, 24);

/** The clinic pin, drawn in a 24 × 24 view box with its tip at the bottom centre. */
export const CLINIC_PIN = {
  path: 'M12 1.5a7.5 7.5 0 0 0-7.5 7.5c0 5.6 7.5 13.5 7.5 13.5s7.5-7.9 7.5-13.5A7.5 7.5 0 0 0 12 1.5z',
  fill: '#0f766e',
  dot: { cx: 12, cy: 9, r: 2.8 },
};

/** A cluster's disc grows with the number of clinics in it. */
export const clusterSize = (count: number, zoom: number) => Math.round(markerSize(zoom) * (count < 10 ? 1 : count < 100 ? 1.2 : 1.45));

/** "7", "342", "12.4k". */
export const clusterLabel = (count: number) => (count >= 1000 ? `${Math.round(count / 100) / 10}k` : String(count));

/** The visitor's own position: a dot of this many pixels. */
export const USER_MARKER_SIZE = 22;
