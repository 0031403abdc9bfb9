/**
 * The card's words in the site's two languages, chosen by its snippet (`data-lang="es"` on the
 * script, `?lang=es` on the iframe's page). A small table of its own rather than the site's
 * catalogs and i18n library: the card is a standalone script on clinics' own pages, outside any
 * page of ours and its i18n instance, and must stay within its size budget. English is the
 * contracts' own words; the Spanish stamps say what the contracts' Spanish catalog says
 * (card-words.test.ts holds them equal). Dates and prices are written by `Intl` for es-US.
 */
import {
  DEFAULT_LOCALE,
  MAY_BE_OUT_OF_DATE,
  PRICE_CARD_UNAVAILABLE,
  clinicStampText,
  formatDateIn,
  formatPrice,
  formatPriceIn,
  isLocale,
  type Locale,
  type PriceStamp,
} from '@directpay/contracts';

export interface CardWords {
  /** The `lang` of the card's element. */
  lang: Locale;
  loading: string;
  unavailable: string;
  noPrices: string;
  profileLink: string;
  mayBeOutOfDate: string;
  /** The card's name for screen readers, without a clinic (the quiet message). */
  cashPrices: string;
  cashPricesOf: (name: string) => string;
  /** Where the stalest price stands: confirmed on a day, from a price file of a day, or not yet confirmed. */
  stamp: (stamp: PriceStamp) => string;
  price: (price: string) => string;
}

const ENGLISH: CardWords = {
  lang: 'en',
  loading: 'Loading cash prices…',
  unavailable: PRICE_CARD_UNAVAILABLE,
  noPrices: 'No cash prices are listed yet.',
  profileLink: 'See the full profile on DirectPay Clinics',
  mayBeOutOfDate: MAY_BE_OUT_OF_DATE,
  cashPrices: 'Cash prices',
  cashPricesOf: (name) => `Cash prices of ${name}`,
  stamp: clinicStampText,
  price: formatPrice,
};

const spanishDate = (date: Date) => formatDateIn(date, 'es');

const SPANISH: CardWords = {
  lang: 'es',
  loading: 'Cargando precios en efectivo…',
  unavailable: 'Los precios en efectivo no están disponibles en este momento.',
  noPrices: 'Todavía no hay precios en efectivo publicados.',
  profileLink: 'Ver el perfil completo en DirectPay Clinics',
  mayBeOutOfDate: 'podría no estar actualizado',
  cashPrices: 'Precios en efectivo',
  cashPricesOf: (name) => `Precios en efectivo de ${name}`,
  stamp: (stamp) =>
    stamp.kind === 'never'
      ? 'Precios aún no confirmados por la clínica'
      : stamp.kind === 'file'
        ? `Precios del archivo de precios de la clínica del ${spanishDate(stamp.date)}`
        : `Precios confirmados el ${spanishDate(stamp.date)}`,
  price: (price) => formatPriceIn(price, 'es'),
};

const WORDS: Record<Locale, CardWords> = { en: ENGLISH, es: SPANISH };

/** The snippet's language ('es', 'es-US', 'ES'); English for anything else or nothing (a repeated query parameter included). */
export function cardLocale(value: unknown): Locale {
  const language = (typeof value === 'string' ? value : '').trim().toLowerCase().split('-')[0];
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

export const cardWords = (locale: Locale = DEFAULT_LOCALE): CardWords => WORDS[locale];
