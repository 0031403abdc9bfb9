/**
 * The head holds the structured data (JSON-LD) of the clinic shown, and only
 * that clinic's, along a visitor's way. On a direct load the
 * profile keeps the one the host's server wrote (with the page's canonical
 * URL) instead of building it again; it goes when the visitor leaves, comes
 * back with Back, and the same clinic's prices page, loaded first, never lends
 * its own (its URL) to the profile opened from it.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { site } from '#support/site';

interface Written {
  clinicId: string | undefined;
  id: string;
  name: string;
}

/** Every clinic JSON-LD in the head: whose it is, its URL and the name it gives. */
async function structuredData(page: Page): Promise<Written[]> {
  return page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.map((script) => {
      const data = JSON.parse(script.textContent ?? '{}') as { '@id': string; name: string };
      return { clinicId: (script as HTMLScriptElement).dataset.clinicId, id: data['@id'], name: data.name };
    }),
  );
}

test.describe('the head holds the shown clinic\'s structured data', () => {
  test.skip(({ isMobile }) => isMobile, 'the head is the same at every width');

  test('on a direct load, after leaving, and on Back', async ({ page, request }) => {
    const { results } = (await (await request.get(`${site.api}/sitemap/clinics`)).json()) as { results: { id: string }[] };
    const id = results[0].id;
    const { result: clinic } = (await (await request.get(`${site.api}/clinics/${id}`)).json()) as { result: { detail: { name: string } } };
    const profile = page.locator('[data-remote="mf_profile"]');

    await page.goto(`/clinic/${id}`);
    await expect(profile.getByRole('heading', { level: 1 })).toHaveText(clinic.detail.name);
    await expect.poll(() => structuredData(page)).toEqual([{ clinicId: id, id: `${site.host}/clinic/${id}`, name: clinic.detail.name }]);

    await page.getByRole('link', { name: 'DirectPay Clinics home' }).click();
    await expect(page).toHaveURL(`${site.host}/`);
    await expect.poll(() => structuredData(page)).toEqual([]);

    await page.goBack();
    await expect(profile.getByRole('heading', { level: 1 })).toHaveText(clinic.detail.name);
    await expect.poll(() => structuredData(page)).toEqual([{ clinicId: id, id: `${site.host}/clinic/${id}`, name: clinic.detail.name }]);
  });

  test('the profile opened from a prices page loaded first says the profile\'s URL, not the prices page\'s', async ({ page, request }) => {
    const { results } = (await (await request.get(`${site.api}/sitemap/clinics`)).json()) as { results: { id: string }[] };
    const id = results[1].id;
    const { result: clinic } = (await (await request.get(`${site.api}/clinics/${id}`)).json()) as { result: { detail: { name: string } } };

    await page.goto(`/clinic/${id}/prices`);
    await expect(page.getByRole('table')).toBeVisible();
    expect(await structuredData(page)).toEqual([{ clinicId: id, id: `${site.host}/clinic/${id}/prices`, name: clinic.detail.name }]);

    await page.getByRole('link', { name: 'See the full profile' }).click();
    await expect(page.locator('[data-remote="mf_profile"]').getByRole('heading', { level: 1 })).toHaveText(clinic.detail.name);
    await expect.poll(() => structuredData(page)).toEqual([{ clinicId: id, id: `${site.host}/clinic/${id}`, name: clinic.detail.name }]);
  });
});
