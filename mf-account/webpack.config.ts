import { createAppConfig, type BuildEnv } from '../scripts/webpack/create-app-config';

export default (env: BuildEnv = {}, argv: { mode?: string } = {}) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'mf_account',
      // The route module the host mounts at /account/*: its router owns everything below.
      exposes: { './AccountApp': './src/exposed/account-app.tsx' },
      pages: [
        {
          prefix: 'account',
          exposed: 'AccountApp',
          label: 'your account',
          title: 'Your account',
          description: 'Manage your clinic locations, doctors and account.',
          es: { label: 'su cuenta', title: 'Su cuenta', description: 'Administre las ubicaciones de su clínica, sus médicos y su cuenta.' },
        },
      ],
      devPort: 3013,
      title: 'Account (standalone) | DirectPay Clinics',
    },
    argv,
    env,
  );
