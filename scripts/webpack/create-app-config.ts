/**
 * One webpack configuration for the host and every remote, so that all four
 * share the same Module Federation rules (singletons, loaded-first, no eager).
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import 'webpack-dev-server';

export interface AppOptions {
  /** The workspace folder (pass __dirname). */
  dir: string;
  /** Module Federation container name, identifier-safe (mf_search). */
  name: string;
  /** Route-level entries a remote exposes, from src/exposed/. */
  exposes?: Record<string, string>;
  /** Runtime plugins (the host's remote fallback). */
  runtimePlugins?: string[];
  /** Port of `npm run dev`. */
  devPort: number;
  title: string;
}

/** Libraries that must exist once on the page: one React, one router, one theme, one session store. */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'styled-components', 'zustand', '@directpay/shared-ui'];

export function sharedSingletons(dir: string) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const shared: Record<string, { singleton: true; requiredVersion: string }> = {};
  for (const name of SINGLETONS) {
    const requiredVersion = pkg.dependencies[name];
    if (!requiredVersion) throw new Error(`${dir}/package.json must depend on ${name} to share it`);
    shared[name] = { singleton: true, requiredVersion };
  }
  // Subpath entries resolve to the same packages; share them so no second copy is bundled.
  shared['react/jsx-runtime'] = { singleton: true, requiredVersion: pkg.dependencies.react };
  shared['react-dom/client'] = { singleton: true, requiredVersion: pkg.dependencies['react-dom'] };
  return shared;
}

export function createAppConfig(options: AppOptions, argv: { mode?: string } = {}): Configuration {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      // 'auto': chunks load from wherever remoteEntry.js was served, so a remote can move origins.
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:12].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      uniqueName: options.name,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(options.dir, 'tsconfig.json') } },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        remotes: {},
        shared: sharedSingletons(options.dir),
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins,
        manifest: true,
        dts: false,
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: options.title,
        // The page's own entry only; remoteEntry.js is loaded by hosts, not by this page.
        chunks: ['main'],
        // Absolute, so deep links such as /clinic/1/prices load the same script.
        publicPath: '/',
      }),
    ],
    performance: { hints: false },
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      liveReload: true,
    },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}
