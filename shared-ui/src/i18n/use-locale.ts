import { useSyncExternalStore } from 'react';
import { formatDateIn, formatPriceIn, formatTimeIn, type DateStyle, type Locale } from '@directpay/contracts';
import { currentLocale, onLocaleChange, pseudoLocale } from './i18n';
import { pseudoFormatted } from './pseudo';

/** The page's language; the component renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(onLocaleChange, currentLocale, currentLocale);
}

export interface Formatters {
  locale: Locale;
  /** A listed price: '$ 95' in English, '$95' in Spanish. */
  price(price: string | number): string;
  /** A date: 'March 3, 2026', '3 de marzo de 2026'. */
  date(date: Date | string | number, style?: DateStyle, timeZone?: string): string;
  /** A 24-hour 'HH:MM' as a 12-hour time: '9:00 AM', '9:00 a. m.'. */
  time(time: string | null | undefined): string;
  /** A number with the language's separators. */
  number(value: number): string;
}

const cache = new Map<Locale, Formatters>();

/** Formatting in a language (contracts' locale-format.ts, the same the API's emails and documents use). */
export function formattersFor(locale: Locale): Formatters {
  let formatters = cache.get(locale);
  if (!formatters) {
    // In the pseudo-locale, words a formatter writes ('March', 'AM') are marked as passed through this layer.
    const mark = pseudoLocale() && locale === 'en' ? pseudoFormatted : (text: string) => text;
    const numbers = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-US');
    formatters = {
      locale,
      price: (price) => formatPriceIn(price, locale),
      date: (date, style, timeZone) => mark(formatDateIn(date, locale, style, timeZone)),
      time: (time) => mark(formatTimeIn(time, locale)),
      number: (value) => numbers.format(value),
    };
    cache.set(locale, formatters);
  }
  return formatters;
}

/** The page's formatters; the component renders again when the language changes. */
export function useFormat(): Formatters {
  return formattersFor(useLocale());
}
