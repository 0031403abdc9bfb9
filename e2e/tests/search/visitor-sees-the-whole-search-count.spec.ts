import { test, expect } from '#support/fixtures';
import { heading } from './helpers';

test('the heading tells how many clinics the area has and the search has in all, and Show all fits them', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Direct primary care', exact: true }).click();
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  const scope = page.getByTestId('results-scope');
  await expect(scope).toHaveText(/^Direct primary care · in this area · \d+ in all · Show all$/);
  const inArea = Number((await heading(page).textContent())!.split(' ')[0]);
  const overall = Number(/(\d+) in all/.exec((await scope.textContent())!)![1]);
  expect(inArea).toBeLessThan(overall);

  await scope.getByRole('button', { name: 'Show all' }).click();
  await expect(heading(page)).toHaveText(`${overall} clinics`);
  await expect(scope).toHaveText(`Direct primary care · in this area · ${overall} in all`);
  await expect(scope.getByRole('button', { name: 'Show all' })).toHaveCount(0);

  // The wider view is a map move like any other: Back returns to the area before it.
  await page.goBack();
  await expect(heading(page)).toHaveText(`${inArea} ${inArea === 1 ? 'clinic' : 'clinics'}`);
});
