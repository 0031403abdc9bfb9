/**
 * A catalog of messages, declared by the code that shows them:
 *
 *   import english from './messages/en.json';
 *   const { useMessages } = defineMessages('search', english, { es: () => import('./messages/es.json') });
 *   const t = useMessages();  t('results', { count })  t.rich('agree', { link: (text) => <a href="/terms">{text}</a> })
 *
 * English is bundled with its code; another language's file is fetched the first time a
 * page in that language shows one of the catalog's messages (the component suspends until
 * then), so an English page downloads no other language. Messages are ICU MessageFormat.
 */
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { Locale } from '@directpay/contracts';
import { catalogReady, currentLocale, i18n, onLocaleChange, registerCatalog, type CatalogLoader } from './i18n';

/** Values a message interpolates: text and numbers (a plural's count), or elements in `rich`. */
export type MessageValues = Record<string, string | number | Date | undefined>;

/** Elements for a rich message's tags: `<link>terms</link>` renders `link('terms')`. */
export type MessageTags = Record<string, (children: ReactNode) => ReactNode>;

export interface Translate<Key extends string> {
  (key: Key, values?: MessageValues): string;
  /** A message with tags, as React nodes. */
  rich(key: Key, tags: MessageTags, values?: MessageValues): ReactNode;
  /** The language these messages are in. */
  locale: Locale;
}

const RichMessage = lazy(() => import(/* webpackChunkName: "rich-message" */ './rich-message'));

function richNode(id: string, tags: MessageTags, values?: MessageValues): ReactNode {
  return (
    <Suspense fallback={null}>
      <RichMessage id={id} tags={tags} values={values} />
    </Suspense>
  );
}

export function defineMessages<Messages extends Record<string, string>>(
  namespace: string,
  english: Messages,
  translations: Partial<Record<Exclude<Locale, 'en'>, CatalogLoader>>,
) {
  type Key = keyof Messages & string;
  const catalog = registerCatalog(namespace, english, translations);
  const translators = new Map<Locale, Translate<Key>>();

  function translatorFor(locale: Locale): Translate<Key> {
    let translate = translators.get(locale);
    if (!translate) {
      const t = ((key: Key, values?: MessageValues) => i18n._(`${namespace}.${key}`, values)) as Translate<Key>;
      t.rich = (key, tags, values) => richNode(`${namespace}.${key}`, tags, values);
      t.locale = locale;
      translate = t;
      translators.set(locale, translate);
    }
    return translate;
  }

  /** The catalog's messages in the page's language; the component renders again when it changes. */
  function useMessages(): Translate<Key> {
    const locale = useSyncExternalStore(onLocaleChange, currentLocale, currentLocale);
    // Thrown, not passed to `use`: React then renders the component afresh once the catalog
    // is there, where `use` would replay it from this call and skip what follows on a retry.
    const pending = catalogReady(catalog, locale);
    if (pending) throw pending;
    return translatorFor(locale);
  }

  /**
   * The messages outside a component (a notice, a validation message made in a handler): in
   * the page's language when this catalog is loaded in it (it is once any of its messages
   * has been shown), else in English.
   */
  const t = ((key: Key, values?: MessageValues) => translatorFor(currentLocale())(key, values)) as Translate<Key>;
  t.rich = (key, tags, values) => translatorFor(currentLocale()).rich(key, tags, values);
  Object.defineProperty(t, 'locale', { get: currentLocale });

  /** Starts loading the catalog in a language (before a switch or a page that needs it). */
  const preload = (locale: Locale) => catalogReady(catalog, locale) ?? Promise.resolve();

  return { useMessages, t, preload };
}
