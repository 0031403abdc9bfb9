import { test as base, expect } from '@playwright/test';
import path from 'node:path';

/** Where this run keeps its database and outbox (set by playwright.config.ts). */
export const runDir = (): string => process.env.E2E_RUN_DIR ?? '';
export const outboxDir = (): string => path.join(runDir(), 'outbox');

/**
 * Fails a test when the page logs an uncaught error: a broken page should not
 * pass just because the asserted text happened to render.
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((e) => e.message)).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
