import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { manifestOf } from '#support/remote-server';

/**
 * A visitor whose system asks for reduced motion gets none: the page-wide rule in
 * shared-ui's GlobalStyle ends every animation at once, on the host's screens and the
 * remotes' alike. The same journey without the setting shows the rule is what stops them.
 */

/** Names of the CSS animations still playing on the page. */
function playing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => (animation instanceof CSSAnimation ? animation.animationName : 'a transition')),
  );
}

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test.describe(`prefers-reduced-motion: ${reducedMotion}`, () => {
    test.use({ reducedMotion });

    test(`the loading spinner between the home page and the search ${reducedMotion === 'reduce' ? 'stands still' : 'spins'}, and the search then opens`, async ({ page }) => {
      // The search's code is held back, as on a slow network, so the loading screen stays up.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(manifestOf('mf_search'), async (route) => {
        await held;
        await route.continue();
      });

      await page.goto('/');
      await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Dental', exact: true }).click();
      await expect(page).toHaveURL(/\/search\?/);
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();

      if (reducedMotion === 'reduce') {
        // Still nothing moving a moment later: the spinner's animation ended, it is not merely between turns.
        await page.waitForTimeout(500);
        expect(await playing(page)).toEqual([]);
      } else {
        await expect.poll(() => playing(page)).not.toEqual([]);
      }

      release();
      await expect(page.locator('[data-remote="mf_search"]').getByRole('heading', { level: 1 })).toHaveText(/^\d+ clinics?$/);
      await page.goBack();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('region', { name: 'Browse by category' })).toBeVisible();
    });
  });
}
