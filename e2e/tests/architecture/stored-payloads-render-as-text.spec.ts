import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { clinicInput, createClinicByApi, signInAsNewOwner, chooseOption } from '../account/support';
import { openAMapCard } from '../journeys/map-card';

/**
 * An owner can type markup into any field; every screen that shows it must
 * show it as text. The payloads would set window.__xss if they ran,
 * and would leave an <img src="x"> or a <script> in the page if they were
 * parsed as HTML.
 */
const NAME = '<img src=x onerror="window.__xss=1">Script <b>Clinic</b>';
const SERVICE = '<script>window.__xss=2</script>LASIK';
const DESCRIPTION = '<svg onload="window.__xss=3"></svg><a href="javascript:window.__xss=4">Demo text</a>';
// Fairbanks, Alaska: far from every demo city, so this clinic is the one the map and list show there.
const WHERE = { latitude: 64.8378, longitude: -147.7164 };

async function expectNothingRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload], a[href^="javascript:"], b:text-is("Clinic")')).toHaveCount(0);
  // The profile's JSON-LD carries the name as JSON with '<' escaped: data, not a script the payload made.
  const scripts = await page.locator('script').evaluateAll((all) => all.map((s) => ({ type: s.getAttribute('type') ?? '', text: s.textContent ?? '' })));
  expect(scripts.filter((s) => s.type !== 'application/ld+json' && s.text.includes('__xss'))).toEqual([]);
  expect(scripts.filter((s) => s.type === 'application/ld+json' && s.text.includes('<'))).toEqual([]);
}

/** In Fairbanks for the map and search, or in Provo (the account list needs no map). */
async function createPayloadClinic(page: Page, label: string, inFairbanks: boolean) {
  const session = await signInAsNewOwner(page, label);
  const address = inFairbanks ? { cityTown: 'Fairbanks', state: 'AK', zip: '99701', ...WHERE } : {};
  const input = clinicInput(NAME, {
    detail: { ...clinicInput('x').detail, name: NAME, description: DESCRIPTION },
    address: { ...clinicInput('x').address, ...address },
    services: [{ description: SERVICE, price: '1999' }],
  });
  return createClinicByApi(page.request, session.token, input);
}

test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the same components render on phones; one viewport is enough for this check');
});

test('stored script payloads show as text on the search card, the profile, the map card and the prices page', async ({ page, context }) => {
  const clinic = await createPayloadClinic(page, 'payload-visitor', true);
  await page.goto(`/search?near=${WHERE.latitude},${WHERE.longitude}&category=Eye%20care`);

  // The search card.
  const card = page.getByTestId('clinic-card').filter({ hasText: 'Script' }).first();
  await expect(card).toContainText(NAME);
  await expectNothingRan(page);

  // Its profile, in the new tab "See clinic" opens.
  const [profile] = await Promise.all([context.waitForEvent('page'), card.getByRole('link', { name: /See clinic/ }).click()]);
  await expect(profile).toHaveURL(new RegExp(`/clinic/${clinic.id}$`));
  await expect(profile.getByRole('heading', { level: 1 })).toContainText(NAME);
  await expect(profile.getByText('Demo text', { exact: false }).first()).toContainText(DESCRIPTION);
  await expectNothingRan(profile);
  await profile.close();

  // The map card, from the clinic's marker, then its prices page.
  const mapCard = await openAMapCard(page);
  await expect(mapCard.getByRole('heading', { level: 2 })).toHaveText(NAME);
  await expectNothingRan(page);
  await mapCard.getByRole('link', { name: 'See prices' }).click();
  await expect(page).toHaveURL(new RegExp(`/clinic/${clinic.id}/prices$`));
  await expect(page.getByText(SERVICE, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(NAME).first()).toBeVisible();
  await expectNothingRan(page);
});

test('stored script payloads show as text in the account list and its preview', async ({ page, context }) => {
  await createPayloadClinic(page, 'payload-owner', false);
  await page.goto('/account/clinic-locations');
  const row = page.getByTestId('clinic-row').filter({ hasText: 'Script' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(NAME);
  await expectNothingRan(page);

  const [preview] = await Promise.all([context.waitForEvent('page'), chooseOption(page, NAME, 'Preview')]);
  await expect(preview.getByRole('heading', { level: 1 })).toContainText(NAME);
  await expectNothingRan(preview);
});
