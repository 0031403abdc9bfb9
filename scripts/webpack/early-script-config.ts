/**
 * A remote's early script: one small classic script, built beside the
 * remote's container as `early-start.js`, that the host's server writes into the HTML
 * of the pages the remote serves (scripts/host-page.ts). It runs during the HTML's
 * parse, before any other script has arrived, so it may only start work the page will
 * pick up (a request whose answer it leaves for the page, a preload); it uses no shared
 * module (no React, no shared-ui), and must stay small, as every such page carries it inline.
 *
 * Built with the app's own loaders and aliases (contracts without their schemas), after
 * the app's build, whose `clean` would otherwise remove it; like every script the builds
 * write, it carries the compile hint and compressed copies (served as a file, it is ready).
 */
import type { Configuration } from 'webpack';
import { compileHintPlugin } from './compile-hint-plugin';
import { precompressed } from './precompressed';

export const EARLY_SCRIPT = 'early-start.js';

export function createEarlyScriptConfig(app: Configuration & { name: string }, entry: string): Configuration {
  return {
    name: `${app.name}-early`,
    dependencies: [app.name],
    mode: 'production',
    target: 'web',
    context: app.context,
    entry: { early: entry },
    devtool: false,
    output: { path: app.output!.path, filename: EARLY_SCRIPT, iife: true, clean: false, publicPath: '' },
    resolve: app.resolve,
    module: app.module,
    optimization: { ...app.optimization, splitChunks: false, runtimeChunk: false },
    plugins: [compileHintPlugin(), ...precompressed()],
    performance: { hints: false },
  };
}
