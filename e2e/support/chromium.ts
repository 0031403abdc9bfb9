import { existsSync } from 'node:fs';

/**
 * Playwright cannot download its browsers on these machines, so the tests run
 * in Debian's chromium (or CHROMIUM_PATH).
 */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install one with `sudo apt-get install -y chromium` ' +
        '(Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return found;
}

/** Quiet, offline-friendly flags: without them Chromium keeps calling home on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];
