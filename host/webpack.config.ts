import { createAppConfig } from '../scripts/webpack/create-app-config';
import { createPrerenderConfig } from './webpack.prerender';
import { PageStartFilesPlugin } from '../scripts/webpack/page-start-files-plugin';

export default (_env: unknown, argv: { mode?: string }) => {
  const app = {
    ...createAppConfig(
      {
        dir: __dirname,
        name: 'host',
        devPort: 3000,
        title: 'DirectPay Clinics',
      },
      argv,
    ),
    name: 'host',
  };
  // page-start-files.json: what the host's pages fetch as they start beyond main, preloaded by the host's server.
  app.plugins = [...(app.plugins ?? []), new PageStartFilesPlugin()];
  // The federation runtime stays in the chunk that creates its instance (src/remotes/federation.ts) rather
  // than in a vendor chunk of its own: nothing else loads it, so a second file would only be a second request.
  app.optimization = {
    ...app.optimization,
    splitChunks: {
      cacheGroups: {
        defaultVendors: { test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true, chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== 'federation' },
      },
    },
  };
  // A production build also renders the home page to HTML (dist/home.html), served at `/`.
  return argv.mode === 'development' ? app : [app, createPrerenderConfig(__dirname, 'host')];
};
