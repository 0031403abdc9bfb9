/**
 * The tiles a Leaflet map shows right after `setView([lat, lng], zoom)` on a
 * box of `size`, and where each one sits, worked out without Leaflet so the
 * phone's map can be drawn before Leaflet loads (StaticMap). It follows
 * Leaflet 1.9's GridLayer at a whole zoom: 256-px tiles at
 * `coords * 256 - pixelOrigin`, the tile range covering the box, x wrapped
 * around the world, rows beyond the poles left out, and TileLayer's URL
 * template (`{s}` from the default subdomains, `{r}` empty, `{-y}` for TMS).
 * `tile-grid.test.ts` holds it against a real Leaflet map.
 */
import { latLngToPoint, pixelOrigin, type BoxSize } from './initial-bounds';

const TILE = 256;
const SUBDOMAINS = 'abc';

export interface PlacedTile {
  /** z/x/y of the tile asked for (x wrapped). */
  key: string;
  url: string;
  left: number;
  top: number;
}

/** TileLayer.getTileUrl with the default options. */
export function tileUrl(template: string, x: number, y: number, z: number): string {
  const values: Record<string, string | number> = {
    s: SUBDOMAINS[Math.abs(x + y) % SUBDOMAINS.length],
    x,
    y,
    z,
    r: '',
    '-y': Math.pow(2, z) - 1 - y,
  };
  return template.replace(/\{ *([\w_ -]+) *\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** The tiles of the view, each placed in the box's pixels. */
export function tilesFor(template: string, lat: number, lng: number, zoom: number, size: BoxSize): PlacedTile[] {
  const origin = pixelOrigin(lat, lng, zoom, size);
  // GridLayer._getTiledPixelBounds and _pxBoundsToTileRange: the box around the floored centre.
  const centre = latLngToPoint(lat, lng, zoom);
  const cx = Math.floor(centre.x);
  const cy = Math.floor(centre.y);
  const count = Math.pow(2, zoom);
  const tiles: PlacedTile[] = [];
  for (let ty = Math.floor((cy - size.height / 2) / TILE); ty <= Math.ceil((cy + size.height / 2) / TILE) - 1; ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor((cx - size.width / 2) / TILE); tx <= Math.ceil((cx + size.width / 2) / TILE) - 1; tx++) {
      const x = ((tx % count) + count) % count;
      tiles.push({ key: `${zoom}/${tx}/${ty}`, url: tileUrl(template, x, ty, zoom), left: tx * TILE - origin.x, top: ty * TILE - origin.y });
    }
  }
  return tiles;
}

/** Map.latLngToContainerPoint right after setView (the projected point rounded, as a Marker places itself): where a place sits in the box. */
export function placeIn(lat: number, lng: number, zoom: number, origin: { x: number; y: number }): { left: number; top: number } {
  const p = latLngToPoint(lat, lng, zoom);
  return { left: Math.round(p.x) - origin.x, top: Math.round(p.y) - origin.y };
}
