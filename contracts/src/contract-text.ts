/**
 * The contracts' words as message descriptors: `{ id, values }` of the contracts' own catalog
 * (messages/en.json, messages/es.json), which a page shows in its language through
 * shared-ui's `useContractText()`. Contracts carries no i18n library: it names the message
 * and its values, and leaves the language to whoever shows it. The English functions beside
 * each descriptor (priceFileText, clinicStampText, ...) stay for the API, the price files and
 * the export, and say exactly what the English catalog says (contract-text.test.ts).
 */
import { formatDateIn, formatPriceIn, type DateStyle } from './locale-format';
import { LOCALE_TAGS, type Locale } from './locale';

/** An id of the contracts' catalog (type only: the catalog is not bundled with this module). */
export type ContractMessageId = keyof typeof import('./messages/en.json');

/** A date, written in the reader's language and style. */
export interface TextDate {
  date: string | Date | number;
  style: DateStyle;
}

/** A computed amount in dollars ('$135', '$117.50'), written in the reader's language. */
export interface TextDollars {
  dollars: number;
}

export type TextValue = string | number | TextDate | TextDollars;

export interface ContractText {
  id: ContractMessageId;
  values?: Record<string, TextValue>;
}

export const contractText = (id: ContractMessageId, values?: Record<string, TextValue>): ContractText => (values ? { id, values } : { id });

/** '$89', '$117.50': the English of formatDollars (price-range.ts), the es-US one by Intl. */
function dollarsIn(amount: number, locale: Locale): string {
  const cents = Math.round(amount * 100);
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  // eslint-disable-next-line money/no-hand-written-price -- formatDollars' English, joined so it cannot wrap
  return locale === 'en' ? `$${text}` : formatPriceIn(text, locale);
}

/**
 * A descriptor's values as text in a language: dates and amounts formatted, the rest as they
 * are. `mark` wraps the words a formatter wrote (the pseudo-locale marks them).
 */
export function textValuesIn(values: ContractText['values'], locale: Locale, mark: (text: string) => string = (text) => text): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') out[name] = value;
    else if ('dollars' in value) out[name] = dollarsIn(value.dollars, locale);
    else out[name] = mark(formatDateIn(value.date, locale, value.style));
  }
  return out;
}

const listFormats = new Map<Locale, Intl.ListFormat>();

/**
 * Words joined as a list in a language: English 'a, b and c' (the wizard's wording, clinic-disclosure.ts'
 * listWords), other languages by `Intl.ListFormat` ('a, b y c').
 */
export function joinWordsIn(words: readonly string[], locale: Locale): string {
  if (locale === 'en') return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' });
    listFormats.set(locale, format);
  }
  return format.format(words);
}
