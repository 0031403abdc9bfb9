/**
 * One example request and answer per operation of the OpenAPI document, by
 * operationId (swagger.ts puts them in). Typed by the contracts, so a schema
 * change that breaks an example fails the typecheck; the document test checks
 * each against its schema as the document states it and as the API checks it.
 */
import {
  EMAIL_NOT_CONFIRMED_MESSAGE,
  IMPORT_TEMPLATE_CSV,
  WEEKDAYS,
  type ApiErrorBody,
  type EndpointName,
  type Endpoints,
  type Hours,
} from '@directpay/contracts';
import { ObjectId } from 'mongodb';
import { openDataPackage } from '#src/open-data/data-package';
import { locationOf, schedulesOf, schedulingManifest } from '#src/open-data/scheduling-links';
import { standardChargesCsv, standardChargesJson, standardChargesWideCsv } from '#src/open-data/standard-charges';
import { revised, type StoredClinic } from '#src/repositories/clinics/stored-clinic';
import { SERVER_ERROR_MESSAGE, errorBody } from '#src/lib/error-handler';
import { INVALID_SESSION } from './auth';
import { ESTIMATE_EXAMPLES } from './openapi-estimate-examples';
import { APPOINTMENT_REPORT_EXAMPLES } from './openapi-appointment-report-examples';
import { APPOINTMENT_EXAMPLES } from './openapi-appointment-examples';
import type { OperationExamples } from './openapi-example-types';
import { EXAMPLE_PNG } from './openapi-example-files';

/** The API's public URL as the examples are written: the document has the API's own (its `servers`). */
export const API = 'https://api.example.com';
export const CLINIC_ID = '665f1c2e8b3a4d0012ab34cd';
export const OTHER_CLINIC_ID = '665f1c2e8b3a4d0012ab34ce';
export const IMAGE_ID = '665f1c2e8b3a4d0012ab34d0';
export const DOCTOR_ID = '665f1c2e8b3a4d0012ab34d2';
export const REPORT_ID = '665f1c2e8b3a4d0012ab34d4';
export const USER_ID = '665f1c2e8b3a4d0012ab3401';
export const ACCOUNT_ID = '665f1c2e8b3a4d0012ab3402';
export const EMAIL = 'owner@brightsmiles.example.com';
const SESSION_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOiI2NjVmMWMyZThiM2E0ZDAwMTJhYjM0MDEifQ.kY3n5wX0c2lnbmF0dXJl';
/** The secret half of the mailed confirmation link (`<userId>.<secret>`). */
export const CONFIRMATION_SECRET = 'c3VwZXItc2VjcmV0LWNvbmZpcm1hdGlvbi10b2tlbg';
const SESSION = { token: SESSION_TOKEN, userId: USER_ID, accountId: ACCOUNT_ID, email: EMAIL };
/** A Google (or development provider) ID token. */
const ID_TOKEN = 'eyJhbGciOiJSUzI1NiIsImtpZCI6ImRldiJ9.eyJlbWFpbCI6Im93bmVyQGV4YW1wbGUuY29tIn0.c2lnbmF0dXJl';
const CONFIRMED_AT = '2026-06-02T15:04:05.000Z';

/** Weekdays 08:00 to 17:00, closed at the weekend. */
const HOURS = Object.fromEntries(
  WEEKDAYS.flatMap((day) => {
    const open = day !== 'saturday' && day !== 'sunday';
    return [
      [`${day}Toggle`, open],
      [`${day}OpenTime`, open ? '08:00' : ''],
      [`${day}CloseTime`, open ? '17:00' : ''],
    ];
  }),
) as Hours;

const DETAIL = {
  name: 'Bright Smiles Dental',
  website: 'https://brightsmiles.example.com',
  emailAddress: 'front@brightsmiles.example.com',
  phoneNumber: '(801) 555-0100',
  acceptingNewPatients: true,
  description: 'Family dentistry with posted cash prices.',
};
const ADDRESS = {
  streetAddress: '100 N University Ave',
  suiteUnit: 'Suite 2',
  cityTown: 'Provo',
  state: 'UT',
  zip: '84601',
  latitude: 40.2338,
  longitude: -111.6585,
};
const SERVICES = [
  { description: 'Exam, x-ray & cleaning', price: '120', code: 'D1110', codeSystem: 'CDT' as const, includes: ['Exam', 'Bitewing x-rays', 'Cleaning'], excludes: ['Fluoride'] },
  { description: 'Single annual membership', price: '299.00' },
];
/** The crown is what the estimate examples are for. */
const OTHER_SERVICES = [
  { description: 'Night guard', price: '350' },
  { description: 'Porcelain crown', price: '950' },
];
const DOCTOR_INPUT = {
  title: 'Dr.',
  firstname: 'Ana',
  lastname: 'Reyes',
  specialty: 'General dentistry',
  degree: 'DDS',
  medicalSchool: 'University of Utah',
  residency: '',
  boardCertifications: '',
  yearGraduated: 2005,
  description: 'Twenty years of family dentistry.',
};
const DOCTOR = { ...DOCTOR_INPUT, id: DOCTOR_ID, imgUrl: `${API}/images/665f1c2e8b3a4d0012ab34d3` };

