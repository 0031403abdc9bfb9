import type { Page, Request } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { startOwnApi, useApi } from '#support/own-api';
import { site } from '#support/site';
import { testServerPort } from '#support/test-ports';
import { escapeRegExp, manifestOf, serveRemoteCopy, useRemotesFile } from '#support/remote-server';
import { heading } from '../search/helpers';
import { openAMapCard } from '../journeys/map-card';

/*
 * Routes here match by a pattern, not a function: Playwright checks a pattern in its own
 * process and lets every other request through at once, while a function sends every
 * request of the page to this test process first (slow on a busy machine).
 */

/** Home, a category tile, then the map card's See prices: a client-side move into the profile remote. */
async function searchThenOpenPrices(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Dental', exact: true }).click();
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  const card = await openAMapCard(page);
  await card.getByRole('link', { name: 'See prices' }).click();
}

test('a profile chunk that answers 404 during client navigation shows the fallback within 3 s, after at most 2 requests for it', async ({ page, allowPageErrors }) => {
  allowPageErrors(/\[remotes\]|\[react\]|Loading chunk|ChunkLoadError|RUNTIME/);
  // A real server that has lost the profile's chunks, as after a redeploy that removed the old ones:
  // its 404s come as fast as a server's, not through the test process.
  const profilePort = testServerPort('remotes', 2);
  const remote = await serveRemoteCopy('mf-profile', profilePort);
  try {
    const removed = remote.remove(/^(?!remoteEntry\.js)[^/]*\.js(\.br|\.gz)?$/);
    expect(removed.length).toBeGreaterThan(0);
    await useRemotesFile(page, { mf_profile: `http://localhost:${profilePort}/mf-manifest.json` });
    const requests = new Map<string, number>();
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.port === String(profilePort) && removed.includes(url.pathname.slice(1))) requests.set(url.pathname, (requests.get(url.pathname) ?? 0) + 1);
    });

    const started = Date.now();
    await searchThenOpenPrices(page);
    const clicked = Date.now();
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toContainText('Sorry, the prices page is not available right now', { timeout: 3_000 });
    expect(Date.now() - clicked).toBeLessThan(3_000);
    expect(started).toBeLessThan(clicked);

    // Give a storm time to show itself, then count.
    await page.waitForTimeout(1_500);
    expect(requests.size).toBeGreaterThan(0);
    expect(Math.max(...requests.values())).toBeLessThanOrEqual(2);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');

    // The remote is deployed again: Retry loads it in place.
    remote.restore();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote="mf_profile"]').getByRole('table')).toBeVisible();
  } finally {
    await remote.close();
  }
});

test('a profile manifest that never answers says "still loading" at 3 s, shows the fallback at the time limit, and Retry recovers', async ({ page, allowPageErrors }) => {
  test.setTimeout(60_000);
  allowPageErrors(/\[remotes\]|\[react\]|did not load within/);
  const manifest = manifestOf('mf_profile');
  await page.route(manifest, () => {
    // Never answered: a hung server.
  });

  await searchThenOpenPrices(page);
  const clicked = Date.now();
  await expect(page.getByRole('status').filter({ hasText: 'Still loading the prices page…' })).toBeVisible({ timeout: 5_000 });
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toContainText('Sorry, the prices page is not available right now', { timeout: 14_000 });
  const waited = Date.now() - clicked;
  expect(waited).toBeGreaterThanOrEqual(9_000);
  expect(waited).toBeLessThan(14_000);

  await page.unroute(manifest);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-remote="mf_profile"]').getByRole('table')).toBeVisible();
});

test('while the API is down the list and the map both say so, and one Retry brings both back', async ({ page }) => {
  test.setTimeout(120_000);
  const api = await startOwnApi();
  try {
    await useApi(page, api.url);
    await api.stop();
    await page.goto('/');
    await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Dental', exact: true }).click();
    await expect(heading(page)).toHaveText('Clinics could not be loaded');
    const map = page.getByTestId('clinic-map');
    await expect(map.getByRole('alert')).toContainText("The map's clinics could not be loaded.");

    await api.start();
    await page.getByRole('alert').filter({ hasText: /^Clinics could not be loaded\./ }).getByRole('button', { name: 'Retry' }).click();
    await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
    await expect(map).toHaveAttribute('data-marker-status', 'success');
    await expect(map.locator('.dp-clinic-marker, .dp-cluster-marker').first()).toBeVisible();
    await expect(map.getByRole('alert')).toHaveCount(0);
  } finally {
    await api.dispose();
  }
});

test('when the host\'s federation runtime chunk fails to download, the search shows its fallback, and Retry loads the runtime and the search', async ({ page, allowPageErrors }) => {
  allowPageErrors(/\[remotes\]|\[react\]|Loading chunk|ChunkLoadError/);
  // The host loads the runtime only for a remote's page: a dropped download of it must not be kept.
  const runtimeChunk = new RegExp(`^${escapeRegExp(new URL(site.host).origin)}/federation\\.[0-9a-f]{12}\\.js(?:[?#]|$)`);
  let refused = 0;
  await page.route(runtimeChunk, (route) => {
    refused += 1;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  await page.goto('/');
  await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Dental', exact: true }).click();
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toContainText('Sorry, the clinic search is not available right now');
  expect(refused).toBeGreaterThan(0);
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');

  await page.unroute(runtimeChunk);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  // And on to a profile: the runtime, now loaded, serves the next remote too.
  const card = await openAMapCard(page);
  await card.getByRole('link', { name: 'See prices' }).click();
  await expect(page.locator('[data-remote="mf_profile"]').getByRole('table')).toBeVisible();
});
