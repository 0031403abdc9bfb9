/**
 * Untranslated text is a failure: with the pseudo-locale on (every message and formatted word
 * accented and bracketed), every route of the site, and its cheap dialogs, shows no visible text
 * and no word attribute with a plain ASCII vowel outside `[translate="no"]` (owner data). Each
 * route is its own test, and a failure lists the route and each offending text.
 *
 * ROUTES lists every route once; the first test fails when a page, a remote's prefix or an
 * account page is added without a row here.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, clinicTimeZone, dayIn, earliestAppointmentDay, weekdayOf, type LoginResponse } from '@directpay/contracts';
import { runDir, test, expect } from '#support/fixtures';
import { mailsWith } from '#support/outbox';
import { apiSignIn, storeSession, uniqueEmail } from '#support/session';
import { E2E_ADMIN_EMAIL, site } from '#support/site';
import { clinicInput, createClinicByApi } from '../account/support';
import { estimatePathIn } from '../estimates/estimate-mail';
import { appointmentPathsIn } from '../journeys/appointment-mail';
import { BARE_PAGES, LAYOUT_PAGES } from '../../../host/src/app/host-routes';
import { loose, untranslatedText } from './untranslated-text';

/** The data the routes need: demo clinics, and an owner with a clinic and an issued estimate. */
interface Data {
  demo: [string, string];
  owner: LoginResponse;
  clinicId: string;
  requestId: string;
  estimatePath: string;
  /** The owner's second clinic, which an administrator marked closed. */
  closedId: string;
  administrator: LoginResponse;
  /** A patient's appointment request page and the clinic's first one-click link. */
  appointmentPath: string;
  answerPath: string;
}

interface Row {
  /** The route as the router knows it; the coverage test matches it. */
  route: string;
  url: (data: Data) => string;
  signedIn?: boolean;
  /** Signed in as the administrator rather than the owner. */
  administrator?: boolean;
  /** Opens what a visitor opens there (a dialog, a form's errors); the page is checked again after. */
  open?: (page: Page) => Promise<void>;
  /**
   * The home page arrives rendered in English at build time: in the pseudo-locale its first
   * render differs by design, and the host logs the failed hydration before drawing it again.
   */
  prerendered?: boolean;
}

const clickIfThere = async (page: Page, name: string, scope = page.locator('body')) => {
  const button = scope.getByRole('button', { name: loose(name) }).first();
  if ((await button.count()) === 0 || !(await button.isVisible())) return;
  await button.click();
  await expect(page.getByRole('dialog').first()).toBeVisible();
};

const ROUTES: Row[] = [
  { route: '/', url: () => '/', prerendered: true },
  ...LAYOUT_PAGES.map((name) => ({ route: `/${name}`, url: () => `/${name}` })),
  { route: '/contactus (errors)', url: () => '/contactus', open: (page) => page.getByRole('button', { name: loose("Let's talk") }).click() },
  { route: '/login', url: () => '/login' },
  { route: '/signup', url: () => '/signup' },
  { route: '/confirm-email', url: () => '/confirm-email' },
  { route: '* (not found)', url: () => '/missing-page' },
  { route: '/search', url: () => '/search?category=Dental', open: (page) => clickIfThere(page, 'Filters') },
  { route: '/compare', url: (d) => `/compare?ids=${d.demo.join(',')}` },
  { route: '/clinic/:id', url: (d) => `/clinic/${d.demo[0]}`, open: (page) => clickIfThere(page, 'Send message', page.getByTestId('contact-card')) },
  { route: '/clinic/:id (estimate)', url: (d) => `/clinic/${d.clinicId}`, open: (page) => clickIfThere(page, 'Get a Good Faith Estimate', page.getByTestId('gfe-notice')) },
  {
    route: '/clinic/:id (report)',
    url: (d) => `/clinic/${d.demo[0]}`,
    open: async (page) => {
      await clickIfThere(page, 'Report this listing');
      await page.getByRole('dialog').getByRole('button', { name: loose('Send report') }).click();
    },
  },
  { route: '/clinic/:id (closed)', url: (d) => `/clinic/${d.closedId}` },
  { route: '/clinic/:id/prices', url: (d) => `/clinic/${d.demo[0]}/prices` },
  { route: '/clinic_test/:id', url: (d) => `/clinic_test/${d.clinicId}`, signedIn: true },
  { route: '/estimate/:token', url: (d) => d.estimatePath },
  { route: '/clinic/:id/appointment (errors)', url: (d) => `/clinic/${d.clinicId}/appointment`, open: (page) => page.getByRole('button', { name: loose('Send request') }).click() },
  { route: '/appointment/:token', url: (d) => d.appointmentPath },
  { route: '/appointment-answer/:token', url: (d) => d.answerPath },
  { route: '/account/requests', url: () => '/account/requests', signedIn: true },
  { route: '/account/clinic-locations', url: () => '/account/clinic-locations', signedIn: true, open: (page) => clickIfThere(page, 'Add clinic location') },
  { route: '/account/import', url: () => '/account/import', signedIn: true },
  { route: '/account/estimates', url: () => '/account/estimates', signedIn: true },
  { route: '/account/estimates/:id', url: (d) => `/account/estimates/${d.requestId}`, signedIn: true },
  { route: '/account/metrics', url: () => '/account/metrics', signedIn: true },
  { route: '/account/members', url: () => '/account/members', signedIn: true },
  { route: '/account/preferences', url: () => '/account/preferences', signedIn: true },
  { route: '/account/moderation', url: () => '/account/moderation', signedIn: true, administrator: true },
  { route: '/account/moderation (not allowed)', url: () => '/account/moderation', signedIn: true },
];

