import { test as base, expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';
import path from 'node:path';

/** Where this run keeps its database and outbox (set by playwright.config.ts). */
export const runDir = (): string => process.env.E2E_RUN_DIR ?? '';
export const outboxDir = (): string => path.join(runDir(), 'outbox');

/**
 * Console errors that mean the app broke even if the page still looks fine:
 * React's own reports (an error a boundary caught, a minified invariant) and the
 * app's logs of a failed page or remote. Network noise (a 404 tile) is not here.
 */
const APP_ERROR = /^\[(react|host|remotes)\]|Minified React error|The above error occurred|React will try to recreate/;

const describe = (message: ConsoleMessage) => `console.error: ${message.text()}`;

/**
 * Fails a test when the page throws an uncaught error or React (or the app)
 * logs one: a broken page should not pass just because the asserted text
 * happened to render. A test that provokes a failure on purpose names what it
 * expects with `allowPageErrors(/pattern/)`; anything else still fails it.
 */
export const test = base.extend<{
  errorPolicy: { allowed: RegExp[] };
  allowPageErrors: (...patterns: RegExp[]) => void;
  pageErrors: Error[];
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this parameter
  errorPolicy: async ({}, use) => use({ allowed: [] }),
  allowPageErrors: async ({ errorPolicy }, use) => use((...patterns) => errorPolicy.allowed.push(...patterns)),
  pageErrors: [
    async ({ context, browser, errorPolicy }, use) => {
      // Watched on the context, so a tab the test opens (a card's profile) counts too.
      const errors: Error[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('weberror', (webError) => errors.push(webError.error()));
        watched.on('console', (message) => {
          if (message.type() === 'error' && APP_ERROR.test(message.text())) errors.push(new Error(describe(message)));
        });
        return watched;
      };
      watch(context);
      // A second browser the test opens (a visitor beside the owner, a shared link) is watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => watch(await newContext(options));
      try {
        await use(errors);
      } finally {
        browser.newContext = newContext;
      }
      const unexpected = errors.map((e) => e.message).filter((m) => !errorPolicy.allowed.some((pattern) => pattern.test(m)));
      expect(unexpected, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
