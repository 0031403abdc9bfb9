/**
 * A remote's early script, `early-start.js`: one small classic script the host's server
 * inlines into the HTML of the remote's pages (decision 0020). It runs during the HTML's
 * parse, so it only starts work the page picks up (a request, a preload) and uses no
 * shared module. Built after the app's build, whose `clean` would remove it, with the
 * app's loaders and aliases.
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
