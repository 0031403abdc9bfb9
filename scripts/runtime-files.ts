/**
 * The host's run-time files, made from the environment: /remotes.json (where
 * each remote lives) and /config.json (API, tiles, third parties). Made at
 * start or deploy time, so moving a remote needs no host rebuild.
 */

export interface Ports {
  host: number;
  api: number;
  mf_search: number;
  mf_profile: number;
  mf_account: number;
}

export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): Ports {
  const port = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
    return n;
  };
  return {
    host: port('HOST_PORT', 3000),
    mf_search: port('MF_SEARCH_PORT', 3001),
    mf_profile: port('MF_PROFILE_PORT', 3002),
    mf_account: port('MF_ACCOUNT_PORT', 3003),
    api: port('API_PORT', 4000),
  };
}

export function remotesFileFromEnv(ports: Ports, env: NodeJS.ProcessEnv = process.env) {
  const local = (port: number) => `http://localhost:${port}/mf-manifest.json`;
  return {
    remotes: {
      mf_search: env.MF_SEARCH_URL || local(ports.mf_search),
      mf_profile: env.MF_PROFILE_URL || local(ports.mf_profile),
      mf_account: env.MF_ACCOUNT_URL || local(ports.mf_account),
    },
  };
}

export function configFileFromEnv(ports: Ports, env: NodeJS.ProcessEnv = process.env) {
  return {
    apiUrl: env.API_URL || `http://localhost:${ports.api}`,
    tileUrl: env.TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    googleClientId: env.GOOGLE_CLIENT_ID || '',
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || '',
    devSignIn: env.DEV_IDP !== 'off',
  };
}

/** The same two files as one object, for the host's server to write into index.html (scripts/host-page.ts). */
export function hostRuntimeFromEnv(ports: Ports, env: NodeJS.ProcessEnv = process.env) {
  return { config: configFileFromEnv(ports, env), remotes: remotesFileFromEnv(ports, env) };
}
