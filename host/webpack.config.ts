import path from 'node:path';
import { createAppConfig } from '../scripts/webpack/create-app-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'host',
      runtimePlugins: [path.join(__dirname, 'src/remotes/remote-fallback-plugin.ts')],
      devPort: 3000,
      title: 'DirectPay Clinics',
    },
    argv,
  );
