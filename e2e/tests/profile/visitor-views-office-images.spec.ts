import { test, expect } from '#support/fixtures';
import { profileClinics, type ProfileClinics } from './profile-fixtures';

let clinics: ProfileClinics;
test.beforeAll(async () => {
  clinics = await profileClinics();
});

test('visitor pages through office images two at a time and opens them in a lightbox that wraps around', async ({ page }) => {
  await page.goto(`/clinic/${clinics.rich.id}`);
  const section = page.getByRole('region', { name: 'Office Images' });
  const thumbs = section.getByRole('listitem');
  await expect(thumbs).toHaveCount(2);
  await expect(section.getByRole('button', { name: 'Previous office images' })).toBeDisabled();
  await section.getByRole('button', { name: 'Next office images' }).click();
  await expect(thumbs).toHaveCount(1);
  await expect(section.getByRole('button', { name: 'Next office images' })).toBeDisabled();

  await section.getByRole('button', { name: 'Open image 3 of 3' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Office Images' });
  const caption = lightbox.getByText(/^Image \d of 3$/);
  await expect(caption).toHaveText('Image 3 of 3');
  await lightbox.getByRole('button', { name: 'Next image' }).click();
  await expect(caption).toHaveText('Image 1 of 3');
  await lightbox.getByRole('button', { name: 'Previous image' }).click();
  await expect(caption).toHaveText('Image 3 of 3');
  // Keyboard arrows, wrapping both ways.
  await page.keyboard.press('ArrowRight');
  await expect(caption).toHaveText('Image 1 of 3');
  await page.keyboard.press('ArrowLeft');
  await expect(caption).toHaveText('Image 3 of 3');
  await page.keyboard.press('ArrowLeft');
  await expect(caption).toHaveText('Image 2 of 3');
  await expect(lightbox.getByRole('img')).toHaveAttribute('src', clinics.rich.images[1].url);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});

test('a clinic with one image shows it at the top and no Office Images section', async ({ page }) => {
  await page.goto(`/clinic/${clinics.sparse.id}`);
  // The same picture, at a width variant of the images route.
  await expect(page.getByRole('img', { name: 'Lone Pine Dental' })).toHaveAttribute('src', new RegExp(`^${clinics.sparse.images[0].url}\\?w=\\d+$`));
  await expect(page.getByRole('heading', { name: 'Hours' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Office Images' })).toHaveCount(0);
});
