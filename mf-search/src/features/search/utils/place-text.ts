/** The place a search measures from, as the heading names it; pure, so it is tested without a page. */

/** The label a search near the browser's location carries in its URL, as the sort's own switch to distance writes it (a parameter: never translated). */
export const YOUR_LOCATION = 'Your location';

/** The place of a search near the browser's location; the place line names it in the page's language. */
export const YOUR_PLACE = 'your location';

/**
 * The place a search measures from, as the heading names it: the chosen place's label, 'your
 * location' for the browser's, and null when there is none (the map's default area).
 */
export function placeName(near: unknown, where: string, userPosition: unknown): string | null {
  if (near) return where.trim() && where.trim().toLowerCase() !== YOUR_PLACE ? where.trim() : YOUR_PLACE;
  return userPosition ? YOUR_PLACE : null;
}