/** A new clinic with one image, sent as the part image0. */
const CLINIC_UPLOAD = {
  jsonPayload: {
    categoryId: 1,
    detail: DETAIL,
    address: ADDRESS,
    images: [{ url: '' }],
    services: SERVICES,
    otherServices: OTHER_SERVICES,
    insurances: [{ name: 'Cash' }],
    specialties: [{ name: 'Family dentistry' }],
    hours: HOURS,
  },
  image0: EXAMPLE_PNG,
};
const { images: _input, ...CLINIC_FIELDS } = CLINIC_UPLOAD.jsonPayload;
const CLINIC = {
  id: CLINIC_ID,
  ...CLINIC_FIELDS,
  images: [{ url: `${API}/images/${IMAGE_ID}` }],
  services: SERVICES.map((service) => ({ ...service, confirmedAt: CONFIRMED_AT })),
  otherServices: OTHER_SERVICES.map((service) => ({ ...service, confirmedAt: CONFIRMED_AT })),
  pricesConfirmedAt: CONFIRMED_AT,
  doctors: [DOCTOR],
};
const { images: CLINIC_IMAGES, ...CLINIC_WITHOUT_IMAGES } = CLINIC;

/** The clinic as stored, for its price files as the API makes them. */
const PRICED_CLINIC = {
  _id: new ObjectId(CLINIC_ID),
  detail: DETAIL,
  address: ADDRESS,
  services: [
    { description: 'Exam, x-ray & cleaning', price: '120', code: 'D1110', codeSystem: 'CDT', includes: ['Exam', 'Bitewing x-rays', 'Cleaning'], confirmedAt: new Date(CONFIRMED_AT) },
    { description: 'Single annual membership', price: '299.00', confirmedAt: new Date(CONFIRMED_AT) },
  ],
  otherServices: [],
  ...revised(new Date(CONFIRMED_AT)),
} as unknown as StoredClinic;
const PRICE_FILE_URL = `${API}/open-data/clinics/${CLINIC_ID}/standard-charges`;

const PRICE_REPORT = {
  id: REPORT_ID,
  clinicId: CLINIC_ID,
  service: 'Exam, x-ray & cleaning',
  listedPrice: '120',
  amountPaid: '150',
  visitDate: '2026-05-20',
  note: 'Charged extra for the x-ray.',
  reportedAt: '2026-05-21T10:00:00.000Z',
  resolvedAt: null,
};
const EXAM_MATCHES = ['Exam, x-ray & cleaning(new patient)', 'Exam, x-ray & cleaning'];
const COMPARED = { categoryId: 1, state: 'UT', acceptingNewPatients: true, hours: HOURS, latitude: 40.2338, longitude: -111.6585, medians: [] };
const COUNTS = { profileViews: 12, pricesViews: 7, messagesSent: 1, websiteClicks: 3 };

/** A dry run: one location new, one already imported and unchanged. */
export const IMPORT_ID = '665f1c2e8b3a4d0012ab34f0';
const IMPORT_SUMMARY = { id: IMPORT_ID, ranAt: '2026-06-02T15:04:05.000Z', created: 1, updated: 1, locations: 2, unpublished: 0 };

const IMPORT_PREVIEW = {
  format: 'directpay' as const,
  rows: 4,
  created: 1,
  updated: 0,
  unchanged: 1,
  locations: [
    { externalId: 'provo-main', name: DETAIL.name, action: 'unchanged' as const, row: 2, services: 2, id: CLINIC_ID },
    { externalId: 'orem-center', name: 'Bright Smiles Orem', action: 'create' as const, row: 4, services: 1 },
  ] as { externalId: string; name: string; action: 'create' | 'update' | 'unchanged'; row: number; services: number; id?: string }[],
  errors: [{ row: 3, column: 'price', message: 'must be a price in dollars such as 120 or 99.50, without $ or thousands separators' }],
  notices: [] as { row?: number; column?: string; message: string }[],
  categoryNeeded: false,
};

