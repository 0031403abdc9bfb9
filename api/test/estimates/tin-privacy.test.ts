/**
 * A clinic's TIN never leaves the server in a public answer: every public GET
 * route (the hardening route list, so a new one must be added here) and the
 * patient's estimate page are read for a clinic that has one, and none holds
 * its digits in any grouping. The owner's own view shows it.
 */
import { gunzipSync } from 'node:zlib';
import { CLINIC_TIN_DIGITS, askForEstimate, createClinic, detail, estimateMails, gfeClinic, issue, requestIds, tokenIn } from './support';
import { buildOwnerTestApp, signIn, type TestApp } from '#test/owner/helpers';
import { PUBLIC_ROUTES } from '#test/hardening/support/route-list';

jest.setTimeout(90_000);

let t: TestApp;
let clinicId = '';
let token = '';
beforeAll(async () => {
  t = await buildOwnerTestApp();
  const owner = await signIn(t.app, 'tin-owner@example.com');
  clinicId = await createClinic(t, owner, gfeClinic());
  await createClinic(t, owner, gfeClinic({ detail: { ...gfeClinic().detail, name: 'Second Smiles' } }));
  await askForEstimate(t, clinicId);
  const [id] = await requestIds(t, owner);
  expect((await issue(t, owner, id, (await detail(t, owner, id)).json().draft)).statusCode).toBe(201);
  token = tokenIn(estimateMails(t, 'sam@example.com')[0]);
});
afterAll(() => t.close());

const forms = [CLINIC_TIN_DIGITS, `${CLINIC_TIN_DIGITS.slice(0, 2)}-${CLINIC_TIN_DIGITS.slice(2)}`, `${CLINIC_TIN_DIGITS.slice(0, 3)}-${CLINIC_TIN_DIGITS.slice(3, 5)}-${CLINIC_TIN_DIGITS.slice(5)}`];
const EXAM = encodeURIComponent('Exam, x-ray & cleaning');

describe("a clinic's TIN", () => {
  it('is in no answer of a public GET route', async () => {
    const second = async () => (await t.app.inject('/clinics?categoryId=1')).json().results.find((c: { id: string }) => c.id !== clinicId).id as string;
    const urls: Record<string, () => Promise<string> | string> = {
      'GET /health': () => '/health',
      'GET /health/ready': () => '/health/ready',
      'GET /clinics': () => '/clinics?categoryId=1',
      'GET /clinics/markers': () => '/clinics/markers?categoryId=1',
      'GET /clinics/:id': () => `/clinics/${clinicId}`,
      'GET /clinics/compare': async () => `/clinics/compare?ids=${clinicId},${await second()}`,
      'GET /clinics/price-range': () => `/clinics/price-range?categoryId=1&service=${EXAM}&bbox=-112,40,-111,41`,
      'GET /clinics/:id/local-prices': () => `/clinics/${clinicId}/local-prices`,
      'GET /categories': () => '/categories',
      'GET /images/:id': () => '/images/0123456789abcdef01234567',
      'GET /test/:id': () => `/test/${clinicId}`,
      'GET /places': () => '/places?q=provo',
      'GET /sitemap/clinics': () => '/sitemap/clinics?page=0',
      'GET /clinics/:id/price-card': () => `/clinics/${clinicId}/price-card`,
      'GET /open-data/price-files': () => '/open-data/price-files',
      'GET /open-data/clinics/:id/standard-charges.json': () => `/open-data/clinics/${clinicId}/standard-charges.json`,
      'GET /open-data/clinics/:id/standard-charges.csv': () => `/open-data/clinics/${clinicId}/standard-charges.csv`,
      'GET /open-data/clinics/:id/standard-charges-wide.csv': () => `/open-data/clinics/${clinicId}/standard-charges-wide.csv`,
      'GET /open-data/clinics.csv.gz': () => '/open-data/clinics.csv.gz',
      'GET /open-data/clinics.ndjson.gz': () => '/open-data/clinics.ndjson.gz',
      'GET /open-data/datapackage.json': () => '/open-data/datapackage.json',
      'GET /open-data/scheduling/$bulk-publish': () => '/open-data/scheduling/$bulk-publish',
      'GET /open-data/scheduling/locations.ndjson': () => '/open-data/scheduling/locations.ndjson',
      'GET /open-data/scheduling/schedules.ndjson': () => '/open-data/scheduling/schedules.ndjson',
      'GET /estimates/:token': () => `/estimates/${token}`,
      // The PDF carries the TINs by law: the document is where they belong.
      'GET /estimates/:token/pdf': () => '',
      // An appointment's answers are built from the request's own copy of the clinic (name, address, phone), which holds no TIN.
      'GET /appointments/:token': () => '',
      'GET /appointments/:token/calendar.ics': () => '',
      'GET /appointment-links/:token': () => '',
    };
    for (const key of PUBLIC_ROUTES.filter((r) => r.startsWith('GET '))) {
      expect({ key, listed: key in urls }).toEqual({ key, listed: true });
      const url = await urls[key]();
      if (!url) continue;
      const res = await t.app.inject(url);
      expect({ url, status: res.statusCode < 500 }).toEqual({ url, status: true });
      // The exports are gzip files: read what a downloader reads.
      const body = url.endsWith('.gz') && res.statusCode === 200 ? gunzipSync(res.rawPayload).toString('utf8') : res.body;
      if (url.endsWith('.gz')) expect({ url, status: res.statusCode, hasClinic: body.includes(clinicId) }).toEqual({ url, status: 200, hasClinic: true });
      for (const form of forms) expect({ url, leaks: body.includes(form) }).toEqual({ url, leaks: false });
    }
  });

  it("is in the owner's own view of the clinic", async () => {
    const owner = await signIn(t.app, 'tin-owner@example.com');
    const mine = (await t.app.inject({ method: 'GET', url: '/account/clinics', headers: owner.headers })).json().results;
    expect(mine.find((c: { id: string }) => c.id === clinicId).tin).toBe(CLINIC_TIN_DIGITS);
  });
});
