import { test, expect } from '#support/fixtures';
import { signInAsNewOwner } from '#support/session';

const SHELL_ROUTES = [
  { path: '/search', remote: 'mf_search' },
  { path: '/clinic/000000000000000000000000', remote: 'mf_profile' },
  { path: '/account', remote: 'mf_account' },
];

test.describe('visitor opens a page served by a remote', () => {
  for (const { path, remote } of SHELL_ROUTES) {
    test(`${path} shows the ${remote} remote between the host's header and footer`, async ({ page }) => {
      // The account area is for signed-in owners; without a session it sends visitors to /login.
      if (remote === 'mf_account') await signInAsNewOwner(page, 'mount');
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.locator(`[data-remote="${remote}"]`)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'DirectPay Clinics home' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
    });
  }
});

test('the search page loads exactly one copy of React', async ({ page }) => {
  await page.goto('/search');
  await expect(page.locator('[data-remote="mf_search"]')).toBeVisible();
  const reactCopies = await page.evaluate(() => {
    // Every container keeps its own view of the share scope; what counts is
    // which container's React module actually got loaded.
    type ShareInfo = { loaded?: boolean; from: string };
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> } }).__FEDERATION__;
    const instances = new Set<string>();
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const scope of Object.values(scopes)) {
        for (const [version, info] of Object.entries(scope.react ?? {})) {
          if (info.loaded) instances.add(`${info.from}@${version}`);
        }
      }
    }
    return instances.size;
  });
  expect(reactCopies).toBe(1);
});
