/**
 * What a search card says beside its name: the "from" price with no service
 * chosen, the fair-price mark of the price it shows, and its trust marks. Plain
 * functions of the card and the answer's medians, tested without a page.
 */
import {
  fairPriceMark,
  formatPriceIn,
  isOpenInWeek,
  isPriceStale,
  MAY_BE_OUT_OF_DATE,
  MAY_BE_OUT_OF_DATE_TEXT,
  parsePrice,
  clinicStampMonthMessage,
  clinicStampMonthText,
  type ContractText,
  type ClinicCard,
  type FairPriceArea,
  type FairPriceMark,
} from '@directpay/contracts';
import { t } from '#src/messages';

/** The medians of a list's answers by service, and how far their area reaches. */
export interface LocalMedians {
  radiusKm: number;
  byService: ReadonlyMap<string, { count: number; median: number }>;
}

/** The medians of every page of a list (each page names the services its cards show). */
export function mergeMedians(pages: readonly { fairPrice?: FairPriceArea }[]): LocalMedians | null {
  let radiusKm: number | null = null;
  const byService = new Map<string, { count: number; median: number }>();
  for (const page of pages) {
    if (!page.fairPrice) continue;
    radiusKm = page.fairPrice.radiusKm;
    for (const { service, count, median } of page.fairPrice.medians) byService.set(service, { count, median });
  }
  return radiusKm === null ? null : { radiusKm, byService };
}

/** "from $ 95": the card's headline price, '$' kept to its amount. */
export const fromPriceText = (price: string): string => t('card.from', { price: formatPriceIn(price, t.locale) });

/**
 * The price a card's mark measures, and the service whose median it is measured
 * against: the "from" price's service, or the selected group's lowest price. None
 * for a code search (it spans categories) or a card without a price.
 */
export function markedPrice(card: ClinicCard, service: string | null): { service: string; amount: number } | null {
  if (card.fromPrice) {
    const amount = parsePrice(card.fromPrice.price);
    return amount === undefined ? null : { service: card.fromPrice.description, amount };
  }
  if (service === null) return null;
  const amounts = card.prices.flatMap((s) => parsePrice(s.price) ?? []);
  return amounts.length > 0 ? { service, amount: Math.min(...amounts) } : null;
}

/** The card's fair-price mark, or null (no area figures, or fewer than 5 prices for its service). */
export function cardMark(card: ClinicCard, service: string | null, medians: LocalMedians | null): FairPriceMark | null {
  const price = markedPrice(card, service);
  const figures = price && medians?.byService.get(price.service);
  return price && figures && medians ? fairPriceMark(price.amount, figures, medians.radiusKm) : null;
}

/**
 * The card's trust marks, in this order, each only when true: "Prices confirmed
 * March 2026" or, for imported prices, "Prices from the clinic's price file of March 2026" (with "may be out of date" once, for the clinic, when it is old),
 * or "Prices not yet confirmed by the clinic" when a price has no date,
 * "Accepting new patients", "Open now" on the visitor's clock.
 */
export function trustMarks(card: ClinicCard, now: Date, say?: (text: ContractText) => string): string[] {
  const marks: string[] = [];
  if (card.pricesConfirmedAt) {
    const stale = isPriceStale(card.pricesConfirmedAt, now);
    const stamp = { kind: card.pricesFromFile ? ('file' as const) : ('confirmed' as const), date: new Date(card.pricesConfirmedAt) };
    // In the page's language when a `say` is given (useContractText), else the English words.
    marks.push(`${say ? say(clinicStampMonthMessage(stamp)) : clinicStampMonthText(stamp)}${stale ? ` · ${say ? say(MAY_BE_OUT_OF_DATE_TEXT) : MAY_BE_OUT_OF_DATE}` : ''}`);
  } else if (card.fromPrice || card.prices.length > 0) {
    // A price with neither a confirmation nor a file's date says so, as the price card and the files do.
    marks.push(say ? say(clinicStampMonthMessage({ kind: 'never' })) : clinicStampMonthText({ kind: 'never' }));
  }
  if (card.acceptingNewPatients) marks.push(t('card.acceptingNewPatients'));
  if (isOpenInWeek(card.openHours, now)) marks.push(t('card.openNow'));
  return marks;
}
