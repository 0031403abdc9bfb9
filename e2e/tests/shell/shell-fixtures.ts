import { test as base, expect } from '../../support/fixtures';
import { site } from '../../support/site';

/**
 * host/dist is one folder shared by every test run on this machine, and each
 * run writes its own /config.json and /remotes.json into it (and a rebuild
 * deletes them). So that a run started by someone else mid-way cannot point
 * these pages at another run's API, each page gets the files this run's
 * start script writes (playwright.config.ts: DEV_IDP on, local tiles).
 */
export const test = base.extend<{ pinnedRuntimeFiles: void }>({
  pinnedRuntimeFiles: [
    async ({ page }, use) => {
      await page.route(`${site.host}/config.json`, (route) =>
        route.fulfill({
          json: { apiUrl: site.api, tileUrl: `${site.api}/tiles/{z}/{x}/{y}.png`, googleClientId: '', recaptchaSiteKey: '', devSignIn: true },
          headers: { 'cache-control': 'no-cache' },
        }),
      );
      await page.route(`${site.host}/remotes.json`, (route) => route.fulfill({ json: { remotes: site.remotes }, headers: { 'cache-control': 'no-cache' } }));
      await use();
    },
    { auto: true },
  ],
});

export { expect };
