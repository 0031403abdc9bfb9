/**
 * V8's compile hint `//# allFunctionsCalledOnLoad` atop every script: Chromium compiles
 * the file on a background thread while it downloads, instead of each function on the
 * main thread at first call. Chunks are split by route, so their code is about to run.
 * Added after the minifier (which drops comments) and before source maps and compression.
 */
import { BannerPlugin, Compilation } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHintPlugin(): BannerPlugin {
  return new BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.m?js$/,
    stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1,
  });
}
