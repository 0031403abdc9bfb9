/**
 * The host's build-time render of `/` (decision 0015): a Node build of
 * host/src/prerender/render-home.tsx, run once emitted, whose markup and styles are
 * written into a copy of the host's index.html, `dist/home.html`, answered at `/`.
 * No federation here: only the host runs on `/`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, Configuration } from 'webpack';
import { tsRule } from '../scripts/webpack/create-app-config';
import { MESSAGE_CATALOG } from '../scripts/webpack/message-catalog-loader';
import { prerenderedHomeOf } from '../scripts/webpack/host-build-files';
import { LOCALES, LOCALE_TAGS, type Locale } from '@directpay/contracts';

interface PrerenderedPage {
  html: string;
  styleTags: string;
}

/** index.html with the page's markup in #root and its styles in the head. */
export function withPrerenderedPage(indexHtml: string, page: PrerenderedPage): string {
  // html-webpack-plugin minifies the page: the attribute may have lost its quotes.
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(indexHtml)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  // React 19 puts a <link rel="preload"> for each <img> at the start of the markup; the images are in the
  // markup itself, and a high-priority preload would compete with the scripts, so they are left out.
  const html = page.html.replace(/<link rel="preload" as="image"[^>]*\/>/g, '');
  return indexHtml.replace('</head>', () => `${page.styleTags}</head>`).replace(root, () => `<div id="root">${html}</div>`);
}

class WriteHomePagePlugin {
  constructor(private readonly appDist: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('WriteHomePagePlugin', async (compilation) => {
      const bundle = path.join(compilation.outputOptions.path!, 'render-home.js');
      delete require.cache[bundle];
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle just emitted, CommonJS
      const { renderHome } = require(bundle) as { renderHome: (locale: Locale) => Promise<PrerenderedPage> };
      const indexHtml = readFileSync(path.join(this.appDist, 'index.html'), 'utf8');
      // One after the other: the render activates its language on the one i18n instance.
      for (const locale of LOCALES) {
        const page = withPrerenderedPage(indexHtml.replace(/<html lang="?en"?>/, `<html lang="${LOCALE_TAGS[locale]}">`), await renderHome(locale));
        writeFileSync(path.join(this.appDist, prerenderedHomeOf(locale)), page);
      }
    });
  }
}

/**
 * @param dir the host's folder
 * @param appName the `name` of the host's browser build, which must finish first
 */
export function createPrerenderConfig(dir: string, appName: string): Configuration {
  return {
    name: 'prerender-home',
    dependencies: [appName],
    mode: 'production',
    target: 'node',
    context: dir,
    entry: { 'render-home': './src/prerender/render-home.tsx' },
    devtool: false,
    output: {
      path: path.join(dir, 'dist-prerender'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // Assets keep the browser build's names and are not written again.
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    module: {
      rules: [
        tsRule(dir),
        { test: MESSAGE_CATALOG, type: 'javascript/auto', use: { loader: path.resolve(__dirname, '../scripts/webpack/message-catalog-loader.ts') } },
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [new WriteHomePagePlugin(path.join(dir, 'dist'))],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
