/**
 * Where the site under test runs. E2E_BASE_PORT moves the whole stack (host on
 * the base, remotes on base+1..3, API on base+1000), so two runs can coexist.
 */
export const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 3100);

export const site = {
  host: `http://localhost:${BASE_PORT}`,
  api: `http://localhost:${BASE_PORT + 1000}`,
  remotes: {
    mf_search: `http://localhost:${BASE_PORT + 1}/mf-manifest.json`,
    mf_profile: `http://localhost:${BASE_PORT + 2}/mf-manifest.json`,
    mf_account: `http://localhost:${BASE_PORT + 3}/mf-manifest.json`,
  },
  ports: {
    HOST_PORT: String(BASE_PORT),
    MF_SEARCH_PORT: String(BASE_PORT + 1),
    MF_PROFILE_PORT: String(BASE_PORT + 2),
    MF_ACCOUNT_PORT: String(BASE_PORT + 3),
    API_PORT: String(BASE_PORT + 1000),
  },
};

/** The browser tests' administrator (ADMIN_EMAILS of the stack under test): sign in with it to moderate. */
export const E2E_ADMIN_EMAIL = 'moderator@example.com';
