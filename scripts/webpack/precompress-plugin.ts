/**
 * Writes a gzip and a brotli copy beside each text asset (`x.js.gz`,
 * `x.js.br`) at build time, at the highest levels: done once per build rather
 * than on every request, so the static servers (`@fastify/static`
 * `preCompressed`, nginx `gzip_static`/`brotli_static`) only pick a file.
 *
 * Hand-written rather than compression-webpack-plugin: node's zlib does both
 * encodings, so no dependency is needed.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Compilation, sources, type Compiler } from 'webpack';

/** Text that browsers fetch. Source maps are left out (developer tools only), and so is
 * index.html: the host's server writes the run-time configuration into it per request. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves nothing worth a second file. */
const MIN_BYTES = 512;

export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After every other stage, so the bytes compressed are the bytes shipped.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const source = compilation.getAsset(name)!.source.buffer();
            if (source.length < MIN_BYTES) continue;
            const gzip = gzipSync(source, { level: 9 });
            const brotli = brotliCompressSync(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
            });
            const info = { compressed: true, immutable: compilation.getAsset(name)!.info.immutable };
            if (gzip.length < source.length) compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzip), info);
            if (brotli.length < source.length) compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli), info);
          }
        },
      );
    });
  }
}
