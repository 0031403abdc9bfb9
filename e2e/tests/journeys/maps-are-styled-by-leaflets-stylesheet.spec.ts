/**
 * Production builds ship Leaflet's CSS as a stylesheet beside the
 * map's chunk (mini-css-extract-plugin), not as JavaScript that injects it. A
 * remote's stylesheet must come from the remote's own origin, in the host's
 * page: if it did not load, the map's tiles and panes would lie in the page's
 * flow, unclipped, and nothing else would fail. A visitor goes from home to a
 * search and on to a profile; both maps are laid out by Leaflet's rules, and
 * both ran on one react-leaflet: the copy in shared-ui's `map` entry point, a
 * singleton the two remotes share, with react-leaflet not shared whole.
 */
import type { Locator, Page, Response } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { heading, reachForTheMap } from '../search/helpers';
import { openAMapCard } from './map-card';

/** What Leaflet's stylesheet, and only it, sets on a map it lays out. */
async function expectLeafletLaidOut(map: Locator) {
  const container = map.locator('.leaflet-container');
  await expect(container).toBeVisible();
  await expect(container).toHaveCSS('overflow', 'hidden');
  await expect(map.locator('.leaflet-pane').first()).toHaveCSS('position', 'absolute');
}

function stylesheetsOf(page: Page): Response[] {
  const seen: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'stylesheet') seen.push(response);
  });
  return seen;
}

test('the search map and a profile map are laid out by Leaflet\'s stylesheet, loaded from their remotes', async ({ page }) => {
  const stylesheets = stylesheetsOf(page);
  await page.goto('/');
  await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Dental', exact: true }).click();
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  const searchMap = page.getByTestId('clinic-map');
  await reachForTheMap(page);
  await expectLeafletLaidOut(searchMap);

  const mapCard = await openAMapCard(page);
  await mapCard.getByRole('link', { name: 'See prices' }).click();
  await expect(page).toHaveURL(/\/clinic\/[0-9a-f]{24}\/prices$/);
  await page.locator('[data-remote="mf_profile"]').getByRole('link', { name: 'See the full profile' }).click();
  await expect(page).toHaveURL(/\/clinic\/[0-9a-f]{24}$/);
  const profileMap = page.locator('[data-remote="mf_profile"]').getByTestId('clinic-map');
  await profileMap.scrollIntoViewIfNeeded();
  await expectLeafletLaidOut(profileMap);

  // One react-leaflet on the page, through the façade: the profile's map took the copy the search's loaded.
  const shared = await page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; lib?: unknown };
    const instances = (window as unknown as { __FEDERATION__: { __INSTANCES__: { name: string; shareScopeMap: Record<string, Record<string, Record<string, Entry>>> }[] } }).__FEDERATION__.__INSTANCES__;
    const scope = instances.find((instance) => instance.name === 'host')?.shareScopeMap.default ?? {};
    const versions = Object.values(scope['@directpay/shared-ui/map'] ?? {});
    return { reactLeafletWhole: 'react-leaflet' in scope, versions: versions.length, loaded: versions.filter((entry) => entry.loaded || entry.lib).map((entry) => entry.from) };
  });
  expect(shared).toEqual({ reactLeafletWhole: false, versions: 1, loaded: [expect.stringMatching(/^mf_(search|profile)$/)] });

  // Each stylesheet the maps brought answered 200, from a remote's origin, not the host's.
  const host = new URL(page.url()).origin;
  const css = stylesheets.filter((r) => new URL(r.url()).pathname.endsWith('.css'));
  expect(css.length).toBeGreaterThan(0);
  for (const response of css) {
    expect(response.status(), response.url()).toBe(200);
    expect(new URL(response.url()).origin, response.url()).not.toBe(host);
  }
});
