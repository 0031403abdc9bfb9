/**
 * A listing a visitor reports, decided by an administrator from the moderation queue: marked
 * closed (the owner is mailed, answers once; the profile says so and search drops it), or
 * suspended (its profile, price file and open-data row are gone).
 */
import { test, expect } from '#support/fixtures';
import { expectFitsEveryPhone } from '#support/fits-the-screen';
import { mailsWith } from '#support/outbox';
import { apiSignIn, uniqueEmail } from '#support/session';
import { E2E_ADMIN_EMAIL, site } from '#support/site';
import { clinicInput, createClinicByApi } from '../account/support';
import { caseOf, decide, openAccountPage, personPage } from './moderation-steps';

// Far from the demo cities and the other specs' places, one per project: the search shows few clinics here.
const PLACES = {
  desktop: { cityTown: 'Bethel', state: 'AK', zip: '99559', latitude: 60.7922, longitude: -161.7558 },
  mobile: { cityTown: 'Kodiak', state: 'AK', zip: '99615', latitude: 57.79, longitude: -152.4072 },
} as const;

test('a visitor reports a listing as closed; an administrator marks it closed; the owner is told and answers; search no longer lists it', async ({ page, context, browser, isMobile }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const name = `Closing Optics ${stamp}`;
  const place = PLACES[isMobile ? 'mobile' : 'desktop'];
  const ownerEmail = uniqueEmail('closed-listing');
  const owner = await apiSignIn(page.request, ownerEmail);
  const clinic = await createClinicByApi(page.request, owner.token, clinicInput(name, { address: { ...clinicInput('x').address, ...place } }));

  // A visitor finds the clinic in search and opens its profile.
  await page.goto(`/search?near=${place.latitude},${place.longitude}&category=Eye%20care`);
  const card = page.getByTestId('clinic-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  const [profile] = await Promise.all([context.waitForEvent('page'), card.getByRole('link', { name: /See clinic/ }).click()]);
  await expect(profile).toHaveURL(new RegExp(`/clinic/${clinic.id}$`));
  await expect(profile.getByRole('heading', { level: 1 })).toHaveText(name);

  // They report it as closed; the form needs a reason first.
  await profile.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = profile.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose what is wrong.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'The clinic is closed' }).check();
  await dialog.getByLabel('Your email (optional)').fill(`visitor-${stamp}@example.com`);
  await dialog.getByLabel('Note (optional)').fill(`<b>Door sign</b> says closed ${stamp}`);
  if (isMobile) await expectFitsEveryPhone(profile, 'report this listing');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(/Your report was sent to our moderators/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // An administrator opens the queue from the account navigation and marks it closed with a reason.
  const admin = await personPage(browser, testInfo, await apiSignIn(page.request, E2E_ADMIN_EMAIL));
  await admin.goto(new URL('/account', site.host).href);
  await openAccountPage(admin, 'Moderation', isMobile);
  await expect(admin.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const item = caseOf(admin, name);
  await expect(item.getByTestId('case-reason')).toHaveText('Closed');
  await expect(item.getByTestId('case-note')).toHaveText(`<b>Door sign</b> says closed ${stamp}`);
  await expect(item).toContainText(`visitor-${stamp}@example.com`);
  const reason = `Confirmed by phone: the office closed for good ${stamp}`;
  await decide(admin, name, 'Mark closed', reason, isMobile);

  // The owner is mailed the reason, sees it on the clinic list and answers once.
  await expect.poll(() => mailsWith([ownerEmail, reason]).length).toBe(1);
  const ownerPage = await personPage(browser, testInfo, owner);
  await ownerPage.goto(new URL('/account', site.host).href);
  const row = ownerPage.getByTestId('clinic-row').filter({ hasText: name });
  const decision = row.getByTestId('listing-decision');
  await expect(decision).toContainText(/A moderator marked this listing closed on \w+ \d{1,2}, \d{4}\./);
  await expect(decision.getByTestId('decision-reason')).toHaveText(reason);
  if (isMobile) await expectFitsEveryPhone(ownerPage, 'a closed listing on the clinic list');
  const answer = `We moved next door and are open ${stamp}`;
  await decision.getByLabel('Your answer').fill(answer);
  await decision.getByRole('button', { name: 'Send answer' }).click();
  await expect(decision.getByTestId('decision-answer')).toContainText(answer);
  await expect(decision.getByRole('button', { name: 'Send answer' })).toHaveCount(0);

  // The answer reopens the case in the queue, with the owner's words.
  await admin.reload();
  await expect(caseOf(admin, name).getByTestId('case-owner-answer')).toContainText(answer);
  await expect(caseOf(admin, name).getByTestId('case-standing')).toHaveText('Marked closed');

  // The profile says the clinic is closed and keeps its content; search no longer lists it.
  await profile.reload();
  await expect(profile.getByTestId('closed-notice')).toContainText(/This clinic is closed.*Marked closed on \w+ \d{1,2}, \d{4}\./s);
  await expect(profile.getByRole('heading', { level: 1 })).toHaveText(name);
  await profile.close();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ clinics?$/);
  await expect(page.getByTestId('clinic-card').filter({ hasText: name })).toHaveCount(0);
});

