import { createAppConfig } from '../scripts/webpack/create-app-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'mf_profile',
      exposes: {
        './ProfilePage': './src/exposed/ProfilePage.tsx',
        './PricesPage': './src/exposed/PricesPage.tsx',
        './TestProfilePage': './src/exposed/TestProfilePage.tsx',
      },
      devPort: 3002,
      title: 'Profile (standalone) | DirectPay Clinics',
    },
    argv,
  );
