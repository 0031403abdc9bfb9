import { test, expect } from '#support/fixtures';

// The browser alone sends the home page's form: as before its script has run on a slow phone.
test.use({ javaScriptEnabled: false });

test('with no JavaScript, a ZIP typed and a need chosen on the home page reach the search', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('search', { name: 'Find clinics' });
  await form.getByRole('textbox', { name: 'Address, city or ZIP code' }).fill('84101');
  await form.getByRole('combobox', { name: 'Category' }).selectOption('Chiropractic');
  await form.getByRole('button', { name: 'Find clinics' }).click();
  await expect(page).toHaveURL(/\/search\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('where')).toBe('84101');
  expect(params.get('category')).toBe('Chiropractic');
});

test('with no JavaScript, Enter in the address box sends the default need, Dental', async ({ page }) => {
  await page.goto('/');
  const where = page.getByRole('textbox', { name: 'Address, city or ZIP code' });
  await where.fill('Provo');
  await where.press('Enter');
  await expect(page).toHaveURL(/\/search\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('where')).toBe('Provo');
  expect(params.get('category')).toBe('Dental');
});
