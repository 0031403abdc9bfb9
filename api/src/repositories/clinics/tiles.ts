/**
 * Map tiles of 0.1° (about 11 km north-south) that a clinic's `search.tile`
 * names. A viewport becomes the list of tiles it touches, so the search indexes
 * start with category then tile: a viewport's query reads the clinics of its
 * tiles only, not every clinic in the viewport's latitude band, and a sort by
 * name or price is read in order by merging the tiles' index ranges. Plain
 * numbers and `$in`, so MongoDB and the embedded engine run the same query.
 */
import type { BBox } from './search-query';

export const TILE_DEG = 0.1;
const COLS = Math.round(360 / TILE_DEG);
const ROWS = Math.round(180 / TILE_DEG);

/** Above this many tiles the viewport query leaves tiles out (a zoomed-out map matches most clinics anyway). */
export const MAX_TILES = 400;

const row = (lat: number) => Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / TILE_DEG)));
const col = (lng: number) => Math.min(COLS - 1, Math.max(0, Math.floor((lng + 180) / TILE_DEG)));

export function tileOf(lat: number, lng: number): number {
  return row(lat) * COLS + col(lng);
}

/** Every tile the viewport touches, or undefined when there are more than MAX_TILES. */
export function tilesOf(bbox: BBox): number[] | undefined {
  const [west, south, east, north] = bbox;
  const [r0, r1, c0, c1] = [row(south), row(north), col(west), col(east)];
  if ((r1 - r0 + 1) * (c1 - c0 + 1) > MAX_TILES) return undefined;
  const tiles: number[] = [];
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) tiles.push(r * COLS + c);
  return tiles;
}
