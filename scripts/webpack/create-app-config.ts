/**
 * One webpack configuration for the host and every remote, so all four share the
 * same Module Federation rules (strict singletons, loaded-first, no eager). It builds
 * the host, a remote for hosts to load (remoteEntry.js, mf-manifest.json, exposed
 * chunks: no page of its own), or a remote's standalone development page.
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { DefinePlugin, type Configuration } from 'webpack';
import type { RemoteRoute } from '@directpay/contracts';
import 'webpack-dev-server';
import { configFileFromEnv, portsFromEnv } from '../runtime-files';
import { compileHintPlugin } from './compile-hint-plugin';
import { precompressed } from './precompressed';
import { PublicFilesPlugin } from './public-files-plugin';

export interface SharedOverride {
  /** The range this build requires (default: its package.json's). */
  requiredVersion?: string;
  /** The version this build provides (default: the installed package's). */
  version?: string;
}

export interface AppOptions {
  /** The workspace folder (pass __dirname). */
  dir: string;
  /** Module Federation container name, identifier-safe (mf_search). */
  name: string;
  /** Route modules a remote exposes, from src/exposed/. */
  exposes?: Record<string, string>;
  /** The path prefixes a remote serves and its known pages, written into its manifest for the host (contracts' remote-pages.ts). */
  pages?: RemoteRoute[];
  /** Port of `npm run dev` (DEV_PORT overrides it). */
  devPort: number;
  title: string;
  /** Set by a build variant (see `--env variant`): shared-module settings that differ from package.json. */
  sharedOverrides?: Record<string, SharedOverride>;
  /** Set by a build variant: module aliases (a newer shared-ui, say). */
  alias?: Record<string, string>;
  /** Set by a build variant: a remote that bundles its own federation runtime core, as an older remote still deployed may. */
  ownRuntime?: boolean;
}

/** What `--env` passes: `--env standalone`, `--env outputPath=/tmp/x`, `--env variant=path/to/variant.ts`. */
export interface BuildEnv {
  standalone?: boolean | string;
  outputPath?: string;
  /** A module whose default export changes the options: how browser tests build a remote variant without touching its source. */
  variant?: string;
}

/**
 * Libraries that hold state, so must exist once on the page (React, the session
 * store, shared-ui's stores). Each build requires its package.json's range
 * strictly: a copy outside it is refused at load, so the remote shows its fallback
 * and the console names the package, rather than running on a major it was not built for.
 */
const SINGLETONS = ['react', 'react-dom', 'zustand', '@directpay/shared-ui'];

/**
 * Libraries shared through a façade in shared-ui (an entry point re-exporting what
 * the apps use), not as their package: a shared package ships whole, a façade is
 * tree-shaken. Shared at the library's installed version, each app requiring its
 * package.json's range; react-leaflet only by the apps that draw a map.
 */
const FACADES = [
  { key: '@directpay/shared-ui/routing', package: 'react-router-dom', everyApp: true },
  { key: '@directpay/shared-ui/map', package: 'react-leaflet', everyApp: false },
  { key: '@directpay/shared-ui/styled', package: 'styled-components', everyApp: true },
];

/**
 * Large libraries, or ones holding a React context, shared by the apps that use
 * them, so moving between remotes downloads none again. Not TanStack Query: only
 * shared-ui's `query` and `mutation` entry points import it; `query` holds the one client
 * and its context, and `mutation` is handed that client.
 */
const SHARED_WHEN_USED = ['leaflet', '@radix-ui/react-dialog', '@radix-ui/react-dropdown-menu'];

interface SharedConfig {
  singleton: true;
  strictVersion: true;
  requiredVersion: string;
  version?: string;
}

/** The subpaths of shared-ui's package.json `exports` besides `.` and package.json: forms, dialogs, query and the façades. */
export function sharedUiEntryPoints(dir: string): string[] {
  const file = require.resolve('@directpay/shared-ui/package.json', { paths: [dir] });
  const { exports } = JSON.parse(readFileSync(file, 'utf8')) as { exports?: Record<string, string> };
  return Object.keys(exports ?? {})
    .filter((key) => key.startsWith('./') && !key.endsWith('.json'))
    .map((key) => key.slice(2));
}

export function sharedSingletons(dir: string, overrides: Record<string, SharedOverride> = {}) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const shared: Record<string, SharedConfig> = {};
  const share = (key: string, name: string, defaultVersion?: string) => {
    const requiredVersion = overrides[name]?.requiredVersion ?? pkg.dependencies[name];
    if (!requiredVersion) throw new Error(`${dir}/package.json must depend on ${name} to share it`);
    const version = overrides[name]?.version ?? defaultVersion;
    shared[key] = { singleton: true, strictVersion: true, requiredVersion, ...(version ? { version } : {}) };
  };
  for (const name of SINGLETONS) share(name, name);
  // shared-ui's other entry points are singletons of their own, at shared-ui's version, so a page
  // downloads each only when it imports it; a façade goes at its library's version.
  for (const subpath of sharedUiEntryPoints(dir)) {
    const key = `@directpay/shared-ui/${subpath}`;
    const facade = FACADES.find((candidate) => candidate.key === key);
    if (!facade) share(key, '@directpay/shared-ui');
    else if (facade.everyApp || pkg.dependencies[facade.package]) share(key, facade.package, installedVersion(dir, facade.package));
  }
  for (const name of SHARED_WHEN_USED) if (pkg.dependencies[name]) share(name, name);
  // Subpath entries resolve to the same packages; share them so no second copy is bundled.
  share('react/jsx-runtime', 'react');
  share('react-dom/client', 'react-dom');
  return shared;
}

