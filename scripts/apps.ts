import path from 'node:path';
import { PRICE_CARD_SCRIPT_PATH } from '@directpay/contracts';

export const ROOT = path.resolve(__dirname, '..');

/**
 * The frontends: the host and each remote, with the workspace each builds from
 * and the file every build of it writes (a remote's manifest; the host, not a
 * federation container, has none: its page).
 */
export const FRONTENDS = [
  { name: 'host', dir: 'host', builtFile: 'index.html' },
  { name: 'mf_search', dir: 'mf-search', builtFile: 'mf-manifest.json' },
  { name: 'mf_profile', dir: 'mf-profile', builtFile: 'mf-manifest.json' },
  { name: 'mf_account', dir: 'mf-account', builtFile: 'mf-manifest.json' },
] as const;

/**
 * Everything `npm start` builds when stale: the frontends, and the price card clinics embed on
 * their own sites (served by the host's server, so it has no server of its own).
 */
export const BUILDS = [...FRONTENDS, { name: 'embed', dir: 'embed', builtFile: path.basename(PRICE_CARD_SCRIPT_PATH) }] as const;

/** Folders whose changes require a frontend rebuild, besides the app's own. */
export const SHARED_SOURCES = ['shared-ui/src', 'contracts/src', 'scripts/webpack'];
