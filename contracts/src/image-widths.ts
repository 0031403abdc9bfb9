/**
 * Width variants of the images route: `/images/:id?w=800` is the
 * stored image at most 800 px wide, re-encoded once by the API and cached. Plain
 * functions (no TypeBox), so the pages that show images bundle only these.
 */

/** The widths the images route serves; any other `w` is a 400 naming `w`. */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** An image URL of the images route at a width; another URL (an outside picture) is returned as it is. */
export function imageAtWidth(url: string, width: ImageWidth): string {
  if (!/\/images\/[0-9a-fA-F]{24}$/.test(url)) return url;
  return `${url}?w=${width}`;
}

/** A `srcset` of every width for an image of the images route; '' for another URL. */
export function imageSrcSet(url: string): string {
  if (!/\/images\/[0-9a-fA-F]{24}$/.test(url)) return '';
  return IMAGE_WIDTHS.map((width) => `${imageAtWidth(url, width)} ${width}w`).join(', ');
}

/**
 * The profile's hero image (mf-profile) as `sizes` says: the page's column beside the
 * 18rem contact card from 768px (at most about 45rem), the screen's width below. The
 * host's server preloads the hero with the same srcset and sizes, so the browser picks
 * the same file before the profile's code runs.
 */
export const HERO_IMAGE_SIZES = '(min-width: 768px) 45rem, 100vw';
