/**
 * How a remote declares the pages it serves, once: the path prefix the host
 * hands it, words for its fallback and first title, and for known pages the
 * API answers they ask for first and the head the host's server writes. A
 * remote's build puts its declaration in its mf-manifest.json
 * (`metaData.pages`); the host's server reads it from there at run time, so
 * a remote adds or changes a page with no host rebuild.
 */
import { getClinic } from './endpoints/clinics';
import { getLocalPrices } from './endpoints/compare';
import type { Locale } from './locale';

/** What a visitor reads while a page loads or when it fails: "Sorry, {label} is not available right now". */
export interface PageWords {
  label: string;
  title: string;
  description: string;
}

/**
 * The endpoints a page may ask for first, its parameters taken from the page's path (`:id`), by
 * name: only these, so a page that starts its data needs no other endpoint's definition.
 */
export const PAGE_DATA = { getClinic, getLocalPrices } as const;
export type PageDataEndpoint = keyof typeof PAGE_DATA;
export const PAGE_DATA_ENDPOINTS = Object.keys(PAGE_DATA) as readonly PageDataEndpoint[];

export type PageHead = 'clinic' | 'clinic-prices' | 'estimate';
const PAGE_HEADS: readonly PageHead[] = ['clinic', 'clinic-prices', 'estimate'];

/** A known page below a prefix. A page not listed still works, with its prefix's words and no head start. */
export interface RemotePage extends Partial<PageWords> {
  /** Its words on Spanish pages; a word left out is its prefix's Spanish word. */
  es?: Partial<PageWords>;
  /** The full path, `/clinic/:id/prices`; `:name` matches one segment. */
  path: string;
  /** Answers the page asks for first: preloaded by the host's server and fetched by the host before the page's code. */
  data?: PageDataEndpoint[];
  /**
   * The head the host's server writes from the API for the clinic of `:id` (404 when it does not
   * exist): `clinic` for its profile (with its picture preloaded), `clinic-prices` for its prices.
   * `estimate`: the estimate behind the private link `:token` is private, so the server only
   * asks the API whether it exists and answers 404 when the link is unknown or expired.
   */
  head?: PageHead;
}

/** A path prefix a remote serves (`clinic` serves `/clinic/*`) with one exposed route module. */
export interface RemoteRoute extends PageWords {
  /** The words on Spanish pages; a word left out stays English. */
  es?: Partial<PageWords>;
  prefix: string;
  /** The exposed module, without './'. */
  exposed: string;
  pages?: RemotePage[];
}

/** A route as the host keeps it: with the remote that declared it. */
export interface DeclaredRoute extends RemoteRoute {
  remote: string;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** The route serving `pathname`: its first segment is the route's prefix. */
export function routeFor(routes: readonly DeclaredRoute[], pathname: string): DeclaredRoute | undefined {
  const [first] = segments(pathname);
  return first === undefined ? undefined : routes.find((route) => route.prefix === first);
}

/** The declared page matching `pathname` under `route`, with its path's parameters (decoded). */
export function pageFor(route: RemoteRoute, pathname: string): { page: RemotePage; params: Record<string, string> } | undefined {
  const actual = segments(pathname);
  for (const page of route.pages ?? []) {
    const pattern = segments(page.path);
    if (pattern.length !== actual.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      if (!part.startsWith(':')) return part === actual[i];
      try {
        params[part.slice(1)] = decodeURIComponent(actual[i]);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { page, params };
  }
  return undefined;
}

const WORDS = ['label', 'title', 'description'] as const;

/**
 * The words for `pathname` in a language: its page's where it declares them, else its prefix's;
 * in Spanish, a Spanish word (the page's, else the prefix's) before an English one.
 */
export function wordsFor(route: RemoteRoute, pathname: string, locale: Locale = 'en'): PageWords {
  const page = pageFor(route, pathname)?.page;
  const word = (key: (typeof WORDS)[number]) =>
    (locale === 'es' ? (page?.es?.[key] ?? route.es?.[key]) : undefined) ?? page?.[key] ?? route[key];
  return { label: word('label'), title: word('title'), description: word('description') };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 300;
const PREFIX = /^[a-z][a-z0-9_-]*$/;
const PATH = /^(\/(:?[A-Za-z0-9_-]+))+$/;

/** The well-formed words of a declaration (a page's, or its Spanish ones). */
function wordsOf(value: unknown): Partial<PageWords> {
  const words = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return Object.fromEntries(WORDS.filter((key) => isText(words[key])).map((key) => [key, words[key]]));
}

function readPage(value: unknown): RemotePage | undefined {
  const page = value as Record<string, unknown> | null;
  if (typeof page !== 'object' || page === null || typeof page.path !== 'string' || !PATH.test(page.path)) return undefined;
  const words = wordsOf(page);
  const es = wordsOf(page.es);
  const data = Array.isArray(page.data) ? page.data.filter((name): name is PageDataEndpoint => PAGE_DATA_ENDPOINTS.includes(name as PageDataEndpoint)) : [];
  return { path: page.path, ...words, ...(Object.keys(es).length ? { es } : {}), ...(data.length ? { data } : {}), ...(PAGE_HEADS.includes(page.head as PageHead) ? { head: page.head as PageHead } : {}) };
}

/**
 * The routes a remote's manifest declares, checked: it comes from another
 * deploy, so a malformed route is left out rather than trusted, and a page's
 * unknown endpoint or head is dropped.
 */
export function declaredRoutes(remote: string, manifest: unknown): DeclaredRoute[] {
  const pages = (manifest as { metaData?: { pages?: unknown } } | null)?.metaData?.pages;
  if (!Array.isArray(pages)) return [];
  return pages.flatMap((value: unknown): DeclaredRoute[] => {
    const route = value as Record<string, unknown> | null;
    if (typeof route !== 'object' || route === null) return [];
    const { prefix, exposed, label, title, description } = route;
    if (typeof prefix !== 'string' || !PREFIX.test(prefix) || typeof exposed !== 'string' || !/^\w+$/.test(exposed)) return [];
    if (!isText(label) || !isText(title) || !isText(description)) return [];
    const known = Array.isArray(route.pages) ? route.pages.map(readPage).filter((page) => page !== undefined) : [];
    const es = wordsOf(route.es);
    return [{ remote, prefix, exposed, label, title, description, ...(Object.keys(es).length ? { es } : {}), ...(known.length ? { pages: known } : {}) }];
  });
}