/** Every clinic id the open data's list of price files names, page after page. */
async function priceFileIds(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  do {
    const response = await request.get(`${site.api}/open-data/price-files?limit=500${after ? `&after=${after}` : ''}`);
    const page = (await response.json()) as { results: { id: string }[]; next: string | null };
    ids.push(...page.results.map((file) => file.id));
    after = page.next;
  } while (after);
  return ids;
}

test('an administrator suspends a reported listing; its profile, price file and open-data row are gone', async ({ page, browser, isMobile }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const name = `Suspended Vision ${stamp}`;
  const owner = await apiSignIn(page.request, uniqueEmail('suspended-listing'));
  const clinic = await createClinicByApi(page.request, owner.token, clinicInput(name));

  // A visitor on the profile: the clinic publishes a price file, listed in the open data.
  await page.goto(`/clinic/${clinic.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const files = page.getByRole('region', { name: 'Services' }).getByTestId('price-files');
  const priceFile = (await files.getByRole('link', { name: 'JSON price file' }).getAttribute('href'))!;
  expect((await page.request.get(priceFile)).status()).toBe(200);
  expect(await priceFileIds(page.request)).toContain(clinic.id);
  expect(await (await page.request.get(`${site.host}/cms-hpt.txt`)).text()).toContain(priceFile);

  // They report it as not a real clinic.
  await page.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByRole('radio', { name: 'Not a real clinic' }).check();
  await dialog.getByLabel('Note (optional)').fill(`No clinic at this address ${stamp}`);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(/Your report was sent to our moderators/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // An administrator suspends it from the queue, with a reason.
  const admin = await personPage(browser, testInfo, await apiSignIn(page.request, E2E_ADMIN_EMAIL));
  await admin.goto(new URL('/account', site.host).href);
  await openAccountPage(admin, 'Moderation', isMobile);
  await expect(caseOf(admin, name).getByTestId('case-reason')).toHaveText('Not a real clinic');
  const reason = `No such clinic at the address ${stamp}`;
  await decide(admin, name, 'Suspend', reason, isMobile);

  // The audit log records it; its link to the listing now leads to a page that says it is gone.
  const entry = admin.getByTestId('audit-entry').filter({ hasText: reason });
  await expect(entry).toContainText('Suspended a listing');
  await expect(entry).toContainText('Listed → Suspended');
  await entry.getByRole('link', { name: 'the listing' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'This listing is no longer available' })).toBeVisible();

  // The profile answers 410 with a plain page; the price file and the open-data row are gone.
  const answer = await page.reload();
  expect(answer?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'This listing is no longer available' })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  expect((await page.request.get(priceFile)).status()).toBe(404);
  expect(await priceFileIds(page.request)).not.toContain(clinic.id);
  expect(await (await page.request.get(`${site.host}/cms-hpt.txt`)).text()).not.toContain(priceFile);
});
