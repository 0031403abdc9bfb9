/**
 * Open price data: each clinic's price files in CMS's Hospital Price
 * Transparency layout (V3.0.0: JSON, the tall and the wide CSV), the list of those files
 * (the host's /cms-hpt.txt and /open-data read it), and the whole directory as
 * gzip files (CSV and NDJSON), regenerated at most hourly. Rules: ../price-files.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Address } from '../clinic';
import { IdParams } from './common';
import { NoContent, defineEndpoint, errorResponses, fileBody } from './define-endpoint';

/** At most this many clinics are read for one page of the price file list. */
export const PRICE_FILES_MAX_LIMIT = 5_000;

export const PriceFilesQuery = Type.Object(
  {
    after: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,400}$', description: 'The `next` of the page before, unchanged' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PRICE_FILES_MAX_LIMIT, default: 50, description: 'How many clinics to read (a page holds those with price files)' })),
  },
  { additionalProperties: false },
);
export type PriceFilesQuery = Static<typeof PriceFilesQuery>;

export const PriceFileEntry = Type.Object({
  id: Type.String(),
  /** The location's name: the clinic's, with its city (and street) where another listed clinic's reads the same. */
  name: Type.String(),
  /** The file URLs, on the API's public URL. */
  json: Type.String(),
  /** CMS's tall CSV: a row per payer and plan. */
  csv: Type.String(),
  /** CMS's wide CSV: a row per item, payers and plans in the header. */
  wideCsv: Type.String(),
});
export type PriceFileEntry = Static<typeof PriceFileEntry>;

export const PriceFilesResponse = Type.Object({
  results: Type.Array(PriceFileEntry),
  /** Where the next page starts (`after`); null after the last clinic. */
  next: Type.Union([Type.String(), Type.Null()]),
  /** Who answers questions about the files (cms-hpt.txt's contact). */
  contact: Type.Object({ name: Type.String(), email: Type.String() }),
});
export type PriceFilesResponse = Static<typeof PriceFilesResponse>;

const CmsCodeInformation = Type.Object({ code: Type.String({ minLength: 1 }), type: Type.String({ description: 'CPT, HCPCS, CDT, RC, NDC, MS-DRG…, or LOCAL for a service without a code' }) });
// Above zero in CMS's schema; OpenAPI 3.0 has no numeric exclusiveMinimum, so the bound is stated in words.
const Positive = () => Type.Number({ minimum: 0, description: 'Above zero' });
const CmsPayerCharge = Type.Object({
  payer_name: Type.String({ minLength: 1 }),
  plan_name: Type.String({ minLength: 1 }),
  methodology: Type.Union(['case rate', 'fee schedule', 'percent of total billed charges', 'per diem', 'other'].map((m) => Type.Literal(m))),
  standard_charge_dollar: Type.Optional(Positive()),
  standard_charge_percentage: Type.Optional(Positive()),
  standard_charge_algorithm: Type.Optional(Type.String({ minLength: 1 })),
  median_amount: Type.Optional(Positive()),
  '10th_percentile': Type.Optional(Positive()),
  '90th_percentile': Type.Optional(Positive()),
  count: Type.Optional(Type.String()),
  additional_payer_notes: Type.Optional(Type.String({ minLength: 1 })),
});
const CmsStandardCharge = Type.Object({
  setting: Type.Union([Type.Literal('inpatient'), Type.Literal('outpatient'), Type.Literal('both')], { description: 'outpatient unless the CMS file the price was imported from said otherwise' }),
  minimum: Type.Optional(Positive()),
  maximum: Type.Optional(Positive()),
  gross_charge: Type.Optional(Positive()),
  discounted_cash: Type.Number({ minimum: 0.01, description: "The clinic's current cash price" }),
  modifier_code: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })),
  payers_information: Type.Optional(Type.Array(CmsPayerCharge, { minItems: 1, description: 'As the CMS file the price was imported from gave them' })),
  additional_generic_notes: Type.Optional(
    Type.String({ minLength: 1, description: "The source file's notes, what the price includes and leaves out in the owner's words, and where it stands: confirmed by the clinic on a day, from the clinic's price file of a date, or never confirmed" }),
  ),
});
const CmsItem = Type.Object({
  description: Type.String(),
  drug_information: Type.Optional(
    Type.Object({ unit: Positive(), type: Type.Union(['GR', 'ML', 'ME', 'UN', 'F2', 'GM', 'EA'].map((t) => Type.Literal(t))) }),
  ),
  code_information: Type.Array(CmsCodeInformation, { minItems: 1 }),
  standard_charges: Type.Array(CmsStandardCharge, { minItems: 1 }),
});

