import { createAppConfig, type BuildEnv } from '../scripts/webpack/create-app-config';

export default (env: BuildEnv = {}, argv: { mode?: string } = {}) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'mf_search',
      exposes: {
        // The route module the host mounts at /search/*: this remote's router owns what is below.
        './SearchRoutes': './src/exposed/search-routes.tsx',
        // The compare page (/compare/*, issue 18): its own chunk, so the search page does not load it.
        './CompareRoutes': './src/exposed/compare-routes.tsx',
        // The single page, kept so a host deployed before the route module keeps working with this remote.
        './SearchPage': './src/exposed/search-page.tsx',
      },
      devPort: 3011,
      title: 'Search (standalone) | DirectPay Clinics',
    },
    argv,
    env,
  );
