import path from 'node:path';
import { createAppConfig } from '../scripts/webpack/create-app-config';
import { createPrerenderConfig } from '../scripts/webpack/prerender-config';
import { StartupChunksPlugin } from '../scripts/webpack/startup-chunks-plugin';

export default (_env: unknown, argv: { mode?: string }) => {
  const app = {
    ...createAppConfig(
      {
        dir: __dirname,
        name: 'host',
        runtimePlugins: [path.join(__dirname, 'src/remotes/remote-fallback-plugin.ts')],
        devPort: 3000,
        title: 'DirectPay Clinics',
      },
      argv,
    ),
    name: 'host',
  };
  // startup-chunks.json: the scripts the first render needs after main, preloaded by the host's server.
  app.plugins = [...(app.plugins ?? []), new StartupChunksPlugin()];
  // A production build also renders the home page to HTML (dist/home.html), served at `/`.
  return argv.mode === 'development' ? app : [app, createPrerenderConfig(__dirname, 'host')];
};
