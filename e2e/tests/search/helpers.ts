import type { Page } from '@playwright/test';
import type { ClinicCard, ClinicSearchResponse } from '@directpay/contracts';
import { expect } from '#support/fixtures';
import { site } from '#support/site';

/** Centre and zoom that show every demo city on both viewports. */
export const WHOLE_US = 'lat=39&lng=-98&zoom=3';

export async function apiGet<T>(path: string, base = site.api): Promise<T> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The clinics a map-area search can show: those with coordinates. Other specs
 * running at the same time add clinics without coordinates to these categories,
 * which no map area contains.
 */
export async function allClinics(query: string): Promise<ClinicCard[]> {
  const { results } = await apiGet<ClinicSearchResponse>(`/clinics?${query}&limit=200`);
  return results.filter((c) => c.latitude !== null && c.longitude !== null);
}

export const heading = (page: Page) => page.getByRole('heading', { level: 1 });
export const cards = (page: Page) => page.getByTestId('clinic-card');

/** Opens /search and waits until the list has answered. */
export async function openSearch(page: Page, query: string): Promise<void> {
  await page.goto(`/search?${query}`);
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
}

export const isMobile = (projectName: string) => projectName === 'mobile';

/** Zooms the map with its Zoom in / Zoom out buttons, one step at a time as a visitor would, until the URL says `zoom`. */
export async function zoomTo(page: Page, zoom: number): Promise<void> {
  const current = () => Number(urlParams(page).get('zoom'));
  while (current() !== zoom) {
    const before = current();
    await page.getByRole('button', { name: before < zoom ? 'Zoom in' : 'Zoom out', exact: true }).click();
    await expect.poll(current).not.toBe(before);
  }
}

/** Category and service, through the dropdowns on desktop and the Filters panel on mobile. */
export async function chooseFilters(page: Page, mobile: boolean, category: string, service?: string): Promise<void> {
  if (mobile) {
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.getByRole('combobox', { name: 'Categories' }).selectOption({ label: category });
    if (service) await panel.getByRole('combobox', { name: 'Services' }).selectOption({ label: service });
    await panel.getByRole('button', { name: 'Find clinics' }).click();
    await expect(panel).toBeHidden();
  } else {
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: category });
    if (service) await page.getByRole('combobox', { name: 'Service', exact: true }).selectOption({ label: service });
  }
}

export function urlParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}
