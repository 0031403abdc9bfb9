/**
 * What is drawn over the bottom of the map carries this attribute (the phone's list sheet),
 * so "Show all" fits the clinics into the part of the map that is seen.
 */
export const COVERS_MAP = 'data-covers-map';

/** The least height of map a fit keeps in view, however high the sheet is pulled. */
const MIN_SEEN_PX = 48;

/** How many pixels at the bottom of the map's box are covered, left for the fit: the box less its padding and a strip kept in view at most. */
export function coveredBelow(box: Element | null, padding: number): number {
  if (!box) return 0;
  const map = box.getBoundingClientRect();
  let covered = 0;
  for (const cover of document.querySelectorAll(`[${COVERS_MAP}]`)) {
    const over = cover.getBoundingClientRect();
    if (over.left >= map.right || over.right <= map.left || over.top >= map.bottom) continue;
    covered = Math.max(covered, map.bottom - Math.max(over.top, map.top));
  }
  return Math.round(Math.max(0, Math.min(covered, map.height - 2 * padding - MIN_SEEN_PX)));
}
