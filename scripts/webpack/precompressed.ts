import { constants as zlib, type BrotliOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/**
 * A gzip and a brotli copy beside each text asset, at the highest levels, once per build, so the
 * static servers (`@fastify/static` `preCompressed`) only pick a file. Source maps and index.html
 * are left out (the host's server writes into its page per request); a copy that saves nothing
 * is not written.
 */
export function precompressed() {
  const common = { test: /\.(js|mjs|css|json|svg|txt|xml|webmanifest)$/, threshold: 512, minRatio: 1 };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin<BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}
