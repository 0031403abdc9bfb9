/**
 * Issue 14: the contracts define every endpoint, and the API keeps to them.
 * - Every definition is a registered route and every route has a definition.
 * - /docs/json lists every definition with all of its responses.
 * - A valid request to each endpoint (real app, embedded engine, signed-in owner,
 *   an existing clinic, doctor and image) answers a status of its definition with
 *   a body matching that status's schema.
 * - Invalid requests answer ApiErrorBody with the right `field` pointer.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { ApiErrorBody, BinaryBody, addDays, dayIn, weekdayOf, IMPORT_TEMPLATE_CSV, NoContent, endpoints, fileMediaType, useFieldFormats, type EndpointDefinition, type EndpointName } from '@directpay/contracts';
import { buildHardeningApp, type HardeningApp } from '../hardening/support/app';
import { reachableRoutes } from '../hardening/support/route-list';
import { multipart, pngImage, signIn, validClinic, validDoctor } from '../owner/helpers';
import { readOutbox } from '../messages/outbox';

jest.setTimeout(120_000);
useFieldFormats();

let h: HardeningApp;
let owner: Awaited<ReturnType<typeof signIn>>;
let clinicId = '';
let doctorId = '';
let imageId = '';
const password = { email: 'conformance-pw@example.com', headers: {} as Record<string, string> };

const bodyOf = (res: LightMyRequestResponse) => (res.body === '' ? undefined : (res.json() as unknown));
const form = (payload: unknown, files: [string, { bytes: Buffer }][] = []) => multipart([['jsonPayload', JSON.stringify(payload)], ...files]);
const upload = (method: 'POST' | 'PUT', url: string, body: ReturnType<typeof multipart>): InjectOptions => ({
  method,
  url,
  headers: { ...owner.headers, ...body.headers },
  payload: body.payload,
});

beforeAll(async () => {
  h = await buildHardeningApp();
  owner = await signIn(h.app, 'conformance@example.com');
  const created = await h.app.inject(upload('POST', '/account/clinics', form(validClinic({ images: [{ url: '' }] }), [['image0', { bytes: await pngImage() }]])));
  expect(created.statusCode).toBe(201);
  clinicId = created.json().result.id;
  imageId = new URL(created.json().result.images[0].url).pathname.split('/').pop()!;
  const doctor = await h.app.inject(upload('POST', `/account/clinics/${clinicId}/doctors`, form(validDoctor())));
  expect(doctor.statusCode).toBe(201);
  doctorId = doctor.json().result.id;
});
afterAll(() => h?.close());

const requestId = async () => (await h.app.inject({ method: 'GET', url: '/account/estimate-requests', headers: owner.headers })).json().results[0].id as string;
/** The import the applyImport case made. */
const importId = async () => (await h.app.inject({ method: 'GET', url: '/account/imports', headers: owner.headers })).json().results[0].id as string;
/** The private link's token, from the mail that carried the estimate. */
/** A weekday two weeks ahead in the clinic's time zone: inside its hours and notice. */
const appointmentDay = () => nextWeekday(addDays(dayIn('America/Denver'), 14));
const nextWeekday = (day: string): string => ([0, 6].includes(weekdayOf(day)) ? nextWeekday(addDays(day, 1)) : day);
/** The patient's private link, from the request's first mail. */
const appointmentToken = () => /\/appointment\/([A-Za-z0-9_-]{43})/.exec(readOutbox(h.app.config.outboxDir).find((m) => m.headers.to === 'sam@example.com' && m.text.includes('/appointment/'))?.text ?? '')?.[1] ?? '';
/** The clinic's one-click link proposing another time for the first window. */
const proposeLink = () => /Propose another time: \S*\/appointment-answer\/(\S+)/.exec(readOutbox(h.app.config.outboxDir).find((m) => m.text.includes('/appointment-answer/'))?.text ?? '')?.[1] ?? '';
const estimateToken = () => /\/estimate\/([A-Za-z0-9_-]{43})/.exec(readOutbox(h.app.config.outboxDir).find((m) => m.attachments.length > 0)?.text ?? '')?.[1] ?? '';

/**
 * One valid request per definition, in the order they run (reads before the
 * writes that change what they read; deletes last). A Record over every
 * EndpointName: a new definition without a case here does not compile.
 */
