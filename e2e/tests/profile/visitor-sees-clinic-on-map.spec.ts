import { test, expect } from '#support/fixtures';
import { profileClinics, type ProfileClinics } from './profile-fixtures';

let clinics: ProfileClinics;
test.beforeAll(async () => {
  clinics = await profileClinics();
});

test("visitor sees the clinic on a 400px map and its marker popup reads '{city}, {state} location'", async ({ page }) => {
  await page.goto(`/clinic/${clinics.rich.id}`);
  const map = page.getByTestId('clinic-map');
  await map.scrollIntoViewIfNeeded();
  expect((await map.boundingBox())?.height).toBe(400);
  // Tiles are offline in tests; the marker must render without them.
  const marker = map.locator('.leaflet-marker-icon');
  await expect(marker).toHaveCount(1);
  await marker.click();
  await expect(map.locator('.leaflet-popup-content')).toHaveText('Ogden, UT location');
});