/** What a clinic's JSON price file holds: the part of CMS's V3.0.0 schema it uses. */
export const CmsStandardChargesFile = Type.Object(
  {
    hospital_name: Type.String(),
    last_updated_on: Type.String({ format: 'calendar-date' }),
    version: Type.String(),
    location_name: Type.Array(Type.String(), { minItems: 1 }),
    hospital_address: Type.Array(Type.String(), { minItems: 1 }),
    license_information: Type.Object({ state: Type.String({ minLength: 2, maxLength: 2 }) }),
    type_2_npi: Type.Array(Type.String(), { minItems: 1 }),
    attestation: Type.Object({ attestation: Type.String(), confirm_attestation: Type.Boolean(), attester_name: Type.String() }),
    standard_charge_information: Type.Array(CmsItem, { minItems: 1 }),
  },
  { description: "CMS Hospital Price Transparency V3.0.0 JSON: the clinic's cash prices" },
);
export type CmsStandardChargesFile = Static<typeof CmsStandardChargesFile>;

/** One service of a clinic in the export. */
export const OpenDataService = Type.Object({
  list: Type.Union([Type.Literal('services'), Type.Literal('otherServices')]),
  description: Type.String(),
  price: Type.String(),
  code: Type.Optional(Type.String()),
  codeSystem: Type.Optional(Type.String()),
  includes: Type.Optional(Type.Array(Type.String())),
  excludes: Type.Optional(Type.Array(Type.String())),
  allInclusive: Type.Optional(Type.Boolean()),
  confirmedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** A membership fee, not the price of one service (price-files.ts, isMembership). */
  membership: Type.Boolean(),
  /** An imported price's file date; it stands on it until confirmed again (the CSV's price_stamp says which). */
  priceFileDate: Type.Optional(Type.String({ format: 'date-time' })),
});

/** One line of clinics.ndjson.gz (and, one row per priced service, of clinics.csv.gz). */
export const OpenDataClinic = Type.Object({
  id: Type.String(),
  name: Type.String(),
  categoryId: Type.Integer(),
  category: Type.String(),
  address: Address,
  website: Type.String(),
  phoneNumber: Type.String(),
  acceptingNewPatients: Type.Boolean(),
  profileUrl: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
  pricesConfirmedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The priced services, as the profile shows them. */
  services: Type.Array(OpenDataService),
  /** The file's licence (its URL), the words to credit it with, and when the file was made: on every line, so no line travels without them. */
  license: Type.String({ description: "The licence's URL" }),
  attribution: Type.String(),
  generatedAt: Type.String({ format: 'date-time' }),
});
export type OpenDataClinic = Static<typeof OpenDataClinic>;

/** A column of clinics.csv.gz, as its Frictionless Table Schema states it. */
export const OpenDataField = Type.Object({
  name: Type.String(),
  type: Type.Union([Type.Literal('string'), Type.Literal('number'), Type.Literal('boolean'), Type.Literal('datetime')]),
  format: Type.String(),
  description: Type.String(),
  constraints: Type.Optional(
    Type.Object({
      required: Type.Optional(Type.Boolean()),
      pattern: Type.Optional(Type.String()),
      enum: Type.Optional(Type.Array(Type.String())),
      minimum: Type.Optional(Type.Number()),
      maximum: Type.Optional(Type.Number()),
    }),
  ),
});
export type OpenDataField = Static<typeof OpenDataField>;

