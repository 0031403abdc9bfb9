import { test, expect } from '#support/fixtures';
import { allClinics, openSearch, urlParams } from './helpers';

test('visitor clicks a clinic marker, sees its card and opens See prices', async ({ page }) => {
  const [clinic] = await allClinics('categoryId=1');
  await openSearch(page, `category=Dental&lat=${clinic.latitude}&lng=${clinic.longitude}&zoom=15`);

  const marker = page.locator(`.dp-clinic-marker[title="${clinic.name}"]`).first();
  await expect(marker).toBeVisible();
  // Marker size is 50 * zoom / 15 px.
  expect((await marker.boundingBox())!.width).toBeCloseTo(50, 0);
  const card = page.getByRole('region', { name: 'Selected clinic' });
  await expect(async () => {
    await marker.click();
    await expect(card.getByRole('heading', { name: clinic.name })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(card).toContainText(`${clinic.cityTown}, ${clinic.state}`);
  expect((await card.boundingBox())!.width).toBeLessThanOrEqual(300);
  await card.getByRole('link', { name: 'See prices' }).click();
  await expect(page).toHaveURL(new RegExp(`/clinic/${clinic.id}/prices$`));
});

test('a click outside the clinic card closes it', async ({ page }) => {
  const [clinic] = await allClinics('categoryId=1');
  await openSearch(page, `category=Dental&lat=${clinic.latitude}&lng=${clinic.longitude}&zoom=15`);
  const card = page.getByRole('region', { name: 'Selected clinic' });
  // The markers layer can redraw once while the map settles; a click on a marker
  // that was just replaced is lost, so click again as a user would.
  await expect(async () => {
    await page.locator(`.dp-clinic-marker[title="${clinic.name}"]`).first().click();
    await expect(card.getByRole('heading', { name: clinic.name })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });

  await card.click(); // inside: stays
  await expect(card).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click(); // outside
  await expect(card).toBeHidden();
});

test.describe('with the browser location granted', () => {
  test.use({ geolocation: { latitude: 40.7, longitude: -111.95 }, permissions: ['geolocation'] });

  test('visitor sees "You are here!" and the locate-me button recentres the map at zoom 13', async ({ page }) => {
    await openSearch(page, 'category=Dental&lat=30&lng=-97&zoom=8');
    await page.getByRole('button', { name: 'Show my location' }).click();
    await expect.poll(() => urlParams(page).get('zoom')).toBe('13');
    expect(Number(urlParams(page).get('lat'))).toBeCloseTo(40.7, 3);
    expect(Number(urlParams(page).get('lng'))).toBeCloseTo(-111.95, 3);

    // As with clinic markers, a click while the map is still settling can be lost.
    await expect(async () => {
      await page.locator('.dp-user-marker').click();
      await expect(page.getByText('You are here!')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
  });
});

test('a refused location leaves the map usable at its default centre', async ({ page }) => {
  await openSearch(page, 'category=Dental');
  expect(urlParams(page).get('zoom')).toBe('11');
  await expect(page.locator('.dp-user-marker')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show my location' }).click();
  await expect(page.getByText(/Your location is not available/)).toBeVisible();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => urlParams(page).get('zoom')).toBe('12');
});
