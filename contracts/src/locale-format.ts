/**
 * Amounts, dates and times written for a language with `Intl`: the one formatting every page,
 * email and document uses (shared-ui's `useFormat` binds it to the page's language; the API
 * passes the recipient's). English prices keep the specification's '$ 95'.
 */
import { formatPrice } from './field-rules';
import { LOCALE_TAGS, type Locale } from './locale';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}:${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: 'USD', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A listed price ('95', '99.50') in a language: English '$ 95' (spec section 3), Spanish
 * as `Intl` writes US dollars for es-US. The cents are kept as the clinic wrote them.
 */
export function formatPriceIn(price: string | number, locale: Locale): string {
  const text = typeof price === 'number' ? String(price) : price.trim();
  if (locale === 'en') return formatPrice(text);
  const amount = Number(text);
  if (!Number.isFinite(amount)) return text;
  const fractionDigits = text.includes('.') ? Math.min(2, text.split('.')[1].length) : Number.isInteger(amount) ? 0 : 2;
  return numberFormat(locale, fractionDigits).format(amount);
}

export type DateStyle = 'long' | 'medium' | 'short' | 'month-year' | 'weekday';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { dateStyle: 'long' },
  medium: { dateStyle: 'medium' },
  short: { dateStyle: 'short' },
  'month-year': { month: 'long', year: 'numeric' },
  weekday: { weekday: 'long' },
};

/**
 * A date in a language ('March 3, 2026', '3 de marzo de 2026'). `timeZone` defaults to UTC,
 * the zone calendar dates are stored in.
 */
export function formatDateIn(date: Date | string | number, locale: Locale, style: DateStyle = 'long', timeZone = 'UTC'): string {
  const value = date instanceof Date ? date : new Date(date);
  const key = `${locale}:${style}:${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...DATE_OPTIONS[style], timeZone });
    dateFormats.set(key, format);
  }
  return format.format(value);
}

/** A 24-hour 'HH:MM' as a 12-hour time in a language ('9:00 AM', '9:00 a. m.'); '' when it is not a time. */
export function formatTimeIn(time: string | null | undefined, locale: Locale): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time ?? '');
  if (!match) return '';
  const key = `${locale}:time`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format.format(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
}

/** A sorter of names by a language's collation (the glossary in Spanish: 'año' before 'árbol' before 'nube'). */
export function collatorFor(locale: Locale): Intl.Collator {
  return new Intl.Collator(LOCALE_TAGS[locale], { sensitivity: 'base' });
}
