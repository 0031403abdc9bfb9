/** Files the host's build writes for its server, named apart from the plugins so the server does not load webpack. */
/** The home page's build-time HTML, answered at `/` (host/webpack.prerender.ts). */
export const PRERENDERED_HOME = 'home.html';

/** The home page's build-time HTML in a language: `home.html` (English), `home.es.html`. */
export const prerenderedHomeOf = (locale: string) => (locale === 'en' ? PRERENDERED_HOME : `home.${locale}.html`);

/** Scripts holding message catalogs, by language. */
export type CatalogFiles = Record<string, string[]>;

/**
 * What a page of the host fetches as it starts, beyond main, preloaded by the server so none
 * waits on a round trip after main (scripts/webpack/page-start-files-plugin.ts):
 * - `catalogs`: main's message catalogs in the page's language, loaded before the first render;
 * - `remotePage`: the federation runtime, which every page a remote serves runs;
 * - `shared`: each shared module the host gives remotes on demand, its scripts and its catalogs,
 *   preloaded when the remote's page declares that its first code consumes it.
 */
export interface PageStartFiles {
  catalogs: CatalogFiles;
  remotePage: string[];
  shared: Record<string, { scripts: string[]; catalogs: CatalogFiles }>;
}

export const PAGE_START_FILES = 'page-start-files.json';

/** What a remote's exposed module fetches as it starts, written into the remote's manifest (`metaData.startFiles`). */
export interface ExposeStartFiles {
  /** Share keys of the shared modules its first chunks consume. */
  shared: string[];
  /** Its own catalogs by language, relative to the manifest. */
  catalogs: CatalogFiles;
}
