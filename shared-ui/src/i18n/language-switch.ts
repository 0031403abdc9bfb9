/**
 * Changing the page's language. The host owns the router, whose basename is the language's
 * prefix, so it registers how a switch is made in place (the page, its state and its scroll
 * stay); without a host (a remote run alone) the page is opened at the other language's URL.
 * The choice is remembered in this browser.
 */
import { isLocale, localeOfPath, localizedPath, type Locale } from '@directpay/contracts';

const STORAGE_KEY = 'directpay:locale';

type Switcher = (locale: Locale) => Promise<void>;
let switcher: Switcher | undefined;

export function registerLanguageSwitch(next: Switcher): () => void {
  switcher = next;
  return () => {
    if (switcher === next) switcher = undefined;
  };
}

/** The current page's address in another language. */
export function pageInLocale(locale: Locale): string {
  const { path } = localeOfPath(window.location.pathname);
  return localizedPath(`${path}${window.location.search}${window.location.hash}`, locale);
}

export async function switchLanguage(locale: Locale): Promise<void> {
  rememberLocale(locale);
  if (switcher) return switcher(locale);
  window.location.assign(pageInLocale(locale));
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

/** The language this browser chose last, if it ever did. */
export function rememberedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
