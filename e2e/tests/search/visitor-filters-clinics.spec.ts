import { test, expect } from '#support/fixtures';
import { WHOLE_US, allClinics, cards, chooseFilters, heading, isMobile, openSearch, urlParams, listSettled } from './helpers';

test('visitor arriving from a category link sees that category, whatever its case', async ({ page }, testInfo) => {
  await openSearch(page, 'category=ivf');
  expect(urlParams(page).get('category')).toBe('IVF');
  if (isMobile(testInfo.project.name)) {
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('combobox', { name: 'Categories' })).toHaveValue('4');
  } else {
    await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue('4');
    await expect(page.getByRole('combobox', { name: 'Service', exact: true })).toHaveValue('All services');
  }
});

test('visitor filters dental clinics by service and sees a price line on every card', async ({ page }, testInfo) => {
  const expected = await allClinics('categoryId=1&service=Single%20membership');
  await openSearch(page, `category=Dental&${WHOLE_US}`);
  await chooseFilters(page, isMobile(testInfo.project.name), 'Dental', 'Single membership');

  await expect(heading(page)).toHaveText(`${expected.length} clinics`);
  const first = cards(page).first();
  await expect(first.getByRole('list', { name: 'Cash prices' }).getByRole('listitem')).toHaveText([/^\$\d+(\.\d{1,2})? \/ Single annual membership$/]);
  await listSettled(page);
  const lines = await page.getByRole('list', { name: 'Cash prices' }).allTextContents();
  expect(lines.length).toBe(await cards(page).count());
  expect(lines.every((l) => /^\$\d+(\.\d{1,2})? \/ Single annual membership$/.test(l))).toBe(true);
  // Every card is a link to the clinic, opening in a new tab.
  await expect(first.getByRole('link', { name: /See clinic/ })).toHaveAttribute('target', '_blank');
  await expect(first.getByRole('link', { name: /See clinic/ })).toHaveAttribute('href', /^\/clinic\/[0-9a-f]{24}$/);
});

test('the header counts clinics in the map area: "1 clinic", "0 clinics", "N clinics"', async ({ page }) => {
  const dental = await allClinics('categoryId=1');
  await openSearch(page, `category=Dental&${WHOLE_US}`);
  await expect(heading(page)).toHaveText(`${dental.length} clinics`);

  // A clinic with no other dental clinic within about 2 km, seen up close.
  const lonely = dental.find((c) => dental.every((o) => o === c || Math.abs(o.latitude! - c.latitude!) + Math.abs(o.longitude! - c.longitude!) > 0.03))!;
  // A shared link to that clinic's street-level map area (opened fresh, as a pasted URL is).
  await openSearch(page, `category=Dental&lat=${lonely.latitude}&lng=${lonely.longitude}&zoom=16`);
  await expect(heading(page)).toHaveText('1 clinic');
  await expect(cards(page)).toHaveCount(1);

  // The Nevada desert: nothing there, and the empty state offers a way out (a shared link to that map area).
  await openSearch(page, 'category=Dental&service=Single%20membership&lat=39.5&lng=-117&zoom=11');
  await expect(heading(page)).toHaveText('0 clinics');
  await expect(page.getByText('No clinics with a price for Single membership in this map area.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear service filter' }).click();
  expect(urlParams(page).get('service')).toBe('All services');
  await expect(page.getByText('No clinics in this map area.')).toBeVisible();
});

test('changing the category resets the service and is remembered for the next visit', async ({ page }, testInfo) => {
  const mobile = isMobile(testInfo.project.name);
  await openSearch(page, `category=Dental&${WHOLE_US}`);
  await chooseFilters(page, mobile, 'Dental', 'Dual membership');
  await expect.poll(() => urlParams(page).get('service')).toBe('Dual membership');
  await chooseFilters(page, mobile, 'Medical scans');
  await expect.poll(() => urlParams(page).get('category')).toBe('Medical scans');
  expect(urlParams(page).get('service')).toBe('All services');
  expect(await page.evaluate(() => [localStorage.getItem('selectedCategoryId'), localStorage.getItem('selectedService')])).toEqual(['2', 'All services']);

  // Next visit: home by the logo, then the home page's Find clinics with nothing typed opens the plain /search.
  await page.getByRole('banner').getByRole('link', { name: 'DirectPay Clinics home' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Find clinics' }).click();
  await expect(page).toHaveURL(/\/search/);
  await expect.poll(() => urlParams(page).get('category')).toBe('Medical scans');
});
