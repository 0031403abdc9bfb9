/**
 * Marks every script the apps build for eager compilation, with V8's explicit
 * compile hint `//# allFunctionsCalledOnLoad` as the file's first line.
 *
 * Functions are compiled lazily by default, on the main thread the first time
 * each is called; webpack wraps every module in a function, so a chunk's code
 * would compile in the task that first runs it, a long task on a phone. With the
 * hint, Chromium (136 and later) compiles the whole file on a background thread
 * while it downloads. The chunks are split by route, so a chunk is loaded when its
 * code is about to run: compiling all of it ahead is the right guess. Browsers
 * without the hint read a comment.
 *
 * webpack's BannerPlugin, at a stage after the minifier (which would drop the
 * comment) and before the source maps are written (so they account for the added
 * line) and before the precompressed copies are made.
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
