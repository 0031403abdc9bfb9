/**
 * The card's script: one small classic script, `dist/price-card.js`, with no shared module and
 * no chunk, built with the apps' own contracts loader (endpoints without their schemas), compile
 * hint and precompressed copies. Its name is fixed, as clinics paste it into their pages, so the
 * host's server caches it for minutes, not a year.
 */
import path from 'node:path';
import type { Configuration } from 'webpack';
import { PRICE_CARD_SCRIPT_PATH } from '@directpay/contracts';
import { compileHintPlugin } from '../scripts/webpack/compile-hint-plugin';
import { precompressed } from '../scripts/webpack/precompressed';

export default (env: { outputPath?: string } = {}): Configuration => ({
  mode: 'production',
  target: ['web', 'es2020'],
  context: __dirname,
  entry: { 'price-card': './src/price-card.ts' },
  devtool: false,
  output: {
    path: env.outputPath ? path.resolve(env.outputPath) : path.join(__dirname, 'dist'),
    // The name the snippets give (contracts' price-card.ts).
    filename: path.basename(PRICE_CARD_SCRIPT_PATH),
    iife: true,
    clean: true,
    publicPath: '',
  },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        include: path.resolve(__dirname, '../contracts/src'),
        exclude: /\.test\.ts$/,
        enforce: 'pre',
        use: { loader: path.resolve(__dirname, '../contracts/browser-loader.ts') },
      },
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(__dirname, 'tsconfig.json') } },
      },
    ],
  },
  optimization: { splitChunks: false, runtimeChunk: false },
  plugins: [compileHintPlugin(), ...precompressed()],
  performance: { hints: false },
  stats: 'errors-warnings',
});
