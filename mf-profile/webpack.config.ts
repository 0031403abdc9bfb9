import { createAppConfig, type BuildEnv } from '../scripts/webpack/create-app-config';

export default (env: BuildEnv = {}, argv: { mode?: string } = {}) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'mf_profile',
      exposes: {
        // The route modules the host mounts at /clinic/* and /clinic_test/*: this remote's router owns what is below.
        './ClinicRoutes': './src/exposed/clinic-routes.tsx',
        './ClinicTestRoutes': './src/exposed/clinic-test-routes.tsx',
        // Single pages, kept so a host deployed before the route modules keeps working with this remote.
        './ProfilePage': './src/exposed/profile-page.tsx',
        './PricesPage': './src/exposed/prices-page.tsx',
        './TestProfilePage': './src/exposed/test-profile-page.tsx',
      },
      devPort: 3012,
      title: 'Profile (standalone) | DirectPay Clinics',
    },
    argv,
    env,
  );
