/**
 * Every public endpoint leaves an unpublished clinic out: a Record over every
 * endpoint without a required session, so a new public endpoint does not
 * compile until it says how it shows a clinic (or why it shows none). Each
 * check is run while the import's clinics are public (they are seen), once they
 * are unpublished (they are not: lists, counts, the map, files, 404s) and once
 * published again (seen again, so no cache kept the unpublished answer).
 */
import { gunzipSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { addDays, dayIn, weekdayOf, type EndpointName, type Endpoints } from '@directpay/contracts';
import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from '../owner/helpers';
import { HEADER, importRequest, location, row } from '../imports/support';

jest.setTimeout(120_000);

/** The endpoints the public calls: those that need no session. */
type PublicName = { [K in EndpointName]: Endpoints[K] extends { auth: 'session' } ? never : K }[EndpointName];

/** Whether a request shows the import's clinics; or, for an endpoint that shows no clinic, why. */
type Check = { seen: () => Promise<boolean> } | { showsNoClinic: string };

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
let importId = '';
/** The import's three clinics. */
let ids: string[] = [];
/** A clinic made by hand, always public: lists and counts keep it. */
let control = '';

const call = (options: InjectOptions | string) => t.app.inject(options);
/** Messages are rate limited by address: each comes from an address of its own. */
let sender = 0;
const fromAnother = (options: InjectOptions): InjectOptions => ({ ...options, remoteAddress: `10.0.${Math.floor(++sender / 250)}.${sender % 250}` });
const mentions = (response: LightMyRequestResponse) => ids.some((id) => response.body.includes(id));
const eachFound = async (request: (id: string) => InjectOptions | string, ok: number) => {
  const answers = await Promise.all(ids.map((id) => call(request(id))));
  if (answers.every((a) => a.statusCode === ok)) return true;
  if (answers.every((a) => a.statusCode === 404)) return false;
  throw new Error(`${JSON.stringify(request(ids[0]))} answered ${answers.map((a) => `${a.statusCode} ${a.body.slice(0, 200)}`).join(', ')}`);
};
const exportMentions = async (url: string) => {
  const response = await call(url);
  expect(response.statusCode).toBe(200);
  const text = gunzipSync(response.rawPayload).toString('utf8');
  return ids.some((id) => text.includes(id));
};
/** Three locations with an email address, so messages can reach them. */
const CSV = [
  HEADER,
  ...[
    location('slc-1', 'Smiles Salt Lake', { city: 'Salt Lake City', zip: '84101' }),
    location('provo-1', 'Smiles Provo'),
    location('orem-1', 'Smiles Orem', { city: 'Orem', zip: '84057' }),
  ].map((l) => row({ ...l, email: 'front@smiles.example.com' })),
  '',
].join('\r\n');
/** A weekday two weeks ahead in Utah: inside the imported clinics' hours and notice. */
const appointmentDay = (): string => {
  let day = addDays(dayIn('America/Denver'), 14);
  while ([0, 6].includes(weekdayOf(day))) day = addDays(day, 1);
  return day;
};
const SERVICE = encodeURIComponent('Exam, x-ray & cleaning');
const UTAH = '-112.5,40,-111.4,41';

const CHECKS: Record<PublicName, Check> = {
  searchClinics: {
    seen: async () => {
      const answers = await Promise.all(
        [`/clinics?categoryId=1&sort=name&limit=50`, `/clinics?categoryId=1&bbox=${UTAH}&sort=price`, `/clinics?categoryId=1&near=40.3,-111.7&sort=distance`].map((url) => call(url)),
      );
      // Counts too: with the import's clinics hidden, only the control is counted.
      return answers.some((a) => mentions(a) || a.json().total !== 1);
    },
  },
  getClinicMarkers: { seen: async () => mentions(await call('/clinics/markers?categoryId=1&zoom=22')) },
  getClinic: { seen: () => eachFound((id) => `/clinics/${id}`, 200) },
  getPriceCard: { seen: () => eachFound((id) => `/clinics/${id}/price-card`, 200) },
  compareClinics: {
    seen: async () => {
      const response = await call(`/clinics/compare?ids=${control},${ids[0]},${ids[1]}&near=40.3,-111.7`);
      return response.statusCode === 200 && mentions(response);
    },
  },
  getPriceRange: {
    seen: async () => (await call(`/clinics/price-range?categoryId=1&service=${SERVICE}&bbox=${UTAH}`)).json().range.count !== 1,
  },
  getLocalPrices: { seen: () => eachFound((id) => `/clinics/${id}/local-prices`, 200) },
  getSitemapClinics: { seen: async () => mentions(await call('/sitemap/clinics?page=0')) },
  listPriceFiles: { seen: async () => mentions(await call('/open-data/price-files?limit=100')) },
  getStandardChargesJson: { seen: () => eachFound((id) => `/open-data/clinics/${id}/standard-charges.json`, 200) },
  getStandardChargesCsv: { seen: () => eachFound((id) => `/open-data/clinics/${id}/standard-charges.csv`, 200) },
  getClinicsCsvExport: { seen: () => exportMentions('/open-data/clinics.csv.gz') },
  getClinicsNdjsonExport: { seen: () => exportMentions('/open-data/clinics.ndjson.gz') },
  getStandardChargesWideCsv: { seen: () => eachFound((id) => `/open-data/clinics/${id}/standard-charges-wide.csv`, 200) },
  getSchedulingManifest: { showsNoClinic: 'it lists the two scheduling files, which the checks below cover' },
  getSchedulingLocations: { seen: async () => mentions(await call('/open-data/scheduling/locations.ndjson')) },
  getSchedulingSchedules: { seen: async () => mentions(await call('/open-data/scheduling/schedules.ndjson')) },
  getOpenDataPackage: { showsNoClinic: 'it describes the two export files (their bytes and columns), which the export checks cover' },
  getTestClinic: { seen: () => eachFound((id) => `/test/${id}`, 200) },
  recordClinicEvent: { seen: () => eachFound((id) => ({ method: 'POST', url: `/clinics/${id}/events`, payload: { type: 'profile_view' } }), 204) },
  contactClinic: {
    seen: () => eachFound((id) => fromAnother({ method: 'POST', url: `/clinics/${id}/contact`, payload: { name: 'Jo', emailAddress: 'jo@example.com', message: 'Hello' } }), 202),
  },
  reportPriceMismatch: {
    seen: () =>
      eachFound(
        (id) => fromAnother({ method: 'POST', url: `/clinics/${id}/price-reports`, payload: { service: 'Exam, x-ray & cleaning', amountPaid: '150', visitDate: new Date().toISOString().slice(0, 10), note: 'More' } }),
        202,
      ),
  },
  requestEstimate: {
    seen: () =>
      eachFound(
        (id) => fromAnother({
          method: 'POST',
          url: `/clinics/${id}/estimate-requests`,
          payload: { patientName: 'Sam Lee', dateOfBirth: '1988-04-12', email: 'sam@example.com', services: [{ description: 'Exam, x-ray & cleaning', quantity: 1 }] },
        }),
        201,
      ),
  },
  getHealth: { showsNoClinic: 'the service state' },
  getReadiness: { showsNoClinic: 'the service state' },
  getCategories: { showsNoClinic: 'the catalog' },
  searchPlaces: { showsNoClinic: 'US places' },
  getImage: { showsNoClinic: 'image bytes by an id only a profile or the owner names' },
  getAuthProviders: { showsNoClinic: 'sign-in' },
  signUp: { showsNoClinic: 'sign-in' },
  logIn: { showsNoClinic: 'sign-in' },
  getDevToken: { showsNoClinic: 'sign-in' },
  confirmEmail: { showsNoClinic: 'sign-in' },
  // Imported clinics list no hours, so a found one refuses the window as a closed day (400); an unpublished one is 404.
  requestAppointment: {
    seen: () =>
      eachFound(
        (id) => fromAnother({
          method: 'POST',
          url: `/clinics/${id}/appointment-requests`,
          payload: { service: 'Exam, x-ray & cleaning', windows: [{ day: appointmentDay(), part: 'morning' }], name: 'Sam Lee', email: 'sam@example.com', selfPay: false },
        }),
        400,
      ),
  },
  getPatientAppointment: { showsNoClinic: "a patient's own request, by its private link: it stays the patient's" },
  acceptAppointmentProposal: { showsNoClinic: "a patient's own request, by its private link: it stays the patient's" },
  cancelAppointment: { showsNoClinic: "a patient's own request, by its private link: it stays the patient's" },
  getAppointmentCalendar: { showsNoClinic: "a patient's own appointment, by its private link: it stays the patient's" },
  getAppointmentLink: { showsNoClinic: "a clinic's own request, by its signed link: it stays the clinic's" },
  useAppointmentLink: { showsNoClinic: "a clinic's own request, by its signed link: it stays the clinic's" },
  signInWithGoogle: { showsNoClinic: 'sign-in' },
  contactSite: { showsNoClinic: 'a message to the site' },
  getPatientEstimate: { showsNoClinic: "a patient's own estimate, by its private link: it stays the patient's" },
  getPatientEstimatePdf: { showsNoClinic: "a patient's own estimate, by its private link: it stays the patient's" },
};

const showing = Object.entries(CHECKS).flatMap(([name, check]) => ('seen' in check ? [[name, check.seen] as const] : []));

beforeAll(async () => {
  t = await buildOwnerTestApp();
  owner = await signIn(t.app, 'absent@example.com');
  const body = multipart([['jsonPayload', JSON.stringify(validClinic({ detail: { ...validClinic().detail, name: 'Control Smiles' } }))]]);
  control = (await call({ method: 'POST', url: '/account/clinics', headers: { ...owner.headers, ...body.headers }, payload: body.payload })).json().result.id;
  expect((await importRequest(t.app, owner, CSV, { apply: true })).statusCode).toBe(200);
  importId = (await call({ url: '/account/imports', headers: owner.headers })).json().results[0].id;
  ids = ((await call({ url: '/account/clinics', headers: owner.headers })).json().results as { id: string }[]).map((c) => c.id).filter((id) => id !== control);
  expect(ids).toHaveLength(3);
});
afterAll(() => t?.close());

const setPublished = async (published: boolean) => {
  const response = await call({ method: 'PUT', url: `/account/imports/${importId}/visibility`, headers: owner.headers, payload: { published } });
  expect(response.statusCode).toBe(200);
};

async function seenBy(): Promise<Record<string, boolean>> {
  const seen: Record<string, boolean> = {};
  for (const [name, check] of showing) seen[name] = await check();
  return seen;
}

const every = (value: boolean) => Object.fromEntries(showing.map(([name]) => [name, value]));

it('shows the clinics everywhere while public, nowhere once unpublished, and everywhere again once published', async () => {
  expect(await seenBy()).toEqual(every(true));
  await setPublished(false);
  expect(await seenBy()).toEqual(every(false));
  await setPublished(true);
  expect(await seenBy()).toEqual(every(true));
});

it('keeps the control clinic public throughout', async () => {
  expect((await call(`/clinics/${control}`)).statusCode).toBe(200);
});
