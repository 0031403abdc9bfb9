import type { BoxSize } from './initial-bounds';

/**
 * The search map's box in the phone layout (clinic-map.tsx's Frame): the
 * window's width, the window's height less 8rem (the header and the toolbar
 * above it) but at least 420px, with a 1px border. Its CSS is written from
 * these numbers, and `phoneMapBox` works the box's inner size out from them
 * before the page has drawn anything (first-search.ts).
 */
export const PHONE_MAP = { chromeRem: 8, minHeight: 420, border: 1 } as const;

/** clientWidth × clientHeight of the phone map's box in a viewport of this size and root font size. */
export function phoneMapBox(viewport: { width: number; height: number }, remPx: number): BoxSize {
  const outerHeight = Math.max(PHONE_MAP.minHeight, viewport.height - PHONE_MAP.chromeRem * remPx);
  return { width: viewport.width - 2 * PHONE_MAP.border, height: outerHeight - 2 * PHONE_MAP.border };
}
