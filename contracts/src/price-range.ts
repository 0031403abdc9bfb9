/**
 * The words of the local price range, in one place for the search's
 * list header and the prices page: "Exam, x-ray & cleaning: $89–$240, median
 * $135 (18 clinics)" and "below the local median". Plain functions (no
 * TypeBox), so a page that needs only these bundles nothing else.
 */

/** 89 -> '$89', 117.5 -> '$117.50': whole dollars without cents, otherwise cents. */
export function formatDollars(amount: number): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

export interface PriceRangeFigures {
  count: number;
  min: number | null;
  median: number | null;
  max: number | null;
}

/** The list header's line; null when no clinic in the area posts a price for the service. */
export function priceRangeLine(service: string, range: PriceRangeFigures): string | null {
  if (range.count === 0 || range.min === null || range.median === null || range.max === null) return null;
  const clinics = `${range.count} ${range.count === 1 ? 'clinic' : 'clinics'}`;
  return `${service}: ${formatDollars(range.min)}–${formatDollars(range.max)}, median ${formatDollars(range.median)} (${clinics})`;
}

export type LocalPosition = 'below the local median' | 'at the local median' | 'above the local median';

/** Where a price sits against the median of the clinics around it (cents compared, so 135 and 135.00 are equal). */
export function localPosition(price: number, median: number): LocalPosition {
  const diff = Math.round(price * 100) - Math.round(median * 100);
  if (diff < 0) return 'below the local median';
  if (diff > 0) return 'above the local median';
  return 'at the local median';
}