const VALID: Record<EndpointName, () => Promise<InjectOptions> | InjectOptions> = {
  getHealth: () => ({ method: 'GET', url: '/health' }),
  getReadiness: () => ({ method: 'GET', url: '/health/ready' }),
  searchClinics: () => ({ method: 'GET', url: '/clinics?categoryId=1&sort=name&limit=5' }),
  getClinicMarkers: () => ({ method: 'GET', url: '/clinics/markers?categoryId=1' }),
  getClinic: () => ({ method: 'GET', url: `/clinics/${clinicId}` }),
  getPriceCard: () => ({ method: 'GET', url: `/clinics/${clinicId}/price-card` }),
  compareClinics: async () => {
    const second = await h.app.inject(upload('POST', '/account/clinics', form(validClinic({ detail: { ...validClinic().detail, name: 'Second Smiles' } }))));
    return { method: 'GET', url: `/clinics/compare?ids=${clinicId},${second.json().result.id}&near=40.7,-111.9` };
  },
  getPriceRange: () => ({ method: 'GET', url: `/clinics/price-range?categoryId=1&service=${encodeURIComponent('Exam, x-ray & cleaning')}&bbox=-112,40,-111,41` }),
  getLocalPrices: () => ({ method: 'GET', url: `/clinics/${clinicId}/local-prices` }),
  getSitemapClinics: () => ({ method: 'GET', url: '/sitemap/clinics?page=0' }),
  listPriceFiles: () => ({ method: 'GET', url: '/open-data/price-files?limit=10' }),
  getStandardChargesJson: () => ({ method: 'GET', url: `/open-data/clinics/${clinicId}/standard-charges.json` }),
  getStandardChargesCsv: () => ({ method: 'GET', url: `/open-data/clinics/${clinicId}/standard-charges.csv` }),
  getStandardChargesWideCsv: () => ({ method: 'GET', url: `/open-data/clinics/${clinicId}/standard-charges-wide.csv` }),
  getClinicsCsvExport: () => ({ method: 'GET', url: '/open-data/clinics.csv.gz' }),
  getClinicsNdjsonExport: () => ({ method: 'GET', url: '/open-data/clinics.ndjson.gz' }),
  getOpenDataPackage: () => ({ method: 'GET', url: '/open-data/datapackage.json' }),
  getSchedulingManifest: () => ({ method: 'GET', url: '/open-data/scheduling/$bulk-publish' }),
  getSchedulingLocations: () => ({ method: 'GET', url: '/open-data/scheduling/locations.ndjson' }),
  getSchedulingSchedules: () => ({ method: 'GET', url: '/open-data/scheduling/schedules.ndjson' }),
  getTestClinic: () => ({ method: 'GET', url: `/test/${clinicId}` }),
  getCategories: () => ({ method: 'GET', url: '/categories' }),
  searchPlaces: () => ({ method: 'GET', url: '/places?q=aus&limit=3' }),
  getImage: () => ({ method: 'GET', url: `/images/${imageId}` }),
  getAuthProviders: () => ({ method: 'GET', url: '/auth/providers' }),
  signUp: () => ({ method: 'POST', url: '/auth/signup', payload: { email: password.email, password: 'password1' } }),
  confirmEmail: () => {
    const mail = readOutbox(h.app.config.outboxDir).find((m) => m.text.includes('confirm-email?token='));
    const token = decodeURIComponent(/confirm-email\?token=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
    return { method: 'POST', url: '/auth/confirm-email', payload: { token } };
  },
  logIn: () => ({ method: 'POST', url: '/auth/login', payload: { email: password.email, password: 'password1' } }),
  getDevToken: () => ({ method: 'POST', url: '/auth/dev/token', payload: { email: 'dev@example.com' } }),
  getSession: () => ({ method: 'GET', url: '/auth/session', headers: password.headers }),
  sendConfirmation: () => ({ method: 'POST', url: '/auth/confirmation', headers: owner.headers }),
  changePassword: () => ({ method: 'POST', url: '/auth/password', headers: password.headers, payload: { currentPassword: 'password1', newPassword: 'password2' } }),
  signInWithGoogle: async () => {
    const dev = await h.app.inject({ method: 'POST', url: '/auth/dev/token', payload: { email: 'conformance@example.com' } });
    return { method: 'POST', url: '/google_auth', payload: { token: dev.json().token } };
  },
  listOwnerClinics: () => ({ method: 'GET', url: '/account/clinics', headers: owner.headers }),
  createOwnerClinic: () => upload('POST', '/account/clinics', form(validClinic({ detail: { ...validClinic().detail, name: 'Second' } }))),
  updateOwnerClinic: () => upload('PUT', `/account/clinics/${clinicId}`, form(validClinic({ images: [{ url: `http://api.test/images/${imageId}` }] }))),
  createDoctor: () => upload('POST', `/account/clinics/${clinicId}/doctors`, form(validDoctor({ firstname: 'Bea' }))),
  updateDoctor: () => upload('PUT', `/account/clinics/${clinicId}/doctors/${doctorId}`, form(validDoctor({ lastname: 'Lopez' }))),
  getMetrics: () => ({ method: 'GET', url: '/account/metrics?days=7', headers: owner.headers }),
  previewImport: () => upload('POST', '/account/imports/preview', multipart([['file', { filename: 'locations.csv', contentType: 'text/csv', bytes: Buffer.from(IMPORT_TEMPLATE_CSV) }]])),
  applyImport: () => upload('POST', '/account/imports', multipart([['file', { filename: 'locations.csv', contentType: 'text/csv', bytes: Buffer.from(IMPORT_TEMPLATE_CSV) }]])),
  listImports: () => ({ method: 'GET', url: '/account/imports', headers: owner.headers }),
  setClinicVisibility: () => ({ method: 'PUT', url: `/account/clinics/${clinicId}/visibility`, headers: owner.headers, payload: { published: true } }),
  setImportVisibility: async () => ({ method: 'PUT', url: `/account/imports/${await importId()}/visibility`, headers: owner.headers, payload: { published: true } }),
  recordClinicEvent: () => ({ method: 'POST', url: `/clinics/${clinicId}/events`, payload: { type: 'profile_view' } }),
  contactClinic: () => ({ method: 'POST', url: `/clinics/${clinicId}/contact`, payload: { name: 'Jo', emailAddress: 'jo@example.com', message: 'Hello' } }),
  contactSite: () => ({
    method: 'POST',
    url: '/contact_us',
    payload: { first_name: 'Sam', last_name: 'Lee', email_address: 'sam@example.com', phone_number: '+1 801 555 0101', message: 'Hi' },
  }),
  reportPriceMismatch: () => ({
    method: 'POST',
    url: `/clinics/${clinicId}/price-reports`,
    payload: { service: 'Exam, x-ray & cleaning', amountPaid: '150', visitDate: new Date().toISOString().slice(0, 10), note: 'Charged more' },
  }),
  listPriceReports: () => ({ method: 'GET', url: `/account/clinics/${clinicId}/price-reports`, headers: owner.headers }),
  resolvePriceReport: async () => {
    const list = await h.app.inject({ method: 'GET', url: `/account/clinics/${clinicId}/price-reports`, headers: owner.headers });
    return { method: 'POST', url: `/account/clinics/${clinicId}/price-reports/${list.json().results[0].id}/resolve`, headers: owner.headers };
  },
  confirmPrices: () => ({ method: 'POST', url: `/account/clinics/${clinicId}/prices-confirmation`, headers: owner.headers }),
  requestEstimate: async () => {
    // Issuing needs the clinic's NPI and TIN; requests do not.
    await h.app.mongo.db.collection('clinics').updateOne({}, { $set: { npi: '1234567893', tin: '123456789' } });
    return {
      method: 'POST',
      url: `/clinics/${clinicId}/estimate-requests`,
      payload: { patientName: 'Sam Lee', dateOfBirth: '1988-04-12', email: 'sam@example.com', services: [{ description: 'Exam, x-ray & cleaning', quantity: 1 }] },
    };
  },
  listEstimateRequests: () => ({ method: 'GET', url: '/account/estimate-requests', headers: owner.headers }),
  getAppointmentMetrics: () => ({ method: 'GET', url: '/account/appointment-metrics', headers: owner.headers }),
  getOwnerAppointmentsFhir: () => ({ method: 'GET', url: '/account/appointment-requests.fhir', headers: owner.headers }),
  getEstimateRequest: async () => ({ method: 'GET', url: `/account/estimate-requests/${await requestId()}`, headers: owner.headers }),
  issueEstimate: async () => {
    // The draft's lines have no diagnosis codes: the owner issues it as it is.
    const id = await requestId();
    const detail = await h.app.inject({ method: 'GET', url: `/account/estimate-requests/${id}`, headers: owner.headers });
    return { method: 'POST', url: `/account/estimate-requests/${id}/estimates`, headers: owner.headers, payload: { ...detail.json().draft, acceptWarnings: true } };
  },
  getEstimatePdf: async () => {
    const list = await h.app.inject({ method: 'GET', url: '/account/estimate-requests', headers: owner.headers });
    return { method: 'GET', url: `/account/estimates/${list.json().results[0].estimateId}/pdf`, headers: owner.headers };
  },
  getPatientEstimate: () => ({ method: 'GET', url: `/estimates/${estimateToken()}` }),
  requestAppointment: () => ({
    method: 'POST',
    url: `/clinics/${clinicId}/appointment-requests`,
    payload: { service: 'Exam, x-ray & cleaning', windows: [{ day: appointmentDay(), part: 'morning' }], name: 'Sam Lee', email: 'sam@example.com', selfPay: true },
  }),
  getPatientAppointment: () => ({ method: 'GET', url: `/appointments/${appointmentToken()}` }),
  getAppointmentLink: () => ({ method: 'GET', url: `/appointment-links/${proposeLink()}` }),
  useAppointmentLink: () => ({ method: 'POST', url: `/appointment-links/${proposeLink()}`, payload: { action: 'propose', time: { day: appointmentDay(), from: '10:00', to: '10:30' } } }),
  acceptAppointmentProposal: () => ({ method: 'POST', url: `/appointments/${appointmentToken()}/accept` }),
  getAppointmentCalendar: () => ({ method: 'GET', url: `/appointments/${appointmentToken()}/calendar.ics` }),
  cancelAppointment: () => ({ method: 'POST', url: `/appointments/${appointmentToken()}/cancel` }),
  listOwnerAppointments: () => ({ method: 'GET', url: `/account/appointment-requests?clinicId=${clinicId}`, headers: owner.headers }),
  answerOwnerAppointment: async () => {
    // The first request is cancelled by now: a second one to decline.
    const asked = await h.app.inject({ method: 'POST', url: `/clinics/${clinicId}/appointment-requests`, remoteAddress: '10.7.0.1', payload: { service: 'Exam, x-ray & cleaning', windows: [{ day: appointmentDay(), part: 'afternoon' }], name: 'Kim Ray', email: 'kim@example.com', selfPay: false } });
    expect(asked.statusCode).toBe(202);
    const list = (await h.app.inject({ method: 'GET', url: '/account/appointment-requests?state=requested', headers: owner.headers })).json();
    return { method: 'POST', url: `/account/appointment-requests/${list.results[0].id}/answer`, headers: owner.headers, payload: { action: 'decline', reason: 'Fully booked that day.' } };
  },
  getPatientEstimatePdf: () => ({ method: 'GET', url: `/estimates/${estimateToken()}/pdf` }),
  deleteDoctor: () => ({ method: 'DELETE', url: `/account/clinics/${clinicId}/doctors/${doctorId}`, headers: owner.headers }),
  deleteOwnerClinic: () => ({ method: 'DELETE', url: `/account/clinics/${clinicId}`, headers: owner.headers }),
  endAllSessions: () => ({ method: 'DELETE', url: '/auth/sessions', headers: password.headers }),
};

/** The answer has a status its definition lists, and a body that status's schema accepts. */
function expectConforms(endpoint: EndpointDefinition, res: LightMyRequestResponse): void {
  const schema = endpoint.responses[res.statusCode];
  if (!schema) throw new Error(`${endpoint.method} ${endpoint.path} answered ${res.statusCode}, which its definition does not list: ${res.body.slice(0, 300)}`);
  if (schema === NoContent) return expect(res.body).toBe('');
  if (schema === BinaryBody) return expect(res.headers['content-type']).toMatch(/^(image\/|application\/pdf)/);
  const file = fileMediaType(schema);
  if (file) return expect(String(res.headers['content-type']).split(';')[0]).toBe(file);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = bodyOf(res);
  const problems = [...Value.Errors(schema, body)].slice(0, 3).map((e) => `${e.path} ${e.message}`);
  expect(problems).toEqual([]);
}

describe('the API and the endpoint definitions', () => {
  it('registers exactly the defined routes, each from its definition', () => {
    const routes = reachableRoutes(h);
    const defined = new Set(Object.values(endpoints).map((e) => `${e.method} ${e.path}`));
    expect([...routes.keys()].filter((key) => !defined.has(key))).toEqual([]);
    expect([...defined].filter((key) => !routes.has(key))).toEqual([]);
    for (const [key, route] of routes) expect(`${route.config?.endpoint?.method} ${route.config?.endpoint?.path}`).toBe(key);
  });

  it('lists every definition in /docs/json with all of its responses', async () => {
    const res = await h.app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: { content: Record<string, unknown> } }>>;
    for (const endpoint of Object.values(endpoints) as EndpointDefinition[]) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      // A plugin's root route ('/health') is registered with and without its trailing slash.
      const operation = (paths[path] ?? paths[`${path}/`])?.[endpoint.method.toLowerCase()];
      expect({ route: `${endpoint.method} ${endpoint.path}`, found: Boolean(operation) }).toEqual({ route: `${endpoint.method} ${endpoint.path}`, found: true });
      // Its own statuses, and those answered before any handler (openapi-shared-statuses.ts).
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(Object.keys(endpoint.responses)));
      if (endpoint.bodyKind === 'multipart') expect(Object.keys(operation.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
      else if (endpoint.body) expect(Object.keys(operation.requestBody?.content ?? {})).toEqual(['application/json']);
    }
    expect(res.json().components.schemas.ApiError).toBeDefined();
  });

  it('answers a valid request to every endpoint with a status and body of its definition', async () => {
    const seen: string[] = [];
    for (const [name, request] of Object.entries(VALID) as [EndpointName, () => Promise<InjectOptions> | InjectOptions][]) {
      const endpoint: EndpointDefinition = endpoints[name];
      const res = await h.app.inject({ remoteAddress: `10.0.0.${seen.length + 1}`, ...(await request()) });
      expect({ name, status: res.statusCode < 400 ? 'success' : `${res.statusCode} ${res.body}` }).toEqual({ name, status: 'success' });
      expectConforms(endpoint, res);
      if (name === 'logIn') password.headers = { authorization: `Bearer ${res.json().token}` };
      if (name === 'changePassword') password.headers = { authorization: `Bearer ${res.json().token}` };
      seen.push(name);
    }
    expect(seen.sort()).toEqual(Object.keys(endpoints).sort());
  });
});

