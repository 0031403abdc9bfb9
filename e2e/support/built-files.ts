/**
 * The built frontends' files as the browser tests see them: which dist file a
 * URL of the running stack is, and what it costs on the wire (its precompressed
 * gzip copy, the encoding every browser accepts).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { BASE_PORT } from './site';

export const ROOT = path.resolve(__dirname, '../..');

/** Each frontend's dist folder, by the port the test stack serves it on. */
export const DIST_BY_PORT: Record<number, string> = {
  [BASE_PORT]: path.join(ROOT, 'host/dist'),
  [BASE_PORT + 1]: path.join(ROOT, 'mf-search/dist'),
  [BASE_PORT + 2]: path.join(ROOT, 'mf-profile/dist'),
  [BASE_PORT + 3]: path.join(ROOT, 'mf-account/dist'),
};

export const DIST_FOLDERS = Object.values(DIST_BY_PORT);

/** The dist file a URL of the test stack serves, or null for another origin or a generated file. */
export function distFileOf(url: string): string | null {
  const { port, pathname } = new URL(url);
  const dist = DIST_BY_PORT[Number(port)];
  if (!dist) return null;
  const file = path.join(dist, decodeURIComponent(pathname));
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** Bytes on the wire with gzip: the build's .gz copy, or the file itself when it has none. */
export function gzipBytes(file: string): number {
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
}

/** Bytes on the wire as sent: the build's copy in the encoding the server answered with (`br`, `gzip`), else the file. */
export function sentBytes(file: string, encoding: string | undefined): number {
  const copy = encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file;
  return existsSync(copy) ? statSync(copy).size : statSync(file).size;
}

export function filesOf(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => test(name))
    .map((name) => path.join(dir, name));
}
