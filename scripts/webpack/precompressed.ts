import { constants as zlib, type BrotliOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/**
 * A gzip and a brotli copy of each text asset at the highest levels, so the static servers only pick a file.
 * Not index.html, which the host's server writes into per request.
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
