/** Files the host's build writes for its server, named apart from the plugins so the server does not load webpack. */
/** The home page's build-time HTML, answered at `/` (host/webpack.prerender.ts). */
export const PRERENDERED_HOME = 'home.html';

/** The home page's build-time HTML in a language: `home.html` (English), `home.es.html`. */
export const prerenderedHomeOf = (locale: string) => (locale === 'en' ? PRERENDERED_HOME : `home.${locale}.html`);

/** The host's scripts a remote's page needs first, preloaded by the server (scripts/webpack/remote-page-chunks-plugin.ts). */
export const REMOTE_PAGE_CHUNKS_FILE = 'remote-page-chunks.json';
