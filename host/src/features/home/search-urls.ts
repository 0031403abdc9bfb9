/** Links the home page hands to the search remote, written with the search URL contract. */
import english from '#src/messages/en.json';
import { findCategory, isBillingCode, normalizeCode, SEARCH_CATEGORY_IDS, searchHref, STORED_CATEGORY_KEY, type SearchUrlParam } from '@directpay/contracts';

export const FALLBACK_CATEGORY = 'Dental';

/**
 * The names of the home form's fields: they are the search URL's own parameters, so the
 * form sent by the browser alone (before the page's script runs) lands on the same search.
 */
export type HomeField = Extract<SearchUrlParam, 'where' | 'category' | 'code'>;

/**
 * The categories the home form offers, in the search's order, whose first is the specification's
 * first category (DEFAULT_CATEGORY_ID, Dental): the one chosen until the visitor picks another.
 */
export const homeCategoryLabels = (): string[] => SEARCH_CATEGORY_IDS.map((id) => findCategory(id)!.label);

/** The category of the visitor's last search (kept by the search in local storage), if it is one the form offers. */
export function rememberedCategoryLabel(): string | undefined {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORED_CATEGORY_KEY);
  } catch {
    return undefined;
  }
  const id = Number(stored);
  return stored !== null && SEARCH_CATEGORY_IDS.includes(id) ? findCategory(id)?.label : undefined;
}

/**
 * Find clinics: what was typed goes along as `where`, the chosen need as `category`, and a
 * billing code as `code`; the search reads them as the form alone would send them.
 */
export function whereSearchUrl(where: string, code = '', category?: string): string {
  return searchHref({ category: category || undefined, where, code: code || undefined });
}

/** What a code looks like, in English (the form shows it in the page's language: the host catalog's 'home.search.codeMessage'). */
export const CODE_MESSAGE: string = english['home.search.codeMessage'];

/** The billing code typed beside the address, trimmed and upper-cased; '' for none, undefined when it is no code. */
export function readCode(text: string): string | undefined {
  const code = normalizeCode(text);
  return code === '' || isBillingCode(code) ? code : undefined;
}

export function nearSearchUrl(latitude: number, longitude: number): string {
  return searchHref({ near: { lat: latitude, lng: longitude } });
}

export function categorySearchUrl(label: string): string {
  return searchHref({ category: label });
}