function installedVersion(dir: string, name: string): string {
  // Not `${name}/package.json`: a package whose `exports` leaves it out (Radix) cannot resolve it.
  let folder = path.dirname(require.resolve(name, { paths: [dir] }));
  for (;;) {
    const file = path.join(folder, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string };
      if (pkg.name === name) return pkg.version;
    }
    if (path.dirname(folder) === folder) throw new Error(`no package.json of ${name} above ${dir}`);
    folder = path.dirname(folder);
  }
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
 * Module aliases for browser builds. react-router 7's package exports point
 * every bundler condition at its development build (warnings, dev checks); a
 * production build takes `dist/production` instead. Its server-only imports
 * (`cookie`, `set-cookie-parser`) become a stub in every build.
 */
function browserAliases(dir: string, production: boolean): Record<string, string> {
  const stub = path.join(__dirname, 'server-only-stub.ts');
  const aliases: Record<string, string> = { cookie$: stub, 'set-cookie-parser$': stub };
  if (production) {
    const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [dir] }));
    aliases['react-router$'] = path.join(routerDir, 'dist/production/index.mjs');
    aliases['react-router/dom$'] = path.join(routerDir, 'dist/production/dom-export.mjs');
  }
  return aliases;
}

/**
 * The host is built without the federation plugin, so no host page carries the
 * runtime until a remote's route first mounts (host/src/remotes/federation.ts).
 * This writes the shared modules (sharedSingletons, at installed versions) for the
 * host's runtime instance, and the runtime's browser-only flag, as the plugin would.
 */
function hostFederationDefines(options: AppOptions): DefinePlugin {
  const shared = sharedSingletons(options.dir, options.sharedOverrides);
  // A subpath (react/jsx-runtime, @directpay/shared-ui/forms) is at its package's version.
  const packageOf = (key: string) => key.split('/').slice(0, key.startsWith('@') ? 2 : 1).join('/');
  const withVersions = Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [
      key,
      { requiredVersion: config.requiredVersion, version: config.version ?? installedVersion(options.dir, packageOf(key)) },
    ]),
  );
  return new DefinePlugin({ __DIRECTPAY_SHARED__: JSON.stringify(withVersions), ENV_TARGET: JSON.stringify('web') });
}

export function createAppConfig(appOptions: AppOptions, argv: { mode?: string } = {}, env: BuildEnv = {}): Configuration {
  const options = loadVariant(appOptions, env.variant);
  const production = argv.mode !== 'development';
  const isHost = !options.exposes;
  const standalone = !isHost && (env.standalone === true || env.standalone === 'true');
  // The page: the host's always, a remote's only in its standalone build.
  const withPage = isHost || standalone;
  const outputPath = env.outputPath ? path.resolve(env.outputPath) : path.join(options.dir, standalone ? 'dist-standalone' : 'dist');
  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    // A remote's production build has no entry of its own: the container
    // (remoteEntry.js) is the only thing a host loads.
    entry: withPage ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      // 'auto': chunks load from wherever remoteEntry.js was served, so a remote can move origins.
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
        {
          // Endpoint objects without their schemas, and schemas no page uses dropped
          // (contracts-browser-loader.ts): the browser runs TypeBox only where it validates.
          test: /\.ts$/,
          include: path.resolve(__dirname, '../../contracts/src'),
          exclude: /\.test\.ts$/,
          enforce: 'pre',
          use: { loader: path.join(__dirname, 'contracts-browser-loader.ts') },
        },
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(options.dir, 'tsconfig.json') } },
        },
        // In production CSS (Leaflet's) is a stylesheet beside the chunk that imports it, not a string
        // the JavaScript injects: the browser parses it once, as CSS. No CSS source map in production.
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', { loader: 'css-loader', options: { sourceMap: !production } }],
        },
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      isHost ? hostFederationDefines(options) : new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        remotes: {},
        shared: sharedSingletons(options.dir, options.sharedOverrides),
        shareStrategy: 'loaded-first',
        // The remote's page declaration goes into its manifest's metaData, where the host's server reads it.
        manifest: {
          additionalData: ({ stats }) => {
            Object.assign(stats.metaData, { pages: options.pages ?? [] });
            return stats;
          },
        },
        dts: false,
        // Browser only, and no remote loading or snapshots: a remote loads no remotes (the host
        // does). It uses the host's runtime core (`externalRuntime`, host/src/remotes/federation.ts)
        // rather than a second copy; a standalone page has no host, so it bundles its own.
        experiments: { externalRuntime: !standalone && !options.ownRuntime, optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({ filename: '[name].[contenthash:12].css', chunkFilename: '[name].[contenthash:12].css' }),
            compileHintPlugin(),
            ...precompressed(),
          ]
        : []),
      ...(withPage
        ? [
            new HtmlWebpackPlugin({
              template: path.join(__dirname, 'index.html'),
              title: options.title,
              // The page's own entry only; remoteEntry.js is loaded by hosts, not by this page.
              chunks: ['main'],
              // Absolute, so deep links such as /clinic/1/prices load the same script.
              publicPath: '/',
              // The host's favicon and manifest (host/public); a standalone page has none.
              publicFiles: isHost,
            }),
            ...(isHost ? [new PublicFilesPlugin(path.join(options.dir, 'public'))] : []),
          ]
        : []),
    ],
    performance: { hints: false },
    devServer: {
      // DEV_PORT moves it (a test, a second checkout); the defaults sit beside `npm start`'s ports, not on them.
      port: devPortFromEnv(options.devPort),
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      liveReload: true,
      // The standalone page reads the host's run-time configuration, made from the same
      // environment variables as `npm start`'s (API_PORT or API_URL, TILE_URL, DEV_IDP).
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