describe('invalid requests answer ApiErrorBody with a field pointer', () => {
  let headers: Record<string, string>;
  let id: string;
  beforeAll(async () => {
    headers = (await signIn(h.app, 'conformance-bad@example.com')).headers;
    const created = await h.app.inject({ ...upload('POST', '/account/clinics', form(validClinic())), headers: { ...headers, ...form(validClinic()).headers } });
    id = created.json().result?.id ?? 'f'.repeat(24);
  });
  const clinic = (change: Record<string, unknown>) => {
    const body = form({ ...validClinic(), ...change });
    return { method: 'POST' as const, url: '/account/clinics', headers: { ...headers, ...body.headers }, payload: body.payload };
  };
  const hours = (change: Record<string, unknown>) => ({ hours: { ...validClinic().hours, ...change } });
  const address = (change: Record<string, unknown>) => ({ address: { ...validClinic().address, ...change } });

  const CASES: [string, () => InjectOptions, number, string][] = [
    ['public: a category that is not a number', () => ({ method: 'GET', url: '/clinics?categoryId=abc' }), 400, '/query/categoryId'],
    ['public: no category', () => ({ method: 'GET', url: '/clinics/markers' }), 400, '/query/categoryId'],
    ['public: an unknown query parameter', () => ({ method: 'GET', url: '/places?q=aus&page=2' }), 400, '/query/page'],
    ['public: an id that is not an ObjectId', () => ({ method: 'GET', url: '/clinics/nope' }), 400, '/params/id'],
    ['open data: a price file of an id that is not an ObjectId', () => ({ method: 'GET', url: '/open-data/clinics/nope/standard-charges.json' }), 400, '/params/id'],
    ['open data: a page after an id that is not an ObjectId', () => ({ method: 'GET', url: '/open-data/price-files?after=%7B%22%24ne%22%3A1%7D' }), 400, '/query/after'],
    ['public: near out of range', () => ({ method: 'GET', url: '/clinics?categoryId=1&near=91,0' }), 400, '/query/near'],
    ['public: compare naming one clinic twice', () => ({ method: 'GET', url: `/clinics/compare?ids=${id},${id}` }), 400, '/query/ids'],
    ['public: a price range of All services', () => ({ method: 'GET', url: '/clinics/price-range?categoryId=1&service=All%20services' }), 400, '/query/service'],
    ['auth: a missing password', () => ({ method: 'POST', url: '/auth/signup', payload: { email: 'a@example.com' } }), 400, '/body/password'],
    ['auth: an unknown field', () => ({ method: 'POST', url: '/auth/login', payload: { email: 'a@example.com', password: 'x', role: 'admin' } }), 400, '/body/role'],
    ['auth: a bad email', () => ({ method: 'POST', url: '/auth/login', payload: { email: 'nope', password: 'x' } }), 400, '/body/email'],
    ['auth: a body that is not JSON', () => ({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' }), 400, '/body'],
    ['account: a price that is not a price', () => clinic({ services: [{ description: 'Exam', price: 'ten' }] }), 400, '/body/jsonPayload/services/0/price'],
    ['account: an open day without its closing time', () => clinic(hours({ mondayCloseTime: '' })), 400, '/body/jsonPayload/hours/mondayCloseTime'],
    ['account: no ZIP code', () => clinic(address({ zip: ' ' })), 400, '/body/jsonPayload/address/zip'],
    ['account: a website that is not a URL', () => clinic({ detail: { ...validClinic().detail, website: 'clinic' } }), 400, '/body/jsonPayload/detail/website'],
    ['account: a missing field', () => clinic({ hours: undefined }), 400, '/body/jsonPayload/hours'],
    ['account: metrics for 12 days', () => ({ method: 'GET', url: '/account/metrics?days=12', headers }), 400, '/query/days'],
    ['account: a doctor id that is not an ObjectId', () => ({ method: 'DELETE', url: `/account/clinics/${id}/doctors/x`, headers }), 400, '/params/id'],
    ['messages: a bad email', () => ({ method: 'POST', url: `/clinics/${id}/contact`, payload: { name: 'Jo', emailAddress: 'jo', message: 'Hi' } }), 400, '/body/emailAddress'],
    ['messages: a phone that is no number', () => ({ method: 'POST', url: '/contact_us', payload: { first_name: 'F', last_name: 'L', email_address: 'a@b.co', message: 'hi', phone_number: '555-0100' } }), 400, '/body/phone_number'],
    ['price reports: a visit date that does not exist', () => ({ method: 'POST', url: `/clinics/${id}/price-reports`, payload: { service: 'Exam, x-ray & cleaning', amountPaid: '90', visitDate: '2025-02-30' } }), 400, '/body/visitDate'],
    ['price reports: a report id that is not an ObjectId', () => ({ method: 'POST', url: `/account/clinics/${id}/price-reports/x/resolve`, headers }), 400, '/params/id'],
    ['messages: an unknown event type', () => ({ method: 'POST', url: `/clinics/${id}/events`, payload: { type: 'like' } }), 400, '/body/type'],
  ];

  it.each(CASES)('%s', async (_name, request, status, field) => {
    const res = await h.app.inject({ remoteAddress: '10.1.0.1', ...request() });
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect([...Value.Errors(ApiErrorBody, body)].map((e) => `${e.path} ${e.message}`)).toEqual([]);
    expect(body).toMatchObject({ statusCode: status, field });
    // The message stays readable on its own and names the field too.
    expect(body.message).toContain(field.split('/').filter(Boolean).pop());
  });

  it('answers the router’s own errors in the same shape', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/clinics/${'a'.repeat(200)}` });
    expect(res.statusCode).toBe(414);
    expect([...Value.Errors(ApiErrorBody, res.json())]).toEqual([]);
  });
});
