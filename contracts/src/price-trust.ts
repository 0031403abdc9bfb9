/**
 * Confirmation dates and the "may be out of date" rule, shared by the
 * API (reminder job, mails) and the pages that show them, so both count months
 * the same way. Plain functions: no TypeBox, no React.
 */
import { PRICE_STALE_MONTHS } from './limits';
import type { ContractText } from './contract-text';

/** The same day `months` calendar months later (earlier when negative), clamped to the month's end (Jan 31 + 1 = Feb 28/29), in UTC. */
export function addMonths(date: Date, months: number): Date {
  const out = new Date(date.getTime());
  const day = out.getUTCDate();
  out.setUTCDate(1);
  out.setUTCMonth(out.getUTCMonth() + months);
  const last = new Date(Date.UTC(out.getUTCFullYear(), out.getUTCMonth() + 1, 0)).getUTCDate();
  out.setUTCDate(Math.min(day, last));
  return out;
}

const toDate = (value: string | Date): Date => (typeof value === 'string' ? new Date(value) : value);

/** Whether a price confirmed at `confirmedAt` is older than PRICE_STALE_MONTHS at `now`; never-confirmed prices are not marked (no date is shown for them either). */
export function isPriceStale(confirmedAt: string | Date | null | undefined, now: Date = new Date()): boolean {
  if (!confirmedAt) return false;
  return addMonths(toDate(confirmedAt), PRICE_STALE_MONTHS).getTime() < now.getTime();
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'Month D, YYYY' ('March 4, 2026') of the UTC day, the same wherever the page is rendered. */
export function formatLongDate(value: string | Date): string {
  const date = toDate(value);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 'Month YYYY' ('March 2026') of the UTC day: a search card's shorter date. */
export function formatMonthYear(value: string | Date): string {
  const date = toDate(value);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "Prices confirmed {Month YYYY}": the search card's line (the profile gives the day). */
export const pricesConfirmedMonthText = (value: string | Date): string => `Prices confirmed ${formatMonthYear(value)}`;

/** "Prices confirmed {Month D, YYYY}", the spec's wording. */
export const pricesConfirmedText = (value: string | Date): string => `Prices confirmed ${formatLongDate(value)}`;

export const MAY_BE_OUT_OF_DATE = 'may be out of date';
export const DIFFERENT_PRICE_REPORTED = 'Patients reported a different price';
export const REPORT_DIFFERENT_PRICE = 'I was charged a different price';
export const CONFIRM_PRICES_ACTION = 'Confirm prices are current';

/** The marks and actions above as messages, for pages to show in their language. */
export const MAY_BE_OUT_OF_DATE_TEXT: ContractText = { id: 'trust.mayBeOutOfDate' };
export const DIFFERENT_PRICE_REPORTED_TEXT: ContractText = { id: 'trust.differentReported' };
export const REPORT_DIFFERENT_PRICE_TEXT: ContractText = { id: 'trust.reportDifferent' };
export const CONFIRM_PRICES_ACTION_TEXT: ContractText = { id: 'trust.confirmPrices' };