const ok = async <T>(response: import('@playwright/test').APIResponse, what: string): Promise<T> => {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
};

/**
 * Made once per run and project, kept in the run's folder: a failed test restarts its worker,
 * and the API limits how often estimates may be asked for.
 */
async function dataFor(request: APIRequestContext, project: string): Promise<Data> {
  const file = path.join(runDir(), `pseudo-locale-${project}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Data;
  const data = await makeData(request);
  writeFileSync(file, JSON.stringify(data));
  return data;
}

/** Two demo clinics; an owner's clinic with a patient's request, issued. */
async function makeData(request: APIRequestContext): Promise<Data> {
  const { results } = await ok<{ results: { id: string }[] }>(await request.get(`${site.api}/clinics?categoryId=1`), 'search');
  const owner = await apiSignIn(request, uniqueEmail('pseudo'));
  const clinic = await createClinicByApi(request, owner.token, clinicInput(`Pseudo ${Date.now()}`, { npi: '1234567893', tin: '12-3456789', services: [{ description: 'Eye exam', price: '150' }] }));
  const patient = `pseudo-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await ok(await request.post(`${site.api}/clinics/${clinic.id}/estimate-requests`, { data: { patientName: 'Pat Pseudo', dateOfBirth: '1990-01-01', email: patient, services: [{ description: 'Eye exam', quantity: 1 }] } }), 'estimate request');
  const auth = { authorization: `Bearer ${owner.token}` };
  const requests = await ok<{ results: { id: string }[] }>(await request.get(`${site.api}/account/estimate-requests`, { headers: auth }), 'estimate requests');
  const requestId = requests.results[0].id;
  const estimate = { primaryService: 'Eye exam', lines: [{ description: 'Eye exam', quantity: 1, unitPrice: '150', diagnosisCodes: [] }], coProviders: [], separatelyScheduled: [], acceptWarnings: true };
  await ok(await request.post(`${site.api}/account/estimate-requests/${requestId}/estimates`, { headers: auth, data: estimate }), 'issue estimate');
  let estimatePath: string | undefined;
  await expect.poll(() => (estimatePath = mailsWith([patient]).map(estimatePathIn).find(Boolean))).toBeTruthy();
  // A second clinic, reported (a price report: the listing reports' rate limit is left to the journeys) and marked
  // closed by an administrator; the owner's answer reopens its case, so the queue and the owner's list show it.
  const closed = await createClinicByApi(request, owner.token, clinicInput(`Pseudo closed ${Date.now()}`));
  const visitDate = new Date().toISOString().slice(0, 10);
  await ok(await request.post(`${site.api}/clinics/${closed.id}/price-reports`, { data: { service: 'LASIK', amountPaid: '2400', visitDate, note: 'Pseudo note' } }), 'price report');
  const administrator = await apiSignIn(request, E2E_ADMIN_EMAIL);
  const asAdministrator = { authorization: `Bearer ${administrator.token}` };
  const queue = await ok<{ cases: { id: string; clinicId: string }[] }>(await request.get(`${site.api}/moderation/cases`, { headers: asAdministrator }), 'queue');
  const reported = queue.cases.find((item) => item.clinicId === closed.id)!;
  await ok(await request.post(`${site.api}/moderation/cases/${reported.id}/actions`, { headers: asAdministrator, data: { action: 'close', reason: 'Pseudo reason' } }), 'close');
  await ok(await request.post(`${site.api}/account/clinics/${closed.id}/moderation-answer`, { headers: auth, data: { text: 'Pseudo answer' } }), 'answer');
  // An appointment request on a day the clinic opens (Monday to Friday) after its notice.
  let day = earliestAppointmentDay(dayIn(clinicTimeZone('UT')), 1);
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day = addDays(day, 1);
  const asker = `pseudo-appt-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const appointment = { service: 'Eye exam', windows: [{ day, part: 'morning' }], name: 'Pat Pseudo', email: asker, selfPay: true, locale: 'en' };
  await ok(await request.post(`${site.api}/clinics/${clinic.id}/appointment-requests`, { data: appointment }), 'appointment request');
  let appointmentPath: string | undefined;
  let answerPath: string | undefined;
  await expect.poll(() => (appointmentPath = mailsWith([asker]).flatMap((mail) => appointmentPathsIn(mail, 'appointment'))[0])).toBeTruthy();
  await expect.poll(() => (answerPath = mailsWith([`Reply-To: ${asker}`]).flatMap((mail) => appointmentPathsIn(mail, 'appointment-answer'))[0])).toBeTruthy();
  return { demo: [results[0].id, results[1].id], owner, clinicId: clinic.id, requestId, estimatePath: estimatePath!, closedId: closed.id, administrator, appointmentPath: appointmentPath!, answerPath: answerPath! };
}

/** The page once it has drawn what it shows: its heading, nothing loading, nothing in flight. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

test('the table lists every route: the host\'s pages, each prefix a remote declares, each account page', async ({ request }) => {
  const listed = new Set(ROUTES.map((row) => row.route.split(' ')[0]));
  const hostPages = [...LAYOUT_PAGES, ...BARE_PAGES].map((name) => `/${name}`);
  const { routes } = await ok<{ routes: { prefix: string }[] }>(await request.get(`${site.host}/remotes.json`), 'remotes.json');
  const accountApp = readFileSync(path.resolve(__dirname, '../../../mf-account/src/exposed/account-app.tsx'), 'utf8');
  const accountPages = [...accountApp.matchAll(/<Route path="([^"*]+)"/g)].map((match) => `/account/${match[1]}`);
  const missing = [
    ...hostPages.filter((route) => !listed.has(route)),
    ...routes.map((route) => `/${route.prefix}`).filter((prefix) => ![...listed].some((route) => route === prefix || route.startsWith(`${prefix}/`))),
    ...accountPages.filter((route) => !listed.has(route)),
  ];
  expect(accountPages.length).toBeGreaterThan(0);
  expect(missing, 'routes with no row in ROUTES').toEqual([]);
});

for (const row of ROUTES) {
  test(`in the pseudo-locale, ${row.route} shows no text that did not pass through the i18n layer`, async ({ page, context, allowPageErrors }, testInfo) => {
    test.setTimeout(90_000);
    if (row.prerendered) allowPageErrors(/hydration of the prerendered page failed/);
    const data = await dataFor(page.request, testInfo.project.name);
    await context.addInitScript(() => localStorage.setItem('directpay:pseudo-locale', 'on'));
    if (row.signedIn) await storeSession(page, row.administrator ? data.administrator : data.owner);
    const url = row.url(data);
    await page.goto(url);
    await settled(page);
    const found = (await untranslatedText(page)).map((text) => `${url}: ${text}`);
    if (row.open) {
      await row.open(page);
      await page.waitForLoadState('networkidle');
      found.push(...(await untranslatedText(page)).map((text) => `${url} (opened): ${text}`).filter((line) => !found.includes(line.replace(' (opened)', ''))));
    }
    if (found.length) console.log(`Untranslated on ${row.route}:\n  ${found.join('\n  ')}`);
    expect(found, `visible text on ${row.route} that did not pass through the i18n layer`).toEqual([]);
  });
}