export const OPERATION_EXAMPLES: { [N in EndpointName]: OperationExamples<Endpoints[N]> } = {
  getHealth: { response: { status: 'ok' } },
  getReadiness: { response: { status: 'ready' } },
  searchClinics: {
    parameters: { categoryId: 1, service: 'Exam, x-ray & cleaning', near: '40.2338,-111.6585', sort: 'distance', limit: 20 },
    response: {
      results: [
        {
          id: CLINIC_ID,
          name: DETAIL.name,
          cityTown: 'Provo',
          state: 'UT',
          latitude: 40.2338,
          longitude: -111.6585,
          imageUrl: `${API}/images/${IMAGE_ID}`,
          prices: [SERVICES[0]],
          acceptingNewPatients: true,
          pricesConfirmedAt: CONFIRMED_AT,
          openHours: ['', '08:00-17:00', '08:00-17:00', '08:00-17:00', '08:00-17:00', '08:00-15:00', ''],
          distanceKm: 1.2,
        },
      ],
      total: 1,
      nextCursor: null,
      fairPrice: { radiusKm: 50, medians: [{ service: 'Exam, x-ray & cleaning', count: 14, median: 120 }] },
    },
  },
  getClinicMarkers: {
    // A search by billing code, across categories.
    parameters: { code: 'D1110', bbox: '-112.2,40.0,-111.4,40.8', zoom: 9 },
    response: { results: [[CLINIC_ID, DETAIL.name, 40.2338, -111.6585]], clusters: [[40.76, -111.89, 14, 11]], total: 15, bounds: [-111.95, 40.23, -111.65, 40.79] },
  },
  getClinic: { parameters: { id: CLINIC_ID }, response: { result: CLINIC } },
  getPriceCard: {
    parameters: { id: CLINIC_ID },
    response: {
      result: {
        id: CLINIC_ID,
        name: DETAIL.name,
        cityTown: 'Provo',
        state: 'UT',
        services: [{ ...SERVICES[0], code: 'D0150', codeSystem: 'CDT', confirmedAt: CONFIRMED_AT }, { ...SERVICES[1], confirmedAt: CONFIRMED_AT }],
        pricesConfirmedAt: CONFIRMED_AT,
      },
    },
  },
  compareClinics: {
    parameters: { ids: `${CLINIC_ID},${OTHER_CLINIC_ID}`, near: '40.2338,-111.6585' },
    response: {
      results: [
        {
          ...COMPARED,
          id: CLINIC_ID,
          name: DETAIL.name,
          cityTown: 'Provo',
          services: SERVICES,
          pricesConfirmedAt: CONFIRMED_AT,
          distanceKm: 1.2,
          medians: [{ service: 'Exam, x-ray & cleaning', count: 14, median: 120 }],
        },
        {
          ...COMPARED,
          id: OTHER_CLINIC_ID,
          name: 'Canyon Family Dental',
          cityTown: 'Orem',
          acceptingNewPatients: false,
          services: [{ description: 'Exam, x-ray & cleaning', price: '95' }],
          pricesConfirmedAt: null,
          distanceKm: 8.4,
          latitude: 40.2969,
          longitude: -111.6946,
        },
      ],
      radiusKm: 50,
    },
  },
  getPriceRange: {
    parameters: { categoryId: 1, service: 'Exam, x-ray & cleaning', bbox: '-112.2,40.0,-111.4,40.8' },
    response: { service: 'Exam, x-ray & cleaning', range: { count: 14, min: 79, median: 120, max: 210 } },
  },
  getLocalPrices: {
    parameters: { id: CLINIC_ID },
    response: { radiusKm: 50, results: [{ service: 'Exam, x-ray & cleaning', matches: EXAM_MATCHES, count: 14, min: 79, median: 120, max: 210 }] },
  },
  getSitemapClinics: {
    parameters: { page: 0 },
    response: { total: 2, pageSize: 50_000, results: [{ id: CLINIC_ID, updatedAt: '2026-06-02T15:04:05.000Z' }, { id: OTHER_CLINIC_ID }] },
  },
  listPriceFiles: {
    parameters: { limit: 50 },
    response: {
      results: [{ id: CLINIC_ID, name: DETAIL.name, json: `${PRICE_FILE_URL}.json`, csv: `${PRICE_FILE_URL}.csv`, wideCsv: `${PRICE_FILE_URL}-wide.csv` }],
      next: null,
      contact: { name: 'DirectPay Clinics', email: 'hello@directpay.example.com' },
    },
  },
  getStandardChargesJson: { parameters: { id: CLINIC_ID }, response: standardChargesJson(PRICED_CLINIC) },
  getStandardChargesCsv: { parameters: { id: CLINIC_ID }, file: standardChargesCsv(PRICED_CLINIC) },
  getStandardChargesWideCsv: { parameters: { id: CLINIC_ID }, file: standardChargesWideCsv(PRICED_CLINIC) },
  getClinicsCsvExport: { file: '(gzip of a CSV: a header row, then a row per priced service of every clinic)' },
  getClinicsNdjsonExport: { file: '(gzip of NDJSON: a line per clinic, its priced services inside)' },
  getOpenDataPackage: {
    response: openDataPackage('https://directpay.example.com', {
      'clinics.csv.gz': { fileId: new ObjectId(IMAGE_ID), etag: '"csv"', length: 48_213, sha256: 'a'.repeat(64), lastModified: new Date(CONFIRMED_AT) },
      'clinics.ndjson.gz': { fileId: new ObjectId(DOCTOR_ID), etag: '"ndjson"', length: 52_904, sha256: 'b'.repeat(64), lastModified: new Date(CONFIRMED_AT) },
    }),
  },
  getSchedulingManifest: { response: schedulingManifest(API, 'https://directpay.example.com', new Date(CONFIRMED_AT)) },
  getSchedulingLocations: { file: `${JSON.stringify(locationOf(PRICED_CLINIC, 'https://directpay.example.com'))}\n` },
  getSchedulingSchedules: { file: schedulesOf(PRICED_CLINIC, 'https://directpay.example.com').map((line) => `${JSON.stringify(line)}\n`).join('') },
  getTestClinic: { parameters: { id: CLINIC_ID }, response: { clinic: CLINIC_WITHOUT_IMAGES, images: CLINIC_IMAGES } },
  getCategories: {
    response: {
      results: [
        {
          id: 1,
          label: 'Dental',
          searchable: true,
          selectable: true,
          serviceGroups: [{ label: 'Exam, x-ray & cleaning', matches: EXAM_MATCHES }],
          presetServices: ['Exam, x-ray & cleaning', 'Single annual membership'],
        },
      ],
      allServicesLabel: 'All services',
      searchCategoryIds: [1],
      setupCategoryIds: [1],
      topCategoryIds: [1],
      defaultCategoryId: 1,
    },
  },
  searchPlaces: {
    parameters: { q: 'Provo', state: 'UT', limit: 5 },
    response: {
      results: [
        { label: 'Provo, UT', city: 'Provo', state: 'UT', zip: null, latitude: 40.2338, longitude: -111.6585 },
        { label: 'Provo, UT 84601', city: 'Provo', state: 'UT', zip: '84601', latitude: 40.2319, longitude: -111.6804 },
      ],
    },
  },
  // The answer is image bytes: the request is the example.
  getImage: { parameters: { id: IMAGE_ID, w: 800 } },
  getAuthProviders: { response: { google: true, googleClientId: '123456789012-abc.apps.googleusercontent.com', dev: false } },
  signUp: { body: { email: EMAIL, password: 'correct horse battery', locale: 'en' }, response: { status: 'check_email', email: EMAIL } },
  logIn: { body: { email: EMAIL, password: 'correct horse battery' }, response: SESSION },
  getDevToken: { body: { email: EMAIL }, response: { token: ID_TOKEN } },
  confirmEmail: { body: { token: `${USER_ID}.${CONFIRMATION_SECRET}` }, response: { email: EMAIL } },
  getSession: { response: { userId: USER_ID, accountId: ACCOUNT_ID, email: EMAIL, emailConfirmed: true, hasPassword: true } },
  sendConfirmation: { response: { status: 'check_email', email: EMAIL } },
  changePassword: { body: { currentPassword: 'correct horse battery', newPassword: 'staple battery horse correct' }, response: SESSION },
  endAllSessions: {},
  signInWithGoogle: { body: { token: ID_TOKEN }, response: SESSION },
  listOwnerClinics: { response: { results: [CLINIC] } },
  createOwnerClinic: { body: CLINIC_UPLOAD, response: { result: CLINIC } },
  // The image kept by its URL, one new one as image0.
  updateOwnerClinic: {
    parameters: { id: CLINIC_ID },
    body: { ...CLINIC_UPLOAD, jsonPayload: { ...CLINIC_UPLOAD.jsonPayload, id: CLINIC_ID, images: [{ url: `${API}/images/${IMAGE_ID}` }, { url: '' }] } },
    response: { result: { ...CLINIC, images: [...CLINIC.images, { url: `${API}/images/665f1c2e8b3a4d0012ab34d1` }] } },
  },
  deleteOwnerClinic: { parameters: { id: CLINIC_ID } },
  createDoctor: { parameters: { clinicId: CLINIC_ID }, body: { jsonPayload: DOCTOR_INPUT, image: EXAMPLE_PNG }, response: { result: DOCTOR } },
  updateDoctor: {
    parameters: { clinicId: CLINIC_ID, id: DOCTOR_ID },
    body: { jsonPayload: { ...DOCTOR_INPUT, specialty: 'Pediatric dentistry' } },
    response: { result: { ...DOCTOR, specialty: 'Pediatric dentistry' } },
  },
  deleteDoctor: { parameters: { clinicId: CLINIC_ID, id: DOCTOR_ID } },
  getMetrics: {
    parameters: { days: '7' },
    response: { days: 7, results: [{ clinicId: CLINIC_ID, name: DETAIL.name, totals: COUNTS, daily: [{ date: '2026-06-02', ...COUNTS }] }] },
  },
  previewImport: { body: { file: IMPORT_TEMPLATE_CSV, category: 'Dental' }, response: IMPORT_PREVIEW },
  applyImport: {
    body: { file: IMPORT_TEMPLATE_CSV, category: 'Dental' },
    response: { ...IMPORT_PREVIEW, errors: [], locations: IMPORT_PREVIEW.locations.map((l, i) => ({ ...l, id: l.id ?? `665f1c2e8b3a4d0012ab34e${i}` })) },
  },
  listImports: { response: { results: [IMPORT_SUMMARY] } },
  setImportVisibility: { parameters: { id: IMPORT_ID }, body: { published: false }, response: { result: { ...IMPORT_SUMMARY, unpublished: IMPORT_SUMMARY.locations } } },
  setClinicVisibility: { parameters: { id: CLINIC_ID }, body: { published: false }, response: { result: { ...CLINIC, visibility: 'unpublished' } } },
  recordClinicEvent: { parameters: { clinicId: CLINIC_ID }, body: { type: 'profile_view' } },
  contactClinic: {
    parameters: { clinicId: CLINIC_ID },
    // Sent from a Spanish profile page: the clinic is told the sender's language.
    body: { name: 'Sam Lee', emailAddress: 'sam@example.com', message: 'Do you see children under five?', locale: 'es' },
    response: { status: 'accepted' },
  },
  contactSite: {
    body: { first_name: 'Sam', last_name: 'Lee', email_address: 'sam@example.com', phone_number: '(801) 555-0142', message: 'How do I list my clinic?' },
    response: { status: 'accepted' },
  },
  reportPriceMismatch: {
    parameters: { clinicId: CLINIC_ID },
    body: { service: 'Exam, x-ray & cleaning', amountPaid: '150', visitDate: '2026-05-20', note: 'Charged extra for the x-ray.' },
    response: { status: 'accepted' },
  },
  listPriceReports: { parameters: { clinicId: CLINIC_ID }, response: { results: [PRICE_REPORT] } },
  resolvePriceReport: { parameters: { clinicId: CLINIC_ID, id: REPORT_ID }, response: { result: { ...PRICE_REPORT, resolvedAt: '2026-05-22T09:30:00.000Z' } } },
  confirmPrices: { parameters: { clinicId: CLINIC_ID }, response: { result: CLINIC } },
  ...ESTIMATE_EXAMPLES,
  ...APPOINTMENT_REPORT_EXAMPLES,
  ...APPOINTMENT_EXAMPLES,
};

/** Errors worded alike wherever they occur: a session's (on operations that need one) and the server's own. */
export const ERROR_EXAMPLES = {
  session: { 401: errorBody(401, INVALID_SESSION), 403: errorBody(403, EMAIL_NOT_CONFIRMED_MESSAGE) } as Record<number, ApiErrorBody>,
  any: { 500: errorBody(500, SERVER_ERROR_MESSAGE) } as Record<number, ApiErrorBody>,
};
