/**
 * One webpack configuration for the host and every remote, so all four share the same federation
 * rules: the host, a remote for hosts to load (remoteEntry.js, mf-manifest.json), or a remote's standalone page.
 */
import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { DefinePlugin, type Compilation, type Configuration } from 'webpack';
import type { RemoteRoute } from '@directpay/contracts';
import 'webpack-dev-server';
import { configFileFromEnv, portsFromEnv } from '../runtime-files';
import { compileHintPlugin } from './compile-hint-plugin';
import { precompressed } from './precompressed';
import { MESSAGE_CATALOG } from './message-catalog-loader';
import { hostSharedVersions, sharedSingletons, type SharedOverride } from './shared-modules';
import type { ExposeStartFiles } from './host-build-files';
import { catalogsOf, consumedSharedOf } from './start-files';

export interface AppOptions {
  /** The workspace folder (pass __dirname). */
  dir: string;
  /** Module Federation container name, identifier-safe (mf_search). */
  name: string;
  /** Route modules a remote exposes, from src/exposed/. */
  exposes?: Record<string, string>;
  /** The prefixes and pages a remote serves, written into its manifest for the host (contracts' remote-pages.ts). */
  pages?: RemoteRoute[];
  /** Port of `npm run dev` (DEV_PORT overrides it). */
  devPort: number;
  title: string;
  /** Build variants (`--env variant`) only: shared-module settings that differ from package.json. */
  sharedOverrides?: Record<string, SharedOverride>;
  /** Build variants only: module aliases (a newer shared-ui, say). */
  alias?: Record<string, string>;
  /** Build variants only: a remote bundling its own runtime core, as an older remote still deployed may. */
  ownRuntime?: boolean;
}

/** `--env standalone`, `--env outputPath=/tmp/x`, `--env variant=path/to/variant.ts` (how browser tests build a remote variant). */
export interface BuildEnv {
  standalone?: boolean | string;
  outputPath?: string;
  variant?: string;
}

function devPortFromEnv(fallback: number): number {
  const value = process.env.DEV_PORT;
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`DEV_PORT must be a port number, got "${value}"`);
  return port;
}

function loadVariant(options: AppOptions, variant: string | undefined): AppOptions {
  if (!variant) return options;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack configs run as CommonJS under tsx
  const module = require(path.resolve(variant)) as { default?: (o: AppOptions) => AppOptions };
  if (typeof module.default !== 'function') throw new Error(`${variant} must export a default function (options) => options`);
  return module.default(options);
}

/**
 * react-router's package exports send every bundler to its development build; production takes
 * `dist/production`. Its server-only imports (`cookie`, `set-cookie-parser`) are left out of every build.
 */
export function browserAliases(dir: string, production: boolean): Record<string, string | false> {
  const aliases: Record<string, string | false> = { cookie$: false, 'set-cookie-parser$': false };
  if (production) {
    const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [dir] }));
    aliases['react-router$'] = path.join(routerDir, 'dist/production/index.mjs');
    aliases['react-router/dom$'] = path.join(routerDir, 'dist/production/dom-export.mjs');
  }
  return aliases;
}

export const tsRule = (dir: string) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
});

/** Each exposed module's start files (host-build-files.ts), from its chunk group, `__federation_expose_<name>`. */
function exposeStartFiles(compilation: Compilation, exposes: { name: string }[]): Record<string, ExposeStartFiles> {
  const files: Record<string, ExposeStartFiles> = {};
  for (const { name } of exposes) {
    const group = compilation.namedChunkGroups.get(`__federation_expose_${name}`);
    if (group) files[name] = { shared: consumedSharedOf(compilation, group), catalogs: catalogsOf(compilation, group) };
  }
  return files;
}

/** The federation plugin of a remote; the host has none (decision 0006) and gets the shared modules' versions defined instead. */
function federationPlugin(options: AppOptions, standalone: boolean) {
  if (!options.exposes) {
    return new DefinePlugin({ __DIRECTPAY_SHARED__: JSON.stringify(hostSharedVersions(options.dir, options.sharedOverrides)), ENV_TARGET: JSON.stringify('web') });
  }
  return new ModuleFederationPlugin({
    name: options.name,
    filename: 'remoteEntry.js',
    exposes: options.exposes,
    remotes: {},
    shared: sharedSingletons(options.dir, options.sharedOverrides),
    shareStrategy: 'loaded-first',
    // The page declaration goes into the manifest's metaData, where the host's server reads it.
    // With what each exposed module fetches as it starts, so the host's server preloads that too.
    manifest: {
      additionalData: ({ stats, compilation }) => {
        Object.assign(stats.metaData, { pages: options.pages ?? [], startFiles: exposeStartFiles(compilation, stats.exposes) });
        return stats;
      },
    },
    dts: false,
    // A remote loads no remotes and uses the host's runtime core; a standalone page has no host, so it bundles its own.
    experiments: { externalRuntime: !standalone && !options.ownRuntime, optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
  });
}

export function createAppConfig(appOptions: AppOptions, argv: { mode?: string } = {}, env: BuildEnv = {}): Configuration {
  const options = loadVariant(appOptions, env.variant);
  const production = argv.mode !== 'development';
  const isHost = !options.exposes;
  const standalone = !isHost && (env.standalone === true || env.standalone === 'true');
  const withPage = isHost || standalone;
  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    // A remote's build has no entry of its own: hosts load its container, remoteEntry.js.
    entry: withPage ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: env.outputPath ? path.resolve(env.outputPath) : path.join(options.dir, standalone ? 'dist-standalone' : 'dist'),
      // Chunks load from wherever remoteEntry.js was served, so a remote can move origins.
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:12].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      uniqueName: standalone ? `${options.name}_standalone` : options.name,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'], alias: { ...browserAliases(options.dir, production), ...options.alias } },
    module: {
      rules: [
        // Endpoints without their schemas, unused schemas dropped (contracts/browser-loader.ts).
        {
          test: /\.ts$/,
          include: path.resolve(__dirname, '../../contracts/src'),
          exclude: /\.test\.ts$/,
          enforce: 'pre',
          use: { loader: path.resolve(__dirname, '../../contracts/browser-loader.ts') },
        },
        tsRule(options.dir),
        // Message catalogs compiled for Lingui's runtime (message-catalog-loader.ts).
        { test: MESSAGE_CATALOG, type: 'javascript/auto', use: { loader: path.resolve(__dirname, 'message-catalog-loader.ts') } },
        // Production CSS (Leaflet's) is a stylesheet beside its chunk, parsed once as CSS.
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', { loader: 'css-loader', options: { sourceMap: !production } }] },
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      federationPlugin(options, standalone),
      ...(production
        ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:12].css', chunkFilename: '[name].[contenthash:12].css' }), compileHintPlugin(), ...precompressed()]
        : []),
      ...(withPage
        ? [
            // The page's own entry only; absolute script URLs, so deep links (/clinic/1/prices) load them too.
            new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title: options.title, chunks: ['main'], publicPath: '/', publicFiles: isHost }),
          ]
        : []),
      // The host's favicon and web app manifest, unhashed so their URLs are stable.
      ...(isHost ? [new CopyPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] })] : []),
    ],
    performance: { hints: false },
    devServer: {
      port: devPortFromEnv(options.devPort),
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      liveReload: true,
      // The standalone page's run-time configuration, from the same variables as `npm start`'s.
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app?.get('/config.json', (_request, response) => {
          response.setHeader('cache-control', 'no-cache');
          response.json(configFileFromEnv(portsFromEnv()));
        });
        return middlewares;
      },
    },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}
