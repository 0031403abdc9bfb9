import path from 'node:path';
import { createAppConfig, type BuildEnv } from '../scripts/webpack/create-app-config';
import { createEarlyScriptConfig } from '../scripts/webpack/early-script-config';

export default (env: BuildEnv = {}, argv: { mode?: string } = {}) => {
  const app = {
    ...createAppConfig(
      {
        dir: __dirname,
        name: 'mf_search',
        exposes: {
          // The route module the host mounts at /search/*: this remote's router owns what is below.
          './SearchRoutes': './src/exposed/search-routes.tsx',
          // The compare page (/compare/*): its own chunk, so the search page does not load it.
          './CompareRoutes': './src/exposed/compare-routes.tsx',
          // The single page, kept so a host deployed before the route module keeps working with this remote.
          './SearchPage': './src/exposed/search-page.tsx',
        },
        pages: [
          {
            prefix: 'search',
            exposed: 'SearchRoutes',
            label: 'the clinic search',
            title: 'Search clinics',
            description: 'Clinics that take cash or direct payment, on a map and in a list, with their cash prices.',
            es: {
              label: 'la búsqueda de clínicas',
              title: 'Buscar clínicas',
              description: 'Clínicas que aceptan pago en efectivo o pago directo, en un mapa y en una lista, con sus precios en efectivo.',
            },
          },
          {
            prefix: 'compare',
            exposed: 'CompareRoutes',
            label: 'the clinic comparison',
            title: 'Compare clinics',
            description: 'Two or three clinics side by side: cash prices, distance, new patients, hours.',
            es: {
              label: 'la comparación de clínicas',
              title: 'Comparar clínicas',
              description: 'Dos o tres clínicas lado a lado: precios en efectivo, distancia, pacientes nuevos, horario.',
            },
          },
        ],
        devPort: 3011,
        title: 'Search (standalone) | DirectPay Clinics',
      },
      argv,
      env,
    ),
    name: 'mf_search',
  };
  // A production build also writes early-start.js, which the host's server puts in the HTML
  // of /search: the list's first request starts before any script arrives.
  if (argv.mode === 'development' || env.standalone) return app;
  return [app, createEarlyScriptConfig(app, path.join(__dirname, 'src/early/early-entry.ts'))];
};
