/**
 * Demo data for appointment requests: as `npm start` seeds it, the development account's
 * Requests list shows one requested, one proposed and one confirmed request, with their times,
 * and its FHIR export holds them as valid Appointments.
 */
import { DEV_ACCOUNT_EMAIL } from '#src/demo/demo-estimates';
import { buildOwnerTestApp, signIn, type TestApp } from '#test/owner/helpers';
import { validateFhir } from '../open-data/support/fhir-schema';

jest.setTimeout(180_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildOwnerTestApp({ SEED_DEMO: 'on', DEV_IDP: 'on' });
}, 180_000);
afterAll(() => t.close());

it('the development account sees requested, proposed and confirmed appointment requests', async () => {
  const dev = await signIn(t.app, DEV_ACCOUNT_EMAIL);
  const res = await t.app.inject({ method: 'GET', url: '/account/appointment-requests', headers: dev.headers });
  expect(res.statusCode).toBe(200);
  const results = res.json().results as { state: string; time?: { day: string; from: string; to: string }; windows: unknown[] }[];
  expect(results.map((r) => r.state).sort()).toEqual(['confirmed', 'proposed', 'requested']);
  for (const r of results) expect(r.windows.length).toBeGreaterThan(0);
  expect(results.filter((r) => r.time).map((r) => r.state).sort()).toEqual(['confirmed', 'proposed']);

  const fhir = await t.app.inject({ method: 'GET', url: '/account/appointment-requests.fhir', headers: dev.headers });
  const bundle = fhir.json() as { entry: { resource: { status: string } }[] };
  expect(validateFhir(bundle)).toEqual([]);
  expect(bundle.entry.map((e) => e.resource.status).sort()).toEqual(['booked', 'pending', 'proposed']);
});
