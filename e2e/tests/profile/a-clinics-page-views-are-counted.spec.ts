/**
 * A profile's view is counted for the owner's metrics once the profile has been
 * drawn, not with its first effects: the count still leaves, once per
 * visit, for the page shown, as the visitor moves between a clinic's pages and Back.
 */
import { test, expect } from '#support/fixtures';
import { site } from '#support/site';

test('opening a profile from its prices page counts one profile view, and Back one more prices view', async ({ page, request }) => {
  const { results } = (await (await request.get(`${site.api}/sitemap/clinics`)).json()) as { results: { id: string }[] };
  const id = results[0].id;
  const counts: string[] = [];
  const heading = page.locator('[data-remote="mf_profile"]').getByRole('heading', { level: 1 });
  page.on('request', (sent) => {
    if (sent.method() !== 'POST' || !sent.url().endsWith(`/clinics/${id}/events`)) return;
    counts.push((sent.postDataJSON() as { type: string }).type);
  });

  await page.goto(`/clinic/${id}/prices`);
  await expect(page.getByRole('table')).toBeVisible();
  await expect.poll(() => counts).toEqual(['prices_view']);

  await page.getByRole('link', { name: 'See the full profile' }).click();
  await expect(heading).toBeVisible();
  await expect.poll(() => counts).toEqual(['prices_view', 'profile_view']);

  await page.goBack();
  await expect(page.getByRole('table')).toBeVisible();
  await expect.poll(() => counts).toEqual(['prices_view', 'profile_view', 'prices_view']);
});
