/**
 * The page has one QueryClient: shared-ui's `query` entry point is a
 * federation singleton the host provides, though the host itself only loads it
 * when a page needs it. The host starts a profile's clinic query before the
 * profile's code arrives; the profile must find it in the same client rather
 * than ask the API again, and must still find it after the visitor leaves and
 * comes back. A remote running its own copy of the entry point would ask twice.
 */
import { test, expect } from '#support/fixtures';
import { site } from '#support/site';

test('a profile\'s clinic is asked of the API once, across the host\'s first query, a visit home and Back', async ({ page, request }) => {
  const ids = (await (await request.get(`${site.api}/sitemap/clinics`)).json()) as { results: { id: string }[] };
  const id = ids.results[0].id;
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === `/clinics/${id}`) asked.push(r.resourceType());
  });
  const profileOrigin = new URL(site.remotes.mf_profile).origin;
  const remoteQueryChunks: string[] = [];
  page.on('response', async (r) => {
    if (new URL(r.url()).origin === profileOrigin && r.request().resourceType() === 'script' && /useInfiniteQuery|QueryClient/.test(await r.text().catch(() => ''))) remoteQueryChunks.push(r.url());
  });

  await page.goto(`/clinic/${id}`);
  const profile = page.locator('[data-remote="mf_profile"]');
  await expect(profile.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'DirectPay Clinics home' }).click();
  await expect(page.getByRole('region', { name: 'Browse by category' })).toBeVisible();
  await page.goBack();
  await expect(profile.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(asked.length, `requests for the clinic: ${asked.join(', ')}`).toBe(1);
  expect(remoteQueryChunks, 'the profile runs the host\'s TanStack Query, not its own').toEqual([]);
});
