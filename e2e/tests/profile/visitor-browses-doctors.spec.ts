import { test, expect } from '#support/fixtures';
import { profileClinics, type ProfileClinics } from './profile-fixtures';

let clinics: ProfileClinics;
test.beforeAll(async () => {
  clinics = await profileClinics();
});

test('visitor pages through the doctors: 3 per page, 2 under 640px, arrows disabled at the ends', async ({ page }) => {
  await page.goto(`/clinic/${clinics.rich.id}`);
  const section = page.getByRole('region', { name: 'Doctors' });
  const cards = section.getByRole('listitem');
  const previous = section.getByRole('button', { name: 'Previous doctors' });
  const next = section.getByRole('button', { name: 'Next doctors' });
  const narrow = (page.viewportSize()?.width ?? 1280) < 640;
  const pages = narrow ? [['Ana', 'Ben'], ['Cara', 'Dev'], ['Eve']] : [['Ana', 'Ben', 'Cara'], ['Dev', 'Eve']];

  await expect(previous).toBeDisabled();
  for (const [index, names] of pages.entries()) {
    await expect(cards).toHaveCount(names.length);
    for (const [i, name] of names.entries()) await expect(cards.nth(i)).toContainText(`Dr. ${name}`);
    await expect(section).toContainText(`Page ${index + 1} of ${pages.length}`);
    if (index < pages.length - 1) {
      await expect(next).toBeEnabled();
      await next.click();
      await expect(previous).toBeEnabled();
    }
  }
  await expect(next).toBeDisabled();
  for (let i = pages.length - 1; i > 0; i--) await previous.click();
  await expect(previous).toBeDisabled();
  await expect(cards.first()).toContainText('Dr. Ana Reyes');
});

test('visitor opens a doctor: photo, name with degree, specialty and the education facts given', async ({ page }) => {
  await page.goto(`/clinic/${clinics.rich.id}`);
  const section = page.getByRole('region', { name: 'Doctors' });
  const opener = section.getByRole('button', { name: /Dr\. Ana Reyes, MD/ });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Dr. Ana Reyes, MD' });
  await expect(dialog.getByRole('img', { name: 'Photo of Dr. Ana Reyes, MD' })).toBeVisible();
  await expect(dialog).toContainText('Radiation oncology');
  for (const [label, value] of [
    ['Medical School', 'University of Utah'],
    ['Year Graduated', '2005'],
    ['Residency', 'Mayo Clinic'],
    ['Board Certifications', 'American Board of Radiology'],
  ]) {
    await expect(dialog.locator('dt', { hasText: label })).toBeVisible();
    await expect(dialog.locator('dd', { hasText: value })).toBeVisible();
  }
  await expect(dialog).toContainText('Twenty years of cancer screening.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // A doctor without education facts shows none of their labels.
  await section.getByRole('button', { name: /Dr\. Ben Okafor, DO/ }).click();
  const other = page.getByRole('dialog', { name: 'Dr. Ben Okafor, DO' });
  await expect(other).toContainText('Family medicine');
  await expect(other.locator('dt')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(other).toBeHidden();
});
