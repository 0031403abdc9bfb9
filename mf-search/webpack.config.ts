import { createAppConfig } from '../scripts/webpack/create-app-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'mf_search',
      exposes: { './SearchPage': './src/exposed/SearchPage.tsx' },
      devPort: 3001,
      title: 'Search (standalone) | DirectPay Clinics',
    },
    argv,
  );