const OpenDataResource = Type.Object({
  name: Type.String(),
  path: Type.String({ description: 'Relative to the descriptor: the download beside it' }),
  type: Type.Optional(Type.Literal('table')),
  title: Type.String(),
  description: Type.String(),
  format: Type.String(),
  mediatype: Type.String({ description: 'Of the data once decompressed' }),
  compression: Type.Literal('gz'),
  encoding: Type.Literal('utf-8'),
  bytes: Type.Integer({ description: 'Of the gzip file' }),
  hash: Type.Optional(Type.String({ description: 'sha256 of the gzip file, as `sha256:<hex>`' })),
  /** When this file was made (also inside it); not a property of the specification. */
  created: Type.String({ format: 'date-time' }),
  schema: Type.Optional(Type.Object({ fields: Type.Array(OpenDataField), missingValues: Type.Array(Type.String()) })),
  dialect: Type.Optional(
    Type.Object({
      header: Type.Boolean(),
      delimiter: Type.String(),
      lineTerminator: Type.String(),
      quoteChar: Type.String(),
      doubleQuote: Type.Boolean(),
    }),
  ),
});

/** /open-data/datapackage.json: the export as a Frictionless Data Package (v2.0). */
export const OpenDataPackage = Type.Object(
  {
    $schema: Type.String(),
    name: Type.String(),
    title: Type.String(),
    description: Type.String(),
    homepage: Type.String(),
    created: Type.String({ format: 'date-time' }),
    licenses: Type.Array(Type.Object({ name: Type.String(), path: Type.String(), title: Type.String() })),
    sources: Type.Array(Type.Object({ title: Type.String(), path: Type.String() })),
    /** The line a re-user credits the data with; not a property of the specification. */
    attribution: Type.String(),
    resources: Type.Array(OpenDataResource),
  },
  { description: 'A Frictionless Data Package (v2.0) describing clinics.csv.gz and clinics.ndjson.gz' },
);
export type OpenDataPackage = Static<typeof OpenDataPackage>;

const fileErrors = errorResponses(400, 404, 500);

export const listPriceFiles = defineEndpoint({
  method: 'GET',
  path: '/open-data/price-files',
  summary: 'The clinics that have price files, with their URLs, by category and name',
  tags: ['open data'],
  querystring: PriceFilesQuery,
  responses: { 200: PriceFilesResponse, ...errorResponses(400, 500) },
});

export const getStandardChargesJson = defineEndpoint({
  method: 'GET',
  path: '/open-data/clinics/:id/standard-charges.json',
  summary: "A clinic's cash prices in CMS's Hospital Price Transparency JSON (V3.0.0)",
  description: 'ETag and Last-Modified; 304 on If-None-Match or If-Modified-Since. 404 for a clinic without a price above zero or a US state.',
  tags: ['open data'],
  params: IdParams,
  responses: { 200: CmsStandardChargesFile, 304: NoContent, ...fileErrors },
});

export const getStandardChargesCsv = defineEndpoint({
  method: 'GET',
  path: '/open-data/clinics/:id/standard-charges.csv',
  summary: "A clinic's cash prices in CMS's Hospital Price Transparency tall CSV (V3.0.0)",
  description: 'ETag and Last-Modified; 304 on If-None-Match or If-Modified-Since.',
  tags: ['open data'],
  params: IdParams,
  responses: { 200: fileBody('text/csv'), 304: NoContent, ...fileErrors },
});

export const getStandardChargesWideCsv = defineEndpoint({
  method: 'GET',
  path: '/open-data/clinics/:id/standard-charges-wide.csv',
  summary: "A clinic's cash prices in CMS's Hospital Price Transparency wide CSV (V3.0.0)",
  description: 'The tall CSV\'s items, a row each, with a column group per payer and plan. ETag and Last-Modified; 304 on If-None-Match or If-Modified-Since.',
  tags: ['open data'],
  params: IdParams,
  responses: { 200: fileBody('text/csv'), 304: NoContent, ...fileErrors },
});

const EXPORT_NOTES = 'Regenerated at most hourly; ETag and Last-Modified, 304 on If-None-Match or If-Modified-Since; 503 while the first copy is made.';

