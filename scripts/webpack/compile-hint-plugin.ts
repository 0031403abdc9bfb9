/**
 * V8's compile hint atop every script: Chromium compiles it off the main thread while it downloads
 * (chunks are split by route, so their code is about to run). Added after the minifier, which drops comments.
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
