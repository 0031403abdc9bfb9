/** The words of the results heading's place line; pure, so they are tested without a page. */

/** 'near Salt Lake City, UT' for a place's label. */
export const placeLineText = (place: string): string => `near ${place}`;

/**
 * The place a search measures from, as the heading names it: the chosen place's label, 'your
 * location' for the browser's, and null when there is none (the map's default area).
 */
export function placeName(near: unknown, where: string, userPosition: unknown): string | null {
  if (near) return where.trim() && where.trim().toLowerCase() !== 'your location' ? where.trim() : 'your location';
  return userPosition ? 'your location' : null;
}
