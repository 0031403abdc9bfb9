/**
 * Where a price stands, and the one wording of it: confirmed by the clinic on
 * a day, taken from the clinic's price file of a date (an import, until the
 * owner confirms the price again), or never confirmed. The profile, the search
 * cards, the price card, the price files and the export all say it with these.
 */
import { hasPrice } from './field-rules';
import { formatLongDate, formatMonthYear, pricesConfirmedMonthText, pricesConfirmedText } from './price-trust';
import { contractText, type ContractText } from './contract-text';

type DateLike = string | Date | null | undefined;

export type PriceStamp = { kind: 'confirmed'; date: Date } | { kind: 'file'; date: Date } | { kind: 'never' };

const dateOf = (value: DateLike): Date | undefined => {
  if (!value) return undefined;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** A price's stamp: its file's date when it was imported and not confirmed since, else its confirmation, else never. */
export function priceStampOf(service: { confirmedAt?: DateLike; priceFileDate?: DateLike }): PriceStamp {
  const confirmed = dateOf(service.confirmedAt);
  const file = dateOf(service.priceFileDate);
  if (file && !(confirmed && confirmed > file)) return { kind: 'file', date: file };
  return confirmed ? { kind: 'confirmed', date: confirmed } : { kind: 'never' };
}

/** The date a price stands on (its confirmation or its file's), for "may be out of date" and reminders; undefined when never confirmed. */
export const priceDateOf = (service: { confirmedAt?: DateLike; priceFileDate?: DateLike }): Date | undefined => {
  const stamp = priceStampOf(service);
  return stamp.kind === 'never' ? undefined : stamp.date;
};

/**
 * A clinic's stamp: its stalest priced service's, so the line never claims more
 * than that price deserves; never when one price has no date. Undefined without priced services.
 */
export function clinicPriceStampOf(clinic: {
  services: readonly { price: string; confirmedAt?: DateLike; priceFileDate?: DateLike }[];
  otherServices: readonly { price: string; confirmedAt?: DateLike; priceFileDate?: DateLike }[];
}): PriceStamp | undefined {
  let stalest: PriceStamp | undefined;
  for (const service of [...clinic.services, ...clinic.otherServices].filter(hasPrice)) {
    const stamp = priceStampOf(service);
    if (stamp.kind === 'never') return stamp;
    if (!stalest || (stalest.kind !== 'never' && stamp.date < stalest.date)) stalest = stamp;
  }
  return stalest;
}

export const PRICE_NEVER_CONFIRMED = 'Price never confirmed by the clinic';
export const PRICES_NEVER_CONFIRMED = 'Prices not yet confirmed by the clinic';

/** "From the clinic's price file of {Month D, YYYY}": an imported price, beside it. */
export const priceFileText = (value: string | Date): string => `From the clinic's price file of ${formatLongDate(value)}`;

/** A price's line beside it on the profile: only an imported one needs it (the clinic's line gives the confirmation). */
export function priceRowStampText(service: { confirmedAt?: DateLike; priceFileDate?: DateLike }): string | undefined {
  const stamp = priceStampOf(service);
  return stamp.kind === 'file' ? priceFileText(stamp.date) : undefined;
}

/** The clinic's line on the profile and the price card: "Prices confirmed {date}", "Prices from the clinic's price file of {date}", or not yet confirmed. */
export function clinicStampText(stamp: PriceStamp): string {
  if (stamp.kind === 'never') return PRICES_NEVER_CONFIRMED;
  return stamp.kind === 'file' ? `Prices from the clinic's price file of ${formatLongDate(stamp.date)}` : pricesConfirmedText(stamp.date);
}

type StampedClinic = Parameters<typeof clinicPriceStampOf>[0] & { pricesConfirmedAt: string | null };

/**
 * A clinic's line from the API's answer: its date (the stalest price's) as a
 * confirmation or, when its services say that price is imported, a price file's.
 * Undefined without a date.
 */
export function clinicLineText(clinic: StampedClinic): string | undefined {
  if (!clinic.pricesConfirmedAt) return undefined;
  const kind = clinicPriceStampOf(clinic)?.kind === 'file' ? 'file' : 'confirmed';
  return clinicStampText({ kind, date: new Date(clinic.pricesConfirmedAt) });
}

/** A search card's shorter line: the month only. */
export function clinicStampMonthText(stamp: PriceStamp): string {
  if (stamp.kind === 'never') return PRICES_NEVER_CONFIRMED;
  return stamp.kind === 'file' ? `Prices from the clinic's price file of ${formatMonthYear(stamp.date)}` : pricesConfirmedMonthText(stamp.date);
}

/*
 * The same lines as message descriptors, for pages to show in their language (shared-ui's
 * useContractText); the English functions above say what the English catalog says.
 */

/** priceFileText's message. */
export const priceFileMessage = (value: string | Date): ContractText => contractText('stamp.priceFile', { date: { date: value, style: 'long' } });

/** priceRowStampText's message. */
export function priceRowStampMessage(service: { confirmedAt?: DateLike; priceFileDate?: DateLike }): ContractText | undefined {
  const stamp = priceStampOf(service);
  return stamp.kind === 'file' ? priceFileMessage(stamp.date) : undefined;
}

/** clinicStampText's message. */
export function clinicStampMessage(stamp: PriceStamp): ContractText {
  if (stamp.kind === 'never') return contractText('stamp.pricesNever');
  return contractText(stamp.kind === 'file' ? 'stamp.clinicFile' : 'stamp.confirmed', { date: { date: stamp.date, style: 'long' } });
}

/** clinicLineText's message. */
export function clinicLineMessage(clinic: StampedClinic): ContractText | undefined {
  if (!clinic.pricesConfirmedAt) return undefined;
  const kind = clinicPriceStampOf(clinic)?.kind === 'file' ? 'file' : 'confirmed';
  return clinicStampMessage({ kind, date: new Date(clinic.pricesConfirmedAt) });
}

/** clinicStampMonthText's message. */
export function clinicStampMonthMessage(stamp: PriceStamp): ContractText {
  if (stamp.kind === 'never') return contractText('stamp.pricesNever');
  return contractText(stamp.kind === 'file' ? 'stamp.clinicFileMonth' : 'stamp.confirmedMonth', { date: { date: stamp.date, style: 'month-year' } });
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A price file item's note (CMS's additional_generic_notes), dates as YYYY-MM-DD. */
export function priceStampNote(service: { confirmedAt?: DateLike; priceFileDate?: DateLike }): string {
  const stamp = priceStampOf(service);
  if (stamp.kind === 'never') return `${PRICE_NEVER_CONFIRMED}.`;
  return stamp.kind === 'file' ? `Price from the clinic's price file of ${isoDay(stamp.date)}.` : `Price confirmed by the clinic on ${isoDay(stamp.date)}.`;
}

/** The export's column for a price: confirmed, price file, or never confirmed. */
export const priceStampKind = (service: { confirmedAt?: DateLike; priceFileDate?: DateLike }): 'confirmed' | 'price file' | 'never confirmed' => {
  const { kind } = priceStampOf(service);
  return kind === 'file' ? 'price file' : kind === 'never' ? 'never confirmed' : 'confirmed';
};
