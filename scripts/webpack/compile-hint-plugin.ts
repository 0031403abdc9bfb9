/**
 * Marks every script the apps build for eager compilation, with V8's explicit
 * compile hint `//# allFunctionsCalledOnLoad` as the file's first line (issue 16).
 *
 * A script's functions are compiled lazily by default: only pre-parsed while the
 * file streams in, then compiled on the main thread the first time each is
 * called. webpack wraps every module in a function, so all of a chunk's code was
 * compiled on the main thread, in the task that first ran it: evaluating the
 * host's main (react-dom) was one task of about 60 ms unthrottled, 250 ms on
 * Lighthouse's phone. With the hint, Chromium (136 and later) compiles the whole
 * file on a background thread while it downloads. The chunks here are split by
 * route, so a chunk is loaded when its code is about to run: compiling all of it
 * ahead is the right guess. Browsers without the hint read a comment.
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
