import { existsSync } from 'node:fs';

/** Asked for a browser window: `--headed`, `--debug`, `--ui` or PWDEBUG. */
const wantsWindow = (): boolean =>
  Boolean(process.env.PWDEBUG) || process.argv.some((arg) => arg === '--headed' || arg === '--debug' || arg === '--ui' || arg.startsWith('--ui-'));

/**
 * Playwright cannot download its browsers on these machines, so the tests run
 * in Debian's Chromium (or CHROMIUM_PATH). Headless runs prefer Debian's
 * `chromium-headless-shell`, the browser Playwright itself uses for headless
 * tests: it has no browser UI to drive, so the suite is faster on two cores. A
 * run that shows a window needs the full `chromium`.
 */
export function chromiumPath(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    ...(wantsWindow() ? [] : ['/usr/bin/chromium-headless-shell']),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install one with `sudo apt-get install -y chromium-headless-shell chromium` ' +
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
