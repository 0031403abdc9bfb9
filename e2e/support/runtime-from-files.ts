import type { Page } from '@playwright/test';

/**
 * Makes the host read /config.json and /remotes.json as on a plain static
 * deploy, instead of the copies the host's server writes into index.html
 * (scripts/host-page.ts), so a test that rewrites those files with page.route
 * (another API, a remote moved elsewhere) is what the page uses.
 */
export async function readRuntimeFromFiles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Idempotent: several helpers (useApi, useRemotesFile) may each ask for it on one page.
    if (Object.getOwnPropertyDescriptor(window, '__DIRECTPAY_RUNTIME__')?.get) return;
    Object.defineProperty(window, '__DIRECTPAY_RUNTIME__', { configurable: false, get: () => undefined, set: () => undefined });
  });
}
