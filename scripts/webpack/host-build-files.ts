/**
 * Files the host's production build writes beside index.html for the host's
 * server (scripts/serve-static.ts). Kept apart from the webpack plugins that
 * write them, so the server does not load webpack.
 */

/** The home page's build-time HTML, answered at `/` (scripts/webpack/prerender-config.ts). */
export const PRERENDERED_HOME = 'home.html';

/** The scripts the first render needs after main, preloaded by the server (scripts/webpack/startup-chunks-plugin.ts). */
export const STARTUP_CHUNKS_FILE = 'startup-chunks.json';
