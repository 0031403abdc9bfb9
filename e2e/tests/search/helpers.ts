import type { Page, Request } from '@playwright/test';
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

/** Opens /search and waits until the list has answered and all its cards are drawn. */
export async function openSearch(page: Page, query: string): Promise<void> {
  await page.goto(`/search?${query}`);
  await expect(heading(page)).toHaveText(/^\d+ clinics?$/);
  await listSettled(page);
}

/**
 * Until the list shows its answer and is no longer busy: no placeholder cards (the heading's count
 * can arrive before the cards), refreshed, and every card drawn (the first list draws its first
 * cards first).
 */
export async function listSettled(page: Page): Promise<void> {
  await expect(page.getByTestId('clinic-skeletons')).toHaveCount(0);
  await expect(page.locator('ol[aria-label="Clinics"][aria-busy="true"]')).toHaveCount(0);
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

/** A string only Leaflet's own code holds (its Map constructor's error): a script with it is Leaflet. */
export const LEAFLET_CODE = 'Map container not found.';

/** The scripts with Leaflet's code in them that the page loads from now on, in the order they arrive. */
export function leafletScripts(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text().catch(() => '')).includes(LEAFLET_CODE)) seen.push(response.request());
  });
  return seen;
}

export function urlParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/**
 * On a phone the search map is drawn without Leaflet (its code about 45 KB) until
 * the visitor reaches for it: this presses an empty spot of the map, as a finger
 * starting a drag does. On a desktop Leaflet draws the map at once and this does
 * nothing. Callers then wait for what they need (Leaflet's map, or its failure).
 */
export async function reachForTheMap(page: Page): Promise<void> {
  const map = page.getByTestId('clinic-map');
  const staticMap = map.getByTestId('static-map');
  // The map drawn one way or the other, or its failure to load said in its box.
  await expect(staticMap.or(map.locator('.leaflet-container')).or(map.getByRole('alert')).first()).toBeVisible();
  if (!(await staticMap.isVisible())) return;
  // A spot the map itself gets (a tile or the bare map), not a marker, a control or the list's sheet over it.
  const spot = await staticMap.evaluate((surface) => {
    const r = surface.getBoundingClientRect();
    for (let y = r.top + 60; y < r.bottom - 10; y += 20) {
      for (let x = r.left + 60; x < r.right - 60; x += 20) {
        const hit = document.elementFromPoint(x, y);
        if (hit === surface || (hit?.tagName === 'IMG' && hit.parentElement === surface)) return { x, y };
      }
    }
    return null;
  });
  expect(spot, 'an empty spot on the map').not.toBeNull();
  await page.mouse.click(spot!.x, spot!.y);
}
