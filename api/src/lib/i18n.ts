/**
 * The words of every mail and document the API sends, in the recipient's language: Lingui,
 * as on the pages, with the catalog `src/messages/{en,es}.json` (ICU MessageFormat) compiled
 * here at run time, once per message. Amounts and dates go through contracts' formatting by
 * locale; English keeps the texts, money and dates exactly as they were before Spanish.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  DEFAULT_LOCALE,
  formatCents,
  formatDateIn,
  formatPrice,
  formatPriceIn,
  isLocale,
  localizedPath,
  priceCents,
  type Locale,
} from '@directpay/contracts';
import english from '../messages/en.json';
import spanish from '../messages/es.json';

export type MessageId = keyof typeof english;
export type MessageValues = Record<string, string | number>;

export interface Translator {
  locale: Locale;
  /** A message of the catalog in this language (a Spanish one missing falls back to English). */
  t(id: MessageId, values?: MessageValues): string;
  /** A calendar day ('2026-06-02') or an instant as a long date: 'June 2, 2026', '2 de junio de 2026'. */
  date(day: string | Date): string;
  /** A listed price as the site shows it: '$ 95' in English. */
  price(text: string): string;
  /** Money of an estimate, cents kept: '$1,234.56'. */
  cents(cents: number): string;
  /** A listed price as an estimate's money ('950.5' → '$950.50'); a text that is no price keeps its digits. */
  priceText(text: string): string;
  /** A site path in this language ('/es/...' for Spanish). */
  path(path: string): string;
}

const CATALOGS: Record<Locale, Record<string, string>> = { en: english, es: { ...english, ...spanish } };

/** Each message compiled once, on first use, whatever the language. */
const compiled = new Map<string, ReturnType<typeof compileMessage>>();
function compileOnce(message: string) {
  let result = compiled.get(message);
  if (!result) {
    result = compileMessage(message);
    compiled.set(message, result);
  }
  return result;
}

function instance(locale: Locale): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  i18n.setMessagesCompiler(compileOnce);
  return i18n;
}

const dayOf = (day: string | Date) => (typeof day === 'string' && day.length === 10 ? `${day}T00:00:00Z` : day);

function translator(locale: Locale): Translator {
  const i18n = instance(locale);
  const cents = locale === 'en' ? formatCents : (value: number) => formatPriceIn((value / 100).toFixed(2), locale);
  return {
    locale,
    t: (id, values) => i18n._(id, values),
    date: (day) => formatDateIn(dayOf(day), locale, 'long'),
    price: (text) => (locale === 'en' ? formatPrice(text) : formatPriceIn(text, locale)),
    cents,
    priceText: (text) => {
      const value = priceCents(text);
      return value === undefined ? formatPriceIn(text, locale) : cents(value);
    },
    path: (path) => localizedPath(path, locale),
  };
}

const translators = new Map<Locale, Translator>();

/** The translator of a language; anything else (an old record without one) is English. */
export function translatorFor(locale: unknown): Translator {
  const known = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let found = translators.get(known);
  if (!found) {
    found = translator(known);
    translators.set(known, found);
  }
  return found;
}
