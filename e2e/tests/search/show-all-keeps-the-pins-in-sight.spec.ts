import { test, expect } from '#support/fixtures';
import { heading } from './helpers';

/** The part of the map a visitor sees: the map's box less what covers its bottom (the phone's list sheet). */
async function seenMap(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const map = document.querySelector('[data-testid="static-map"], .leaflet-container')!.getBoundingClientRect();
    const sheet = document.querySelector('[data-testid="bottom-sheet"]')?.getBoundingClientRect();
    return { left: map.left, right: map.right, top: map.top, bottom: sheet ? Math.min(map.bottom, sheet.top) : map.bottom };
  });
}

test('after Show all every pin is in the part of the map the visitor sees, above the list\'s sheet on a phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Direct primary care', exact: true }).click();
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  const scope = page.getByTestId('results-scope');
  const overall = Number(/(\d+) in all/.exec((await scope.textContent({ timeout: 10_000 })) ?? '')?.[1] ?? NaN);
  await expect(scope.getByRole('button', { name: 'Show all' })).toBeVisible();
  await scope.getByRole('button', { name: 'Show all' }).click();
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  await expect(scope).not.toContainText('Show all');
  if (Number.isFinite(overall)) await expect(heading(page)).toHaveText(`${overall} clinics`);

  const pins = page.locator('.dp-clinic-marker, .dp-cluster-marker');
  await expect(pins.first()).toBeVisible();
  const seen = await seenMap(page);
  const centres = await pins.evaluateAll((elements) =>
    elements.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }),
  );
  expect(centres.length).toBeGreaterThan(1);
  for (const c of centres) {
    expect(c.x).toBeGreaterThanOrEqual(seen.left);
    expect(c.x).toBeLessThanOrEqual(seen.right);
    expect(c.y).toBeGreaterThanOrEqual(seen.top);
    expect(c.y).toBeLessThanOrEqual(seen.bottom);
  }
});
