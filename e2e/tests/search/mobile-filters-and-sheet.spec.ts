import { test, expect } from '#support/fixtures';
import { WHOLE_US, allClinics, cards, heading, openSearch, urlParams } from './helpers';

test.skip(({ isMobile }) => !isMobile, 'the Filters panel and the bottom sheet are the mobile layout');

test('mobile visitor changes filters in the panel: closing discards, Find clinics applies', async ({ page }) => {
  await openSearch(page, `category=Dental&${WHOLE_US}`);
  const open = async () => {
    await page.getByRole('button', { name: 'Filters' }).click();
    return page.getByRole('dialog', { name: 'Filters' });
  };

  let panel = await open();
  await panel.getByRole('combobox', { name: 'Categories' }).selectOption({ label: 'IVF' });
  await panel.getByRole('combobox', { name: 'Services' }).selectOption({ label: 'IUI' });
  await panel.getByRole('button', { name: 'Close filters' }).click();
  await expect(panel).toBeHidden();
  expect(urlParams(page).get('category')).toBe('Dental');

  // Reopening copies the current values, not the discarded ones.
  panel = await open();
  await expect(panel.getByRole('combobox', { name: 'Categories' })).toHaveValue('1');
  await expect(panel.getByRole('combobox', { name: 'Services' })).toHaveValue('All services');
  await panel.getByRole('combobox', { name: 'Categories' }).selectOption({ label: 'IVF' });
  await panel.getByRole('combobox', { name: 'Services' }).selectOption({ label: 'IUI' });
  await panel.getByRole('button', { name: 'Find clinics' }).click();
  await expect(panel).toBeHidden();
  await expect.poll(() => urlParams(page).get('category')).toBe('IVF');
  expect(urlParams(page).get('service')).toBe('IUI');
  const iui = await allClinics('categoryId=4&service=IUI');
  await expect(heading(page)).toHaveText(`${iui.length} clinics`);
});

test('mobile visitor drags the list sheet between 20% and 90% and pages with Show More', async ({ page }) => {
  const dental = await allClinics('categoryId=1');
  await openSearch(page, `category=Dental&${WHOLE_US}`);
  const sheet = page.getByTestId('bottom-sheet');
  const handle = page.getByRole('separator', { name: 'Resize the clinic list' });
  const windowHeight = await page.evaluate(() => window.innerHeight);
  const ratio = async () => ((await sheet.boundingBox())!.height / windowHeight) * 100;

  expect(await ratio()).toBeCloseTo(50, 0);
  await expect(handle).toHaveAttribute('aria-valuenow', '50');

  // Pointer: drag far above the top, then far below the bottom.
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, 0, { steps: 5 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', '90');
  expect(await ratio()).toBeCloseTo(90, 0);
  const top = (await handle.boundingBox())!;
  await page.mouse.move(x, top.y + top.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, windowHeight - 1, { steps: 5 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', '20');
  expect(await ratio()).toBeCloseTo(20, 0);

  // Keyboard: arrows move it, Home and End go to the limits.
  await handle.focus();
  await page.keyboard.press('ArrowUp');
  await expect(handle).toHaveAttribute('aria-valuenow', '25');
  await page.keyboard.press('Home');
  await expect(handle).toHaveAttribute('aria-valuenow', '90');

  // 10 cards, then 10 more per Show More, until every clinic in the area is listed.
  expect(dental.length).toBeGreaterThan(20);
  await expect(cards(page)).toHaveCount(10);
  const more = page.getByRole('button', { name: 'Show More' });
  await more.click();
  await expect(cards(page)).toHaveCount(20);
  while (await more.isVisible()) {
    const before = await cards(page).count();
    await more.click();
    await expect(cards(page)).toHaveCount(Math.min(before + 10, dental.length));
  }
  await expect(cards(page)).toHaveCount(dental.length);
});
