import { test, expect } from '#support/fixtures';

for (const [what, id] of [
  ['unknown', '0123456789abcdef01234567'],
  ['malformed', 'not-a-clinic'],
]) {
  test(`visitor opening an ${what} clinic id sees 'Clinic not found' with a way back to search`, async ({ page }) => {
    await page.goto(`/clinic/${id}`);
    const remote = page.locator('[data-remote="mf_profile"]');
    await expect(remote.getByRole('heading', { name: 'Clinic not found' })).toBeVisible();
    await remote.getByRole('link', { name: 'Back to search' }).click();
    await expect(page).toHaveURL(/\/search/);
  });
}

test('the prices page of an unknown clinic says so too', async ({ page }) => {
  await page.goto('/clinic/0123456789abcdef01234567/prices');
  await expect(page.locator('[data-remote="mf_profile"]').getByRole('heading', { name: 'Clinic not found' })).toBeVisible();
});

test('a clinic shows a loading state until it has arrived', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/clinics/0123456789abcdef01234567', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/clinic/0123456789abcdef01234567');
  await expect(page.locator('[data-remote="mf_profile"]').getByRole('status')).toContainText('Loading clinic');
  release();
  await expect(page.getByRole('heading', { name: 'Clinic not found' })).toBeVisible();
});

for (const suffix of ['', '/prices']) {
  test(`the page asks the API for an unknown clinic once (/clinic/{id}${suffix})`, async ({ page }) => {
    // Its own id, so no other test's answer is in play. Counted: the page's requests, preloads included
    // (the host's server looks the clinic up too, for the head and the 404, on its own).
    const id = suffix ? '0123456789abcdef01234569' : '0123456789abcdef01234568';
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/clinics/${id}`) asked.push(request.method());
    });
    await page.goto(`/clinic/${id}${suffix}`);
    await expect(page.locator('[data-remote="mf_profile"]').getByRole('heading', { name: 'Clinic not found' })).toBeVisible();
    // A second request would follow the first answer at once; the page is at rest once the network is.
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual(['GET']);
  });
}
