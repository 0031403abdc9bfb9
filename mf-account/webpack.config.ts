import { createAppConfig } from '../scripts/webpack/create-app-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'mf_account',
      exposes: { './AccountApp': './src/exposed/AccountApp.tsx' },
      devPort: 3003,
      title: 'Account (standalone) | DirectPay Clinics',
    },
    argv,
  );
