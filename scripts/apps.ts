import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');

/** The frontends: the host and each remote, with the workspace each builds from. */
export const FRONTENDS = [
  { name: 'host', dir: 'host', spa: true },
  { name: 'mf_search', dir: 'mf-search', spa: false },
  { name: 'mf_profile', dir: 'mf-profile', spa: false },
  { name: 'mf_account', dir: 'mf-account', spa: false },
] as const;

/** Folders whose changes require a frontend rebuild, besides the app's own. */
export const SHARED_SOURCES = ['shared-ui/src', 'contracts/src', 'scripts/webpack'];
