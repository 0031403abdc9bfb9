/**
 * A remote's `early-start.js`, inlined by the host's server into the remote's pages (decision 0020): it runs
 * during the HTML's parse, so it uses no shared module. Built after the app, whose `clean` would remove it.
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
