/** The clinic owner's routes: every read and write is scoped to the caller's account. */
import { Type, type TOptional } from '@sinclair/typebox';
import { ClinicInput } from '../clinic';
import { MAX_CLINIC_IMAGES } from '../limits';
import { ImportVisibilityRequest } from '../api/import-history';
import { DoctorPayload, DoctorResult, MetricsQuery, MetricsResponse, OwnerClinicList, OwnerClinicResult } from '../api/owner';
import { DoctorParams, ClinicIdParams, IdParams } from './common';
import { BinaryBody, NoContent, defineEndpoint, errorResponses } from './define-endpoint';

/**
 * Each part named, not "any other part is bytes": generated clients typed that as jsonPayload
 * being bytes too. The API takes image0..image{n-1} for n images with url ''. A function, so a
 * browser build that uses no upload schema drops it whole (contracts/browser-loader.ts).
 */
function clinicUploadParts() {
  const images = Object.fromEntries(Array.from({ length: MAX_CLINIC_IMAGES }, (_, i) => [`image${i}`, Type.Optional(BinaryBody)]));
  return { jsonPayload: ClinicInput, ...(images as Record<`image${number}`, TOptional<typeof BinaryBody>>) };
}

/**
 * multipart/form-data: `jsonPayload`, the ClinicInput as JSON text (a `doctors`
 * list echoed back is ignored), and `image0`, `image1`, ... for each image whose
 * url is '' in that order. Errors in the payload point at `/body/jsonPayload/...`.
 */
export const ClinicUpload = Type.Object(clinicUploadParts(), {
  additionalProperties: false,
  description: "jsonPayload (ClinicInput JSON) and image0, image1, ... for images whose url is ''",
});

/** multipart/form-data: `jsonPayload` (DoctorPayload JSON) and an optional `image` part. */
export const DoctorUpload = Type.Object(
  { jsonPayload: DoctorPayload, image: Type.Optional(BinaryBody) },
  { additionalProperties: false, description: 'jsonPayload (doctor fields) and an optional image part' },
);

const ownerErrors = [401, 403, 500] as const;
const uploadErrors = [400, 401, 403, 413, 415, 500, 503] as const;

export const listOwnerClinics = defineEndpoint({
  method: 'GET',
  path: '/account/clinics',
  summary: "The caller's clinics with their doctors",
  tags: ['account'],
  auth: 'session',
  responses: { 200: OwnerClinicList, ...errorResponses(...ownerErrors) },
});

export const createOwnerClinic = defineEndpoint({
  method: 'POST',
  path: '/account/clinics',
  summary: 'Create a clinic',
  tags: ['account'],
  auth: 'session',
  body: ClinicUpload,
  bodyKind: 'multipart',
  responses: { 201: OwnerClinicResult, ...errorResponses(...uploadErrors) },
});

export const updateOwnerClinic = defineEndpoint({
  method: 'PUT',
  path: '/account/clinics/:id',
  summary: 'Replace a clinic',
  tags: ['account'],
  auth: 'session',
  params: IdParams,
  body: ClinicUpload,
  bodyKind: 'multipart',
  responses: { 200: OwnerClinicResult, ...errorResponses(...uploadErrors, 404) },
});

export const deleteOwnerClinic = defineEndpoint({
  method: 'DELETE',
  path: '/account/clinics/:id',
  summary: 'Delete a clinic, its images, doctors and counters',
  tags: ['account'],
  auth: 'session',
  params: IdParams,
  responses: { 204: NoContent, ...errorResponses(400, 404, 503, ...ownerErrors) },
});

export const createDoctor = defineEndpoint({
  method: 'POST',
  path: '/account/clinics/:clinicId/doctors',
  summary: 'Add a doctor to a clinic',
  tags: ['account'],
  auth: 'session',
  params: ClinicIdParams,
  body: DoctorUpload,
  bodyKind: 'multipart',
  responses: { 201: DoctorResult, ...errorResponses(...uploadErrors, 404) },
});

export const updateDoctor = defineEndpoint({
  method: 'PUT',
  path: '/account/clinics/:clinicId/doctors/:id',
  summary: 'Replace a doctor (a new image part replaces the photo; imgUrl "" removes it)',
  tags: ['account'],
  auth: 'session',
  params: DoctorParams,
  body: DoctorUpload,
  bodyKind: 'multipart',
  responses: { 200: DoctorResult, ...errorResponses(...uploadErrors, 404) },
});

export const deleteDoctor = defineEndpoint({
  method: 'DELETE',
  path: '/account/clinics/:clinicId/doctors/:id',
  summary: 'Remove a doctor and its photo',
  tags: ['account'],
  auth: 'session',
  params: DoctorParams,
  responses: { 204: NoContent, ...errorResponses(400, 404, 503, ...ownerErrors) },
});

export const getMetrics = defineEndpoint({
  method: 'GET',
  path: '/account/metrics',
  summary: "Counters of the caller's clinics, one row per UTC day (oldest first)",
  tags: ['account'],
  auth: 'session',
  querystring: MetricsQuery,
  responses: { 200: MetricsResponse, ...errorResponses(400, ...ownerErrors) },
});

export const setClinicVisibility = defineEndpoint({
  method: 'PUT',
  path: '/account/clinics/:id/visibility',
  summary: 'Unpublish one location, or publish it again',
  description: "Idempotent, like an import's. Another account's clinic is a 404 and nothing changes.",
  tags: ['account'],
  auth: 'session',
  params: IdParams,
  body: ImportVisibilityRequest,
  responses: { 200: OwnerClinicResult, ...errorResponses(400, 401, 403, 404, 500, 503) },
});
