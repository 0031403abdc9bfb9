import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { addBusinessDays, addDays, clinicTimeZone, dayIn, earliestAppointmentDay, estimateDeadline, weekdayOf, type AppointmentRequestInput } from '@directpay/contracts';
import { test, expect } from '#support/fixtures';
import { expectFitsEveryPhone } from '#support/fits-the-screen';
import { mailsWith } from '#support/outbox';
import { site } from '#support/site';
import { storeSession } from '#support/session';
import { apiSignIn, clinicInput, createClinicByApi, openAccountPage, uniqueEmail } from '../account/support';
import { appointmentPathsIn } from './appointment-mail';
import { openAMapCard } from './map-card';
import { openSearch } from '../search/helpers';

/** The clinic's today (a Utah clinic), and its open days (Monday to Friday) from the earliest a request may ask for. */
const today = () => dayIn(clinicTimeZone('UT'));
function openDay(n: number): string {
  let day = earliestAppointmentDay(today(), 1);
  for (let left = n; ; day = addDays(day, 1)) {
    const weekday = weekdayOf(day);
    if (weekday !== 0 && weekday !== 6 && left-- === 0) return day;
  }
}
/** A day as the pages write it: 'Tuesday, December 15, 2026'. */
const longDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

async function ownerWithClinic(page: Page, label: string, stamp: string) {
  const email = uniqueEmail(label);
  const owner = await apiSignIn(page.request, email);
  const name = `Clear Sight ${stamp}`;
  const clinic = await createClinicByApi(page.request, owner.token, clinicInput(name, { services: [{ description: 'LASIK', price: '2000' }, { description: 'Eye exam', price: '150' }] }));
  return { owner, clinic, name };
}

/** The patient's part, where a journey starts at the owner's side: the request as the form sends it. */
async function requestByApi(request: APIRequestContext, clinicId: string, body: Omit<AppointmentRequestInput, 'locale'>) {
  const send = () => request.post(`${site.api}/clinics/${clinicId}/appointment-requests`, { data: { ...body, locale: 'en' } });
  let response = await send();
  // The route allows a few requests a minute from one address, as messages do: wait as it says, once.
  if (response.status() === 429) {
    await new Promise((resolve) => setTimeout(resolve, (Number(response.headers()['retry-after'] ?? 60) + 1) * 1000));
    response = await send();
  }
  if (!response.ok()) throw new Error(`request: ${response.status()} ${await response.text()}`);
}

/** The links of the first mail with every one of `texts` that has such links. */
async function mailedPaths(texts: string[], kind: 'appointment' | 'appointment-answer'): Promise<string[]> {
  let paths: string[] = [];
  await expect.poll(() => (paths = mailsWith(texts).map((mail) => appointmentPathsIn(mail, kind)).find((found) => found.length > 0) ?? []).length).toBeGreaterThan(0);
  return paths;
}

async function fillWindow(page: Page, i: number, day: string, part: 'Morning' | 'Afternoon' | 'A time range', range?: [string, string]) {
  const box = page.getByTestId(`appointment-window-${i}`);
  await box.getByLabel('Date').fill(day);
  await box.getByRole('radio', { name: part }).check();
  if (range) {
    await box.getByLabel('From').fill(range[0]);
    await box.getByLabel('To').fill(range[1]);
  }
}

/** On a phone, a new screen fits every phone width from 320 px, then the test goes on at the project's width. */
async function fitsPhones(page: Page, isMobile: boolean, screen: string) {
  if (!isMobile) return;
  const size = page.viewportSize()!;
  await expectFitsEveryPhone(page, screen);
  await page.setViewportSize(size);
}

