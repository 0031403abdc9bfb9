/**
 * Hardening, property-based: requests generated with fast-check from each
 * account route's schemas (multipart jsonPayload from ClinicInput and
 * DoctorPayload, the imports' CSV of hostile cells), as owner A, owner B or with a broken token.
 */
import { buildHardeningApp, type HardeningApp } from './support/app';
import { setUpCallers } from './support/callers';
import { NUM_RUNS, checkRoute, type Callers } from './support/property';
import { ACCOUNT_ROUTES, reachableRoutes } from './support/route-list';

jest.setTimeout(180_000);
let h: HardeningApp;
let callers: Callers;
beforeAll(async () => {
  h = await buildHardeningApp();
  callers = await setUpCallers(h);
});
afterAll(() => h.close());

describe('property-based requests from the route schemas', () => {
  it.each(ACCOUNT_ROUTES)(`%s: ${NUM_RUNS} generated requests`, async (key) => {
    await checkRoute(h, reachableRoutes(h).get(key)!, callers);
  });
});
