import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConsoleMessage } from '@playwright/test';
import { test, expect as baseExpect } from '#support/fixtures';
import { serveFolder, useRemotesFile } from '#support/remote-server';
import { buildRemoteVariant } from '#support/remote-builds';
import { testServerPort } from '#support/test-ports';
import { demoClinicId } from '../profile/profile-fixtures';
import { openAMapCard } from '../journeys/map-card';

/**
 * A team ships its remote alone. Each test builds mf-profile with one
 * change (e2e/fixtures/remotes), serves it on its own port and points the
 * host's /remotes.json at it; the host is the one built for the whole run.
 */

const port = (offset: number) => testServerPort('builds', offset);

// Building a remote takes a minute or two on a busy machine; once per run and variant.
test.describe.configure({ timeout: 420_000 });
// While one worker's test builds a variant with webpack, the other worker's page shares
// the two cores: its waits get the allowance a loaded machine needs.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The minor after shared-ui's current version: what the newer-shared-ui variant is built against. */
const nextSharedUiMinor = (() => {
  const { version } = JSON.parse(readFileSync(path.join(__dirname, '../../../shared-ui/package.json'), 'utf8')) as { version: string };
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor + 1}.0`;
})();

/**
 * Builds mf-profile with `variant`, serves it on this test's port `offset` and
 * points the host's remotes file at it, as a deploy would; then runs the test.
 */
async function onProfileVariant(page: import('@playwright/test').Page, variant: string, offset: number, run: () => Promise<void>): Promise<void> {
  const dist = await buildRemoteVariant('mf-profile', variant);
  const server = await serveFolder(dist, port(offset));
  try {
    await useRemotesFile(page, { mf_profile: `http://localhost:${port(offset)}/mf-manifest.json` });
    await run();
  } finally {
    await server.close();
  }
}

function consoleErrors(page: import('@playwright/test').Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('a page added inside the profile remote opens by clicking, with no host change or rebuild', async ({ page }) => {
  await onProfileVariant(page, 'profile-with-reviews', 0, async () => {
    const id = await demoClinicId();
    await page.goto(`/clinic/${id}`);
    const profile = page.locator('[data-remote="mf_profile"]');
    await expect(profile.getByRole('heading', { level: 1 })).toBeVisible();
    const clinicName = await profile.getByRole('heading', { level: 1 }).textContent();

    // The new page: the host's route table has never heard of /clinic/:id/reviews.
    await page.getByRole('link', { name: 'Read the reviews' }).click();
    await expect(page).toHaveURL(new RegExp(`/clinic/${id}/reviews$`));
    await expect(page.getByRole('heading', { level: 1, name: `Reviews of clinic ${id}` })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'DirectPay Clinics home' })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

    // Back returns to the profile; the existing routes of the remote still work.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/clinic/${id}$`));
    await expect(profile.getByRole('heading', { level: 1, name: clinicName ?? '' })).toBeVisible();
  });
});

test('a profile built against a newer shared-ui than the host provides shows its fallback, never a blank page or a crash', async ({ page, allowPageErrors }) => {
  allowPageErrors(/@directpay\/shared-ui/);
  const errors = consoleErrors(page);
  await onProfileVariant(page, 'profile-on-newer-shared-ui', 1, async () => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Dental', exact: true }).click();
    await expect(page.locator('[data-remote="mf_search"]')).toBeVisible();
    const id = await demoClinicId();
    await page.goto(`/clinic/${id}`);
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toContainText('Sorry, the clinic profile is not available right now');
    await expect(page.getByRole('banner').getByRole('link', { name: 'DirectPay Clinics home' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
    await expect(page.getByTestId('page-error')).toHaveCount(0);
    expect(errors.join('\n')).toMatch(new RegExp(`@directpay/shared-ui.*does not satisfy the requirement of mf_profile which needs \\^${nextSharedUiMinor.replace(/\./g, '\\.')}`));

    // The rest of the site goes on working: Back to the search.
    await page.goBack();
    await expect(page.locator('[data-remote="mf_search"]')).toBeVisible();
  });
});

test('a profile requiring react-router-dom 8 shows its fallback and the console names the router (shared-ui\'s routing façade, at the router\'s version)', async ({ page, allowPageErrors }) => {
  allowPageErrors(/shared-ui\/routing/);
  const errors = consoleErrors(page);
  await onProfileVariant(page, 'profile-on-router-8', 2, async () => {
    await page.goto(`/clinic/${await demoClinicId()}`);
    await expect(page.getByTestId('remote-fallback')).toContainText('Sorry, the clinic profile is not available right now');
    await expect(page.getByRole('banner').getByRole('link', { name: 'DirectPay Clinics home' })).toBeVisible();
    expect(errors.join('\n')).toMatch(/@directpay\/shared-ui\/routing.*does not satisfy the requirement of mf_profile which needs \^8\.0\.0/);

    // The header still leads on: home, then the search remote mounts as usual.
    await page.getByRole('banner').getByRole('link', { name: 'DirectPay Clinics home' }).click();
    await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Dental', exact: true }).click();
    await expect(page.locator('[data-remote="mf_search"]')).toBeVisible();
  });
});

/**
 * A remote uses the federation runtime core of the host that loads it
 * (one copy on the page) rather than bundling its own. Both sides of a rollout
 * keep working: an older remote with its own copy, on the
 * newer host; and a newer remote on a host that gives no runtime core shows its
 * fallback, never a blank page.
 */
test('a profile still built with its own federation runtime opens from the search\'s map, whose remote uses the host\'s, and Back returns to the search', async ({ page }) => {
  await onProfileVariant(page, 'profile-with-own-runtime', 3, async () => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Dental', exact: true }).click();
    const search = page.locator('[data-remote="mf_search"]');
    await expect(search.getByRole('heading', { level: 1 })).toHaveText(/^\d+ clinics?$/);
    // The map card's See prices moves to the profile in this page: two remotes, two runtimes, one page.
    const card = await openAMapCard(page);
    await card.getByRole('link', { name: 'See prices' }).click();
    await expect(page.locator('[data-remote="mf_profile"]').getByRole('table')).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    await page.goBack();
    await expect(search.getByRole('heading', { level: 1 })).toHaveText(/^\d+ clinics?$/);
  });
});

test('on a host that gives no federation runtime core, a remote that needs one shows its fallback, and the rest of the site works', async ({ page, allowPageErrors }) => {
  // The remote's entry throws as it runs (it reads the runtime core's functions from the missing global).
  allowPageErrors(/\[remotes\]|\[react\]|reading 'setGlobalFederationConstructor'/);
  // An older host: the global the remotes read is never set.
  await page.addInitScript(() => {
    Object.defineProperty(window, '_FEDERATION_RUNTIME_CORE', { get: () => undefined, set: () => undefined, configurable: false });
  });
  await page.goto('/');
  await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Dental', exact: true }).click();
  await expect(page.getByTestId('remote-fallback')).toContainText('Sorry, the clinic search is not available right now');
  await expect(page.getByRole('banner').getByRole('link', { name: 'DirectPay Clinics home' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'DirectPay Clinics home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find clinics with clear cash prices' })).toBeVisible();
});
