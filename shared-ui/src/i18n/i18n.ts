/**
 * The page's one Lingui instance and its language. Every catalog registers here
 * (define-messages.ts); activating a language loads the catalogs already registered first, so
 * a switch paints the new language at once, and a catalog registered later (a remote's) is
 * loaded by the first component that reads it.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '@directpay/contracts';
import { pseudoLocaleOn, pseudoMessages } from './pseudo';

export const i18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });

/** Loads a language's catalog; the module's default export is the compiled catalog. */
export type CatalogLoader = () => Promise<{ default: Record<string, unknown> }>;

export interface Catalog {
  namespace: string;
  english: Record<string, unknown>;
  loaders: Partial<Record<Locale, CatalogLoader>>;
  loaded: Set<Locale>;
  pending: Map<Locale, Promise<void>>;
}

const catalogs = new Map<string, Catalog>();
const pseudo = pseudoLocaleOn();

const withNamespace = (namespace: string, messages: Record<string, unknown>): Messages =>
  Object.fromEntries(Object.entries(messages).map(([id, message]) => [`${namespace}.${id}`, message])) as Messages;

/** A catalog's English messages, loaded at once: English is the source, bundled with the code that shows it. */
export function registerCatalog(namespace: string, english: Record<string, unknown>, loaders: Catalog['loaders']): Catalog {
  const known = catalogs.get(namespace);
  if (known) return known;
  const catalog: Catalog = { namespace, english, loaders, loaded: new Set([DEFAULT_LOCALE]), pending: new Map() };
  catalogs.set(namespace, catalog);
  i18n.load(DEFAULT_LOCALE, withNamespace(namespace, pseudo ? pseudoMessages(english) : english));
  // On a page in another language, the translation starts loading with the code that needs it,
  // not when that code first renders.
  if (i18n.locale !== DEFAULT_LOCALE) void catalogReady(catalog, i18n.locale as Locale)?.catch(() => undefined);
  return catalog;
}

/**
 * Null when the catalog is ready in `locale`, else the promise of its loading. A message a
 * translation lacks falls back to English: the translation is loaded over the English one.
 */
export function catalogReady(catalog: Catalog, locale: Locale): Promise<void> | null {
  if (catalog.loaded.has(locale)) return null;
  let pending = catalog.pending.get(locale);
  if (!pending) {
    const loader = catalog.loaders[locale];
    pending = (loader ? loader() : Promise.resolve({ default: {} }))
      .then((module) => {
        i18n.load(locale, withNamespace(catalog.namespace, { ...catalog.english, ...module.default }));
        catalog.loaded.add(locale);
      })
      .finally(() => catalog.pending.delete(locale));
    catalog.pending.set(locale, pending);
  }
  return pending;
}

export const currentLocale = (): Locale => i18n.locale as Locale;

/** Makes `locale` the page's language once every catalog registered so far is ready in it. */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([...catalogs.values()].map((catalog) => catalogReady(catalog, locale)));
  if (i18n.locale !== locale) i18n.activate(locale);
}

/** Subscribes to the language changing (for useSyncExternalStore). */
export const onLocaleChange = (listener: () => void) => i18n.on('change', listener);

export const pseudoLocale = () => pseudo;
