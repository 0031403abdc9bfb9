import { test, expect } from '#support/fixtures';
import { serveRemote, useRemotesFile } from '#support/remote-server';
import { testServerPort } from '#support/test-ports';
import { reachForTheMap } from '../search/helpers';

const port = (offset: number) => testServerPort('remotes', offset);

test('visitor sees a friendly fallback when the profile remote is down, and the rest of the site keeps working', async ({ page, pageErrors }) => {
  const profilePort = port(0);
  let server = await serveRemote('mf-profile', profilePort);
  await useRemotesFile(page, { mf_profile: `http://localhost:${profilePort}/mf-manifest.json` });

  await page.goto('/clinic/000000000000000000000000');
  await expect(page.locator('[data-remote="mf_profile"]')).toBeVisible();

  await server.close();
  await page.reload();
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toContainText('Sorry, the clinic profile is not available right now');
  await expect(page.getByRole('banner').getByRole('link', { name: 'DirectPay Clinics home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');

  // Another remote still mounts (client-side navigation from the home page's category tile).
  await page.getByRole('banner').getByRole('link', { name: 'DirectPay Clinics home' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Dental', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?/);
  await expect(page.locator('[data-remote="mf_search"]')).toBeVisible();

  // Back, Back to the clinic: still the fallback. The remote comes back: Retry loads it without reloading the page.
  await page.goBack();
  await expect(page).toHaveURL('/');
  await page.goBack();
  await expect(page).toHaveURL(/\/clinic\/000000000000000000000000$/);
  await expect(fallback).toBeVisible();
  server = await serveRemote('mf-profile', profilePort);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-remote="mf_profile"]')).toBeVisible();
  await server.close();
  pageErrors.length = 0; // the failed script loads above are expected
});

test('the host follows a remote moved to another URL through the remotes file, without a rebuild', async ({ page }) => {
  const movedPort = port(1);
  const server = await serveRemote('mf-search', movedPort);
  try {
    await useRemotesFile(page, { mf_search: `http://localhost:${movedPort}/mf-manifest.json` });
    const entryRequest = page.waitForRequest((r) => r.url().startsWith(`http://localhost:${movedPort}/`) && r.url().includes('remoteEntry'));
    await page.goto('/search');
    await entryRequest;
    await expect(page.locator('[data-remote="mf_search"]')).toBeVisible();
    // The map's chunk comes from the moved remote too (on a phone once the visitor reaches for the map): let it arrive before the remote stops.
    await reachForTheMap(page);
    await expect(page.locator('[data-remote="mf_search"] .leaflet-container')).toBeVisible();
  } finally {
    await server.close();
  }
});
