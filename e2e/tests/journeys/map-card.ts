import type { Page } from '@playwright/test';
import { expect } from '#support/fixtures';

/**
 * Taps a clinic marker that shows (on phones the list's sheet covers much of
 * the map), zooming into a cluster there first when no single
 * clinic shows, as a visitor would. Returns the card that opened.
 */
export async function openAMapCard(page: Page) {
  const map = page.getByTestId('clinic-map');
  const card = page.getByRole('region', { name: 'Selected clinic' });
  await expect(map).toHaveAttribute('data-marker-status', 'success');
  await expect(async () => {
    const frame = (await map.boundingBox())!;
    // Markers a finger can reach: inside the map's edges and not under the sheet or a control.
    const spots = async (selector: string) =>
      (
        await page.locator(selector).evaluateAll((els) =>
          els.flatMap((e) => {
            const r = e.getBoundingClientRect();
            const p = { x: r.x + r.width / 2, y: r.y + r.height * 0.4 };
            return e.contains(document.elementFromPoint(p.x, p.y)) ? [p] : [];
          }),
        )
      ).filter((p) => p.x > frame.x + 30 && p.x < frame.x + frame.width - 30 && p.y > frame.y + 30);
    const [clinic] = await spots('.dp-clinic-marker');
    if (!clinic) {
      const [cluster] = await spots('.dp-cluster-marker');
      if (cluster) await page.mouse.click(cluster.x, cluster.y);
      throw new Error('no single clinic to tap on the map yet');
    }
    await page.mouse.click(clinic.x, clinic.y);
    await expect(card.getByRole('heading', { level: 2 })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return card;
}
