import { LOCALE_TAGS, formatCents, type Locale } from '@directpay/contracts';
import { pseudoLocale, pseudoText, useLocale } from '@directpay/shared-ui/i18n';

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A calendar day ('2026-12-01') in plain words: 'Tue, Dec 1, 2026', 'mar, 1 dic 2026'. */
export function formatDay(day: string, locale: Locale = 'en'): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeZone: 'UTC', weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}

/** Cents as the estimate's money: '$1,234.56' in English (as the PDF writes it), es-US's dollars in Spanish. */
export function formatMoney(cents: number, locale: Locale = 'en'): string {
  if (locale === 'en') return formatCents(cents);
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** The estimates' days and money in the page's language (in the pseudo-locale, marked as passed through it). */
export function useEstimateFormat() {
  const locale = useLocale();
  const mark = pseudoLocale() && locale === 'en' ? pseudoText : (text: string) => text;
  return { locale, day: (day: string) => mark(formatDay(day, locale)), money: (cents: number) => formatMoney(cents, locale) };
}
