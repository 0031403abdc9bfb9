/** Where the map is: its centre, zoom and the bounds it shows, as the map reports them after each move. */
export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
  bounds: { west: number; south: number; east: number; north: number };
}

/** Closer than this, the map stays where it is (and reports no new view). */
export const nearlyEqual = (a: number, b: number) => Math.abs(a - b) < 1e-4;

/** How "Show all" fits the search's clinics: a margin around them, and no closer than a neighbourhood. */
export const SHOW_ALL_FIT = { padding: 24, maxZoom: 14 };