test('a patient asks for three times, the owner confirms one from the mailed link, and the patient saves it to a calendar', async ({ page, isMobile }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const { clinic, name } = await ownerWithClinic(page, 'appt-a', stamp);
  const patientEmail = `pat-a-${stamp}@example.com`;
  const [first, second] = [openDay(0), openDay(1)];

  await page.goto(`/clinic/${clinic.id}`);
  await page.getByTestId('appointment-box').getByRole('link', { name: 'Request an appointment' }).click();
  await expect(page.getByRole('heading', { name: 'Request an appointment', level: 1 })).toBeVisible();
  await expect(page.getByTestId('appointment-hours')).toContainText('Monday: 9:00 AM - 5:00 PM');
  await page.getByLabel('Service').selectOption('LASIK');
  await page.getByRole('button', { name: 'Add another preferred time' }).click();
  await page.getByRole('button', { name: 'Add another preferred time' }).click();
  await fillWindow(page, 0, first, 'Morning');
  await fillWindow(page, 1, first, 'A time range', ['11:00', '12:30']);
  await fillWindow(page, 2, second, 'A time range', ['14:00', '15:00']);
  await page.getByLabel('Your name').fill(`Pat ${stamp}`);
  await page.getByLabel('Your email').fill(patientEmail);
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await expect(page.getByText('Please do not include private health information.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Send request' }).click();
  // The second window overlaps the morning: it is named there, and nothing is sent.
  await expect(page.getByTestId('appointment-window-1')).toContainText('This time overlaps another of your preferred times.');
  await fillWindow(page, 1, first, 'Afternoon');
  await fitsPhones(page, isMobile, 'appointment request form');
  await page.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByTestId('appointment-requested');
  await expect(sent.getByRole('heading', { name: 'Requested, not yet confirmed' })).toBeVisible();
  await expect(sent).toContainText('Your appointment is not booked yet.');
  await expect(sent).toContainText('We sent you an email with a private link');

  // The owner opens the second window's "Confirm this time" from the clinic's mail.
  const answers = await mailedPaths([`Pat ${stamp}`, 'Confirm this time'], 'appointment-answer');
  expect(answers).toHaveLength(9);
  await page.goto(answers[3]);
  await expect(page.getByRole('heading', { name: 'Confirm this time', level: 1 })).toBeVisible();
  await expect(page.getByTestId('answer-window')).toHaveText(`Preferred time: ${longDay(first)}, afternoon`);
  await fitsPhones(page, isMobile, 'one-click answer');
  await page.getByLabel('Start time').fill('13:00');
  await page.getByLabel('End time').fill('13:30');
  await page.getByRole('button', { name: 'Confirm this time' }).click();
  await expect(page.getByTestId('answer-done')).toHaveText(`Confirmed · ${longDay(first)}, 1:00 PM to 1:30 PM`);

  // The patient opens the private link from their mail.
  const [status] = await mailedPaths([patientEmail], 'appointment');
  await page.goto(status);
  await expect(page.getByTestId('appointment-state')).toHaveText('Confirmed');
  await expect(page.getByTestId('appointment-time')).toHaveText(`${longDay(first)}, 1:00 PM to 1:30 PM`);
  await expect(page.getByText(name)).toBeVisible();
  await fitsPhones(page, isMobile, 'patient appointment page');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to my calendar (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('appointment.ics');
  const ics = readFileSync(await download.path(), 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toMatch(new RegExp(`DTSTART[^:\\r\\n]*:${first.replace(/-/g, '')}T`));
  expect(ics.replace(/\r\n[ \t]/g, '')).toContain(name);

  // The same link again is refused plainly.
  await page.goto(answers[3]);
  await expect(page.getByTestId('answer-problem')).toContainText('This link was already used.');
});

test('the owner proposes another time on the Requests page, and the patient accepts it', async ({ page, isMobile }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const { owner, clinic } = await ownerWithClinic(page, 'appt-b', stamp);
  const patientEmail = `pat-b-${stamp}@example.com`;
  await requestByApi(page.request, clinic.id, { service: 'Eye exam', windows: [{ day: openDay(0), part: 'morning' }], name: `Pat ${stamp}`, email: patientEmail, selfPay: false });

  await storeSession(page, owner);
  await page.goto('/account');
  await openAccountPage(page, 'Requests', isMobile);
  await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
  const row = page.getByTestId('appointment-request').filter({ hasText: `Pat ${stamp}` });
  await expect(row.getByTestId('request-state')).toHaveText('Requested, not yet confirmed');
  await row.getByRole('button', { name: 'Propose another time' }).click();
  const form = row.getByTestId('answer-propose');
  await fitsPhones(page, isMobile, 'Requests page');
  await form.getByLabel('Date').fill(openDay(2));
  await form.getByLabel('Start time').fill('10:00');
  await form.getByLabel('End time').fill('10:30');
  await form.getByRole('button', { name: 'Propose this time' }).click();
  await expect(row.getByTestId('request-state')).toHaveText('You proposed another time');
  await expect(row.getByTestId('request-time')).toHaveText(`${longDay(openDay(2))}, 10:00 AM to 10:30 AM`);

  const [status] = await mailedPaths([patientEmail], 'appointment');
  await page.goto(status);
  await expect(page.getByTestId('appointment-state')).toHaveText('The clinic proposed another time');
  await page.getByRole('button', { name: 'Accept this time' }).click();
  await expect(page.getByTestId('appointment-state')).toHaveText('Confirmed');
  await expect(page.getByTestId('appointment-time')).toHaveText(`${longDay(openDay(2))}, 10:00 AM to 10:30 AM`);
});

test('a self-pay request confirmed five business days ahead shows a due estimate with its deadline', async ({ page, isMobile }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const { owner, clinic } = await ownerWithClinic(page, 'appt-c', stamp);
  const day = addBusinessDays(today(), 5);
  await requestByApi(page.request, clinic.id, {
    service: 'LASIK',
    windows: [{ day, part: 'range', from: '10:00', to: '11:00' }],
    name: `Pat ${stamp}`,
    email: `pat-c-${stamp}@example.com`,
    selfPay: true,
  });

  await storeSession(page, owner);
  await page.goto('/account');
  await openAccountPage(page, 'Requests', isMobile);
  const row = page.getByTestId('appointment-request').filter({ hasText: `Pat ${stamp}` });
  await row.getByRole('button', { name: 'Confirm a time' }).click();
  const form = row.getByTestId('answer-confirm');
  await expect(form.getByLabel('Start time')).toHaveValue('10:00');
  await form.getByLabel('End time').fill('10:30');
  await form.getByRole('button', { name: 'Confirm this time' }).click();
  await expect(row.getByTestId('request-state')).toHaveText('Confirmed');

  await openAccountPage(page, 'Estimates', isMobile);
  const estimate = page.getByTestId('estimate-request').filter({ hasText: `Pat ${stamp}` });
  await expect(estimate).toContainText('LASIK');
  await expect(estimate).toContainText('Requested');
  const { dueOn } = estimateDeadline(today(), day);
  const due = new Date(`${dueOn}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  await expect(estimate).toContainText(`Due ${due}`);
});

test('a priced row opens the form with its service picked', async ({ page }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const { clinic } = await ownerWithClinic(page, 'appt-d', stamp);

  await page.goto(`/clinic/${clinic.id}/prices`);
  await page.getByRole('row').filter({ hasText: 'Eye exam' }).getByRole('link', { name: 'Request an appointment Eye exam' }).click();
  await expect(page.getByRole('heading', { name: 'Request an appointment', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Service')).toHaveValue('Eye exam');
  await page.goBack();
  await expect(page.getByRole('row').filter({ hasText: 'LASIK' })).toBeVisible();

  await page.getByRole('link', { name: 'See the full profile' }).click();
  await expect(page.getByTestId('appointment-box').getByRole('link', { name: 'Request an appointment' })).toBeVisible();
});

test('a clinic not taking requests says so instead of offering the form', async ({ page }, testInfo) => {
  const owner = await apiSignIn(page.request, uniqueEmail('appt-e'));
  const closed = await createClinicByApi(page.request, owner.token, clinicInput(`Closed Door ${testInfo.project.name}-${Date.now()}`, { appointments: { accepting: false, minNoticeBusinessDays: 1 } }));
  await page.goto(`/clinic/${closed.id}`);
  await expect(page.getByTestId('appointment-closed')).toHaveText('This clinic is not taking appointment requests online right now. Please call it or send it a message.');
  await expect(page.getByRole('link', { name: 'Request an appointment' })).toHaveCount(0);
});

test("the search map's clinic card links to the clinic's request form", async ({ page }) => {
  await openSearch(page, 'category=Dental&service=Single%20membership');
  const card = await openAMapCard(page);
  const clinic = (await card.getByRole('heading', { level: 2 }).textContent())!;
  await card.getByRole('link', { name: 'Request an appointment' }).click();
  await expect(page).toHaveURL(/\/clinic\/[0-9a-f]{24}\/appointment$/);
  await expect(page.getByRole('heading', { name: 'Request an appointment', level: 1 })).toBeVisible();
  await expect(page.locator('[data-remote="mf_profile"]').getByText(clinic, { exact: true })).toBeVisible();
});
