import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { cards, heading, isMobile, listSettled, urlParams } from '../search/helpers';

/**
 * A Spanish-speaking visitor starts on /es/ and stays in Spanish: the search, its cards, filters
 * and sort, the comparison and Back, then a clinic's profile. The URL parameters keep their
 * English ids (a category link works in both languages); every page followed stays under /es.
 */
const COUNT = /^\d+ clínicas?$/;

/** The page is Spanish: its language and its path. */
async function inSpanish(page: Page, path: RegExp) {
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/es/') && path.test(url.pathname));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
}

test('a Spanish visitor searches near a ZIP, filters, sorts, compares, goes Back and opens a clinic, all in Spanish', async ({ page, context }, testInfo) => {
  const mobile = isMobile(testInfo.project.name);
  await page.goto('/es/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');

  // The home page's search form (its words are the host's): a ZIP and a category.
  const form = page.getByRole('search').first();
  await form.locator('#home-where').fill('84101');
  await form.locator('#home-category').selectOption('Dental');
  await form.locator('button[type="submit"]').click();

  await inSpanish(page, /^\/es\/search$/);
  await expect(heading(page)).toHaveText(COUNT);
  // The URL keeps the category's English id.
  await expect.poll(() => urlParams(page).get('category')).toBe('Dental');
  await expect(page.getByTestId('results-place')).toHaveText(/^cerca de Salt Lake City, UT 84101\s*·\s*cambiar$/);
  await expect(page.getByTestId('results-scope')).toContainText('en esta zona');
  await listSettled(page);
  const first = cards(page).first();
  await expect(first.getByTestId('card-price')).toHaveText(/^desde \$\d+(\.\d\d)? · \S/);
  await expect(first).toContainText(/ · a [\d.]+ mi/);
  await expect(first.getByRole('link', { name: /^Ver clínica/ })).toHaveAttribute('href', /^\/es\/clinic\/[0-9a-f]{24}$/);

  // Filters: a service, on a phone in the Filtros panel, which applies on Buscar clínicas.
  if (mobile) {
    await page.getByRole('button', { name: 'Filtros' }).click();
    const panel = page.getByRole('dialog', { name: 'Filtros' });
    await expect(panel.getByRole('combobox', { name: 'Categorías' })).toBeVisible();
    await panel.getByRole('combobox', { name: 'Servicios' }).selectOption('Single membership');
    await panel.getByRole('button', { name: 'Buscar clínicas' }).click();
    await expect(panel).toBeHidden();
  } else {
    await page.getByRole('combobox', { name: 'Servicio', exact: true }).selectOption('Single membership');
  }
  await expect.poll(() => urlParams(page).get('service')).toBe('Single membership');
  await expect(heading(page)).toHaveText(COUNT);
  await listSettled(page);
  await expect(cards(page).first().getByTestId('card-price')).toContainText('$');

  // Sort by name.
  const sort = page.getByRole('combobox', { name: 'Ordenar por' });
  await expect(sort.getByRole('option', { name: 'Nombre' })).toHaveCount(1);
  await sort.selectOption('name');
  await expect.poll(() => urlParams(page).get('sort')).toBe('name');
  await expect(heading(page)).toHaveText(COUNT);
  await listSettled(page);

  // Compare two clinics, then Back to the search.
  const ticks = cards(page).getByRole('checkbox', { name: /^Comparar / });
  await ticks.nth(0).check();
  const bar = page.getByRole('region', { name: 'Comparar clínicas' });
  await expect(bar).toContainText('1 de 3 marcadas');
  await expect(bar).toContainText('marque una más para comparar');
  await ticks.nth(1).check();
  await bar.getByRole('link', { name: 'Comparar 2 clínicas' }).click();
  await inSpanish(page, /^\/es\/compare$/);
  await expect(heading(page)).toHaveText('Comparar clínicas');
  const table = page.getByRole('region', { name: 'Comparación' });
  await expect(table.getByRole('rowheader', { name: 'Acepta pacientes nuevos', exact: true })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Acepta pacientes nuevos/ }).getByRole('cell')).toHaveText([/^(Sí|No)$/, /^(Sí|No)$/]);
  await expect(table.getByRole('row', { name: /^Abierto ahora/ }).getByRole('cell')).toHaveText([/^(Abierto|Cerrado) ahora$/, /^(Abierto|Cerrado) ahora$/]);
  await expect(page.getByText('Los precios pagados con seguro')).toBeVisible();
  await page.getByRole('button', { name: 'Volver a la búsqueda' }).click();
  await inSpanish(page, /^\/es\/search$/);
  expect(urlParams(page).get('sort')).toBe('name');
  await expect(heading(page)).toHaveText(COUNT);
  await listSettled(page);

  // A clinic's profile opens in a new tab, in Spanish.
  const card = cards(page).first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
  const [profile] = await Promise.all([context.waitForEvent('page'), card.getByRole('link', { name: /^Ver clínica/ }).click()]);
  await inSpanish(profile, /^\/es\/clinic\/[0-9a-f]{24}$/);
  await expect(profile.getByRole('heading', { level: 1, name })).toBeVisible();
  // The header is the host's, in the page's language.
  await expect(profile.getByRole('banner').getByRole('link', { name: 'Inicio de DirectPay Clinics' })).toBeVisible();
});
