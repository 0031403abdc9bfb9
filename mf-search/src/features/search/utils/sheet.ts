/** Bottom sheet limits (spec section 9): 20% to 90% of the window height, starting at 50%. */
export const SHEET_MIN = 20;
export const SHEET_MAX = 90;
export const SHEET_START = 50;
/** One arrow key press moves the sheet this many percent. */
export const SHEET_STEP = 5;

export function clampSheet(percent: number): number {
  if (!Number.isFinite(percent)) return SHEET_START;
  return Math.min(SHEET_MAX, Math.max(SHEET_MIN, percent));
}

/** Sheet height after dragging: the pointer moved from startY to y (pixels) in a window this tall. */
export function draggedSheet(startPercent: number, startY: number, y: number, windowHeight: number): number {
  return clampSheet(startPercent + ((startY - y) / windowHeight) * 100);
}

/** Keyboard for the sheet handle (window splitter pattern); null for other keys. */
export function sheetAfterKey(percent: number, key: string): number | null {
  switch (key) {
    case 'ArrowUp':
    case 'PageUp':
      return clampSheet(percent + (key === 'PageUp' ? 4 : 1) * SHEET_STEP);
    case 'ArrowDown':
    case 'PageDown':
      return clampSheet(percent - (key === 'PageDown' ? 4 : 1) * SHEET_STEP);
    case 'Home':
      return SHEET_MAX;
    case 'End':
      return SHEET_MIN;
    default:
      return null;
  }
}
