/**
 * The owner's metrics count visitors only: an owner previewing their own
 * clinic (the row's Preview, a new tab, signed in) leaves the profile views as
 * they were; a visitor, signed out in a browser of their own, adds one.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { site } from '#support/site';
import { chooseOption, clinicInput, createClinicByApi, signInAsNewOwner } from './support';

/** Opens the clinic's profile in `page` and waits until its view has been sent and answered. */
async function viewProfile(page: Page, open: () => Promise<unknown>, clinicId: string) {
  const counted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/clinics/${clinicId}/events`));
  await open();
  const answer = await counted;
  expect(answer.status()).toBe(204);
  expect(answer.request().postDataJSON()).toEqual({ type: 'profile_view' });
}

test("an owner's preview of their own clinic is not counted as a profile view; a visitor's view is", async ({ page, context, browser }, testInfo) => {
  const name = `Preview Counts ${testInfo.project.name} ${Date.now()}`;
  const session = await signInAsNewOwner(page, 'preview-views');
  // A category and town no other spec opens profiles from, so every view counted here is this test's.
  const clinic = await createClinicByApi(
    page.request,
    session.token,
    clinicInput(name, {
      categoryId: 12,
      address: { streetAddress: '1 Front St', suiteUnit: '', cityTown: 'Juneau', state: 'AK', zip: '99801', latitude: 58.3, longitude: -134.42 },
      services: [{ description: 'Single monthly membership', price: '120' }],
    }),
  );
  await page.goto('/account/metrics');
  const views = page.getByTestId('clinic-metrics').filter({ hasText: name }).getByRole('row', { name: /Profile views/ });
  await expect(views.getByRole('cell')).toHaveText('0');

  // The owner previews it: Preview opens the public profile in a new tab, still signed in.
  await page.goto('/account/clinic-locations');
  const [tab] = await Promise.all([context.waitForEvent('page'), chooseOption(page, name, 'Preview')]);
  await viewProfile(tab, () => expect(tab.getByRole('heading', { level: 1, name })).toBeVisible(), clinic.id);
  await tab.close();
  await page.goto('/account/metrics');
  await expect(views.getByRole('cell')).toHaveText('0');

  // A visitor, in a browser of their own, opens the same profile.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await viewProfile(visitor, () => visitor.goto(`${site.host}/clinic/${clinic.id}`), clinic.id);
  await visitorContext.close();
  await page.reload();
  await expect(views.getByRole('cell')).toHaveText('1');
});
