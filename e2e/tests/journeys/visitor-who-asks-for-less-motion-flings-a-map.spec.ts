import type { Locator } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { heading, isMobile } from '../search/helpers';
import { openAMapCard } from './map-card';

/**
 * Leaflet's glide after a fling is JavaScript, so the page-wide reduced-motion rule
 * (shared-ui's GlobalStyle) cannot stop it: the maps are created with shared-ui's
 * useMapMotionOptions, which turns it off for a visitor whose system asks for less
 * motion. The same journey without the setting shows a flung map does glide on.
 */

/**
 * Flicks the map to the left with the mouse and lets go; returns how far (px) the map
 * moved on by itself in the half second after. The gesture is sent inside the page:
 * Leaflet glides only when the last moves came within 50 ms of the release, and
 * Playwright's mouse, a round trip per move, does not keep that on a busy machine.
 */
function glideAfterFling(map: Locator): Promise<number> {
  return map.evaluate(async (box) => {
    const container = box.querySelector<HTMLElement>('.leaflet-container')!;
    const pane = container.querySelector<HTMLElement>('.leaflet-map-pane')!;
    const area = container.getBoundingClientRect();
    let x = area.left + area.width / 2;
    const y = area.top + area.height / 2;
    const send = (target: EventTarget, type: string) =>
      target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, view: window, clientX: x, clientY: y, button: 0, buttons: type === 'mouseup' ? 0 : 1 }));
    // Where Leaflet put the pane (its inline transform): the computed style can lag a frame
    // behind, as the reduced-motion rule turns every style change into a 0.01 ms transition.
    const position = () => new DOMMatrix(pane.style.transform || 'none').m41;
    send(container, 'mousedown');
    for (let move = 0; move < 6; move++) {
      const start = performance.now();
      while (performance.now() - start < 4) {
        // 20 px every 4 ms: a flick.
      }
      x -= 20;
      send(container, 'mousemove');
    }
    const released = position();
    send(container, 'mouseup');
    await new Promise((resolve) => setTimeout(resolve, 500));
    return Math.abs(position() - released);
  });
}

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test.describe(`prefers-reduced-motion: ${reducedMotion}`, () => {
    test.use({ reducedMotion });
    const glides = reducedMotion === 'no-preference';
    const flingAndCheck = async (map: Locator) => {
      const glide = await glideAfterFling(map);
      if (glides) expect(glide).toBeGreaterThan(20);
      else expect(glide).toBe(0);
    };

    test(`a flung map ${glides ? 'glides on' : 'stops where it is let go'}, on a clinic's profile and, back on the search, on the search's map`, async ({ page }, testInfo) => {
      const mobile = isMobile(testInfo.project.name);
      await page.goto('/search?category=Dental');
      await expect(heading(page)).toHaveText(/^\d+ clinics?$/);

      // A clinic from the map, its prices, then its full profile with the profile's own map.
      const card = await openAMapCard(page);
      await card.getByRole('link', { name: 'See prices' }).click();
      await expect(page).toHaveURL(/\/clinic\/[0-9a-f]{24}\/prices$/);
      const profile = page.locator('[data-remote="mf_profile"]');
      await profile.getByRole('link', { name: 'See the full profile' }).click();
      await expect(page).toHaveURL(/\/clinic\/[0-9a-f]{24}$/);
      const profileMap = profile.getByTestId('clinic-map');
      await profileMap.scrollIntoViewIfNeeded();
      await expect(profileMap.locator('.leaflet-marker-icon')).toHaveCount(1);
      await flingAndCheck(profileMap);

      await page.goBack();
      await expect(page).toHaveURL(/\/prices$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/search\?/);
      await expect(heading(page)).toHaveText(/^\d+ clinics?$/);

      // On phones the search map is drawn without Leaflet until it is touched, and a
      // drag there hands over to Leaflet mid-gesture; wide screens get Leaflet's map at once.
      if (!mobile) {
        const searchMap = page.locator('[data-remote="mf_search"]').getByTestId('clinic-map');
        await expect(searchMap.locator('.leaflet-map-pane')).toBeAttached();
        await flingAndCheck(searchMap);
        // The list follows the map to where it was left.
        await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
      }
    });
  });
}
