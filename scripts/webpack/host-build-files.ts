/**
 * Files the host's production build writes beside index.html for the host's
 * server (scripts/serve-static.ts). Kept apart from the webpack plugins that
 * write them, so the server does not load webpack.
 */

/** The home page's build-time HTML, answered at `/` (scripts/webpack/prerender-config.ts). */
export const PRERENDERED_HOME = 'home.html';

/** The host's scripts a remote's page needs first, preloaded by the server (scripts/webpack/remote-page-chunks-plugin.ts). */
export const REMOTE_PAGE_CHUNKS_FILE = 'remote-page-chunks.json';
