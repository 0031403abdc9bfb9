/**
 * When the site offers the page in the other language: never by itself (no redirect), only as
 * an offer the visitor may take or close.
 */
import { isLocale, type Locale } from '@directpay/contracts';

const DISMISSED_KEY = 'directpay:locale-suggestion-dismissed';

/**
 * The offer's words, each language in its own words: the offer is read by someone who prefers
 * the other language, and a page downloads no catalog of a language it is not in.
 */
export const SUGGESTION_WORDS: Record<Locale, { text: string; link: string; close: string }> = {
  en: { text: 'This page is available in English', link: 'Read it in English', close: 'Close' },
  es: { text: 'Esta página está disponible en español', link: 'Leer en español', close: 'Cerrar' },
};

/** The browser's preferred language among the site's: the first of its list the site speaks. */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.split('-')[0].toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

export interface SuggestionInput {
  /** The page's language. */
  page: Locale;
  /** The language chosen last in this browser, if ever. */
  remembered: Locale | undefined;
  /** navigator.languages. */
  languages: readonly string[];
  /** Whether the visitor closed the offer before. */
  dismissed: boolean;
}

/**
 * The language to offer, if any: a remembered choice that is not the page's; else, on a first
 * visit (no choice yet) to an English page, Spanish when the browser prefers it.
 */
export function suggestedLocale({ page, remembered, languages, dismissed }: SuggestionInput): Locale | undefined {
  if (dismissed) return undefined;
  if (remembered) return remembered !== page ? remembered : undefined;
  return page === 'en' && preferredLocale(languages) === 'es' ? 'es' : undefined;
}

export function suggestionDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'yes';
  } catch {
    return false;
  }
}

export function dismissSuggestion(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, 'yes');
  } catch {
    // Storage refused (private mode): closed for this page only.
  }
}
