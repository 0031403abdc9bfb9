import { compareNames } from '@directpay/shared-ui';
import { collatorFor, type Locale } from '@directpay/contracts';
import english from './messages/en.json';
import type { PageMessage } from './messages';

export interface Term {
  term: string;
  definition: string;
}

/** Eleven terms of cash-pay healthcare, by their ids in the pages' catalog (`term.<id>`, `term.<id>.definition`). */
const TERM_IDS = ['cashPrice', 'dpc', 'deductible', 'copay', 'hsa', 'healthshare', 'membership', 'outOfNetwork', 'transparency', 'selfPay', 'superbill'] as const;

/** The terms in the words `translate` gives (the page's language); English by default. */
export function glossaryTerms(translate: (key: PageMessage) => string = (key) => english[key]): Term[] {
  return TERM_IDS.map((id) => ({ term: translate(`term.${id}`), definition: translate(`term.${id}.definition`) }));
}

/**
 * The terms sorted alphabetically in their language: English as the site sorts names, Spanish by
 * Spanish collation (ñ after n, accents after their letter), so the order is the reader's own.
 */
export function sortedTerms(terms: readonly Term[] = glossaryTerms(), locale: Locale = 'en'): Term[] {
  const compare = locale === 'en' ? compareNames : collatorFor(locale).compare;
  return [...terms].sort((a, b) => compare(a.term, b.term));
}