export const getClinicsCsvExport = defineEndpoint({
  method: 'GET',
  path: '/open-data/clinics.csv.gz',
  summary: 'Every clinic with its priced services, codes, bundles and confirmation dates: gzip CSV, a row per service',
  description: EXPORT_NOTES,
  tags: ['open data'],
  responses: { 200: fileBody('application/gzip'), 304: NoContent, ...errorResponses(500, 503) },
});

export const getOpenDataPackage = defineEndpoint({
  method: 'GET',
  path: '/open-data/datapackage.json',
  summary: 'What the two export files are: a Frictionless Data Package (v2.0) with their licence, source, dates and the CSV’s Table Schema',
  description: 'Describes the copies the export URLs serve now. ETag and Last-Modified, 304 on If-None-Match or If-Modified-Since; 503 while the first copies are made.',
  tags: ['open data'],
  responses: { 200: OpenDataPackage, 304: NoContent, ...errorResponses(500, 503) },
});

export const getClinicsNdjsonExport = defineEndpoint({
  method: 'GET',
  path: '/open-data/clinics.ndjson.gz',
  summary: 'Every clinic with its priced services, codes, bundles and confirmation dates: gzip NDJSON, a line per clinic',
  description: EXPORT_NOTES,
  tags: ['open data'],
  responses: { 200: fileBody('application/gzip'), 304: NoContent, ...errorResponses(500, 503) },
});

/**
 * SMART Scheduling Links (a FHIR `$bulk-publish` manifest with Location and Schedule NDJSON):
 * a Location per public clinic, a Schedule per clinic and priced service, whose
 * `has-availability` extension says whether the clinic takes appointment requests.
 */
export const SMART_HAS_AVAILABILITY_URL = 'http://fhir-registry.smarthealthit.org/StructureDefinition/has-availability';
export const SMART_BOOKING_DEEP_LINK_URL = 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link';
export const SMART_BOOKING_PHONE_URL = 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-phone';

const Instant = Type.String({ format: 'date-time', description: 'A FHIR instant: to the second, with a time zone offset' });

/** /open-data/scheduling/$bulk-publish: where the NDJSON files are, with the licence they carry. */
export const SchedulingManifest = Type.Object(
  {
    transactionTime: Instant,
    /** The manifest's own full URL. */
    request: Type.String(),
    output: Type.Array(Type.Object({ type: Type.Union([Type.Literal('Location'), Type.Literal('Schedule')]), url: Type.String() })),
    error: Type.Array(Type.Object({ type: Type.String(), url: Type.String() })),
    /** The bulk data manifest's reserved `extension` object: the licence (its URL) and the words to credit the data with. */
    extension: Type.Object({ license: Type.String(), attribution: Type.String() }),
  },
  { description: 'A SMART Scheduling Links bulk publication manifest' },
);
export type SchedulingManifest = Static<typeof SchedulingManifest>;

const SCHEDULING_NOTES = 'Made from the public clinics on each request; Cache-Control max-age=300, the interval the specification suggests polling at.';

export const getSchedulingManifest = defineEndpoint({
  method: 'GET',
  path: '/open-data/scheduling/$bulk-publish',
  summary: 'SMART Scheduling Links: the bulk publication manifest of the Location and Schedule files',
  description: SCHEDULING_NOTES,
  tags: ['open data'],
  responses: { 200: SchedulingManifest, ...errorResponses(500) },
});

export const getSchedulingLocations = defineEndpoint({
  method: 'GET',
  path: '/open-data/scheduling/locations.ndjson',
  summary: 'SMART Scheduling Links: a FHIR R4 Location per public clinic, a line each',
  description: SCHEDULING_NOTES,
  tags: ['open data'],
  responses: { 200: fileBody('application/fhir+ndjson'), ...errorResponses(500) },
});

export const getSchedulingSchedules = defineEndpoint({
  method: 'GET',
  path: '/open-data/scheduling/schedules.ndjson',
  summary: 'SMART Scheduling Links: a FHIR R4 Schedule per public clinic and priced service, a line each, with has-availability',
  description: `has-availability is "some" while the clinic takes appointment requests, "none" otherwise. ${SCHEDULING_NOTES}`,
  tags: ['open data'],
  responses: { 200: fileBody('application/fhir+ndjson'), ...errorResponses(500) },
});
