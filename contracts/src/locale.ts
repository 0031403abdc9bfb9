/**
 * The site's languages and where a page's language lives: in its path. English pages have
 * no prefix (`/search`); Spanish pages the same path under `/es` (`/es/search`). The host's
 * router takes the prefix as its basename, so every link inside a page stays in its language,
 * and the host's server reads it for `lang`, `hreflang` and the canonical URL.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag `Intl` and `lang` attributes get: US English and US Spanish. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Each language's name in itself, as a language switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The path prefix of a language's pages ('' for English). */
export function localeBase(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * A path's language and the path without its prefix: `/es/clinic/7` is Spanish `/clinic/7`,
 * `/es` and `/es/` are Spanish `/`. Only an exact first segment counts (`/esther` is English).
 */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const base = localeBase(locale);
    if (!base) continue;
    if (pathname === base || pathname.startsWith(`${base}/`)) {
      return { locale, path: pathname.slice(base.length) || '/' };
    }
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A site path (with its query and hash) in a language: `('/search?x=1', 'es')` gives `/es/search?x=1`. */
export function localizedPath(path: string, locale: Locale): string {
  const base = localeBase(locale);
  if (!base) return path;
  return path === '/' ? `${base}/` : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
