/**
 * The support fixtures (which fail a test on any uncaught page error), plus
 * this run's own run-time files. Several engineers' test runs share one
 * checkout, and each start writes host/dist/config.json and remotes.json for
 * its own ports; pinning them per page keeps this run talking to its own API
 * and remotes whatever another run wrote last.
 */
import type { Page } from '@playwright/test';
import { test as base, expect } from '../../support/fixtures';
import { useRemotesFile } from '../../support/remote-server';
import { site } from '../../support/site';

export async function pinRuntimeFiles(page: Page): Promise<void> {
  await useRemotesFile(page, {});
  await page.route('**/config.json', (route) =>
    route.fulfill({
      json: { apiUrl: site.api, tileUrl: `${site.api}/tiles/{z}/{x}/{y}.png`, googleClientId: '', recaptchaSiteKey: '', devSignIn: true },
      headers: { 'cache-control': 'no-cache' },
    }),
  );
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await pinRuntimeFiles(page);
    await use(page);
  },
});

export { expect };
