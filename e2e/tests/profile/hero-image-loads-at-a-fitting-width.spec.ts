/**
 * The profile's hero image (its largest paint) comes from the images
 * route at a width variant chosen from its srcset, at high priority, once: the
 * host's server preloads the same srcset, so the browser does not fetch a second
 * size when the profile renders, and never the 1600 px original.
 */
import { test, expect } from '#support/fixtures';
import { demoClinicId } from './profile-fixtures';

test('the profile hero loads one width variant of its picture, chosen for the screen, at high priority', async ({ page }) => {
  const id = await demoClinicId();
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && /\/images\/[0-9a-f]{24}/.test(request.url())) images.push(request.url());
  });
  await page.goto(`/clinic/${id}`);
  const profile = page.locator('[data-remote="mf_profile"]');
  await expect(profile.getByRole('heading', { level: 1 })).toBeVisible();
  const name = (await profile.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const hero = profile.getByRole('img', { name, exact: true });
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('srcset', /\?w=400 400w, .*\?w=800 800w, .*\?w=1200 1200w/);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const shown = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(shown).toMatch(/\/images\/[0-9a-f]{24}\?w=(400|800|1200)$/);
  // The width fits the screen: at least the hero's drawn width in device pixels, or the largest variant.
  const needed = await hero.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width * window.devicePixelRatio);
  const width = Number(new URL(shown).searchParams.get('w'));
  expect(width >= needed || width === 1200).toBe(true);

  // One request for the hero's picture (the preload and the <img> agree), and none for the original.
  const picture = shown.replace(/\?.*$/, '');
  expect(images.filter((url) => url.startsWith(picture))).toEqual([shown]);
});
