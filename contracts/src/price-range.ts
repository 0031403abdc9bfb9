/**
 * The words of the local price range, in one place for the search's
 * list header and the prices page: "Exam, x-ray & cleaning: $89–$240, median
 * $135 (18 clinics)" and "below the local median". Plain functions (no
 * TypeBox), so a page that needs only these bundles nothing else.
 */
import { contractText, type ContractText } from './contract-text';

/** 89 -> '$89', 117.5 -> '$117.50': whole dollars without cents, otherwise cents. */
export function formatDollars(amount: number): string {
  const cents = Math.round(amount * 100);
  // eslint-disable-next-line money/no-hand-written-price -- the formatter itself ('$' joined to the figure cannot wrap)
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

const KM_PER_MILE = 1.609344;

/** Distances and radii are shown in miles, the directory lists US clinics: 2.4 -> '1.5 mi', 50 -> '31 mi'. */
export function formatMiles(km: number): string {
  const miles = km / KM_PER_MILE;
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`;
}

/** The fair-price mark shows only when the area has at least this many prices for the service. */
export const FAIR_PRICE_MIN_PRICES = 5;
/** A price within this share of the median reads "near the median". */
const NEAR_MEDIAN_SHARE = 0.1;

export type FairPricePosition = 'below' | 'near' | 'above';

export interface FairPriceMark {
  position: FairPricePosition;
  /** '42% below the local median', 'near the median', 'above the median'. */
  label: string;
  /** What the mark is measured against: 'median $135 of 18 prices within 31 mi'. */
  basis: string;
  /** `label` and `basis` as messages, for pages to show them in their language. */
  labelText: ContractText;
  basisText: ContractText;
}

/**
 * The fair-price mark of one price against the local median of its service, the
 * one wording for the search cards, the compare page, the profile and the prices
 * page. Null with fewer than FAIR_PRICE_MIN_PRICES prices in the area: a median
 * of three says little.
 */
export function fairPriceMark(price: number, range: { count: number; median: number | null }, radiusKm: number): FairPriceMark | null {
  const { count, median } = range;
  if (median === null || !(median > 0) || count < FAIR_PRICE_MIN_PRICES || !Number.isFinite(price)) return null;
  const share = (price - median) / median;
  const basis = `median ${formatDollars(median)} of ${count} prices within ${formatMiles(radiusKm)}`;
  // Always 5 or more prices (FAIR_PRICE_MIN_PRICES), so the message needs no singular.
  const basisText = contractText('fair.basis', { median: { dollars: median }, count, distance: formatMiles(radiusKm) });
  if (Math.abs(share) < NEAR_MEDIAN_SHARE) return { position: 'near', label: 'near the median', basis, labelText: contractText('fair.near'), basisText };
  const percent = Math.round(-share * 100);
  if (share < 0) return { position: 'below', label: `${percent}% below the local median`, basis, labelText: contractText('fair.below', { percent }), basisText };
  return { position: 'above', label: 'above the median', basis, labelText: contractText('fair.above'), basisText };
}
