/** The public clinic routes: search, map markers, profile, and the test page's data source. */
import { Type } from '@sinclair/typebox';
import { Clinic, ImageRef } from '../clinic';
import { ClinicMarkersQuery, ClinicMarkersResponse, ClinicSearchQuery, ClinicSearchResponse } from '../search';
import { IdParams } from './common';
import { defineEndpoint, errorResponses } from './define-endpoint';

export const ClinicResponse = Type.Object({ result: Clinic });

/** The alternative data source of the test profile page (spec section 7): the clinic, and its images apart. */
// Built in a function called once, so a browser page drops it with Clinic (contracts/browser-loader.ts).
export const TestClinicResponse = (() => {
  const { images: _images, ...clinicWithoutImages } = Clinic.properties;
  return Type.Object({ clinic: Type.Object(clinicWithoutImages), images: Type.Array(ImageRef) });
})();

export const searchClinics = defineEndpoint({
  method: 'GET',
  path: '/clinics',
  summary: 'Search clinics of a category, optionally by service, map viewport and distance',
  tags: ['clinics'],
  querystring: ClinicSearchQuery,
  responses: { 200: ClinicSearchResponse, ...errorResponses(400, 500) },
});

export const getClinicMarkers = defineEndpoint({
  method: 'GET',
  path: '/clinics/markers',
  summary: 'What the map draws for a viewport and zoom: clusters and single clinics, clustered on the server',
  tags: ['clinics'],
  querystring: ClinicMarkersQuery,
  responses: { 200: ClinicMarkersResponse, ...errorResponses(400, 500) },
});

export const getClinic = defineEndpoint({
  method: 'GET',
  path: '/clinics/:id',
  summary: "A clinic's public profile",
  description: 'A listing a moderator closed answers with `closedAt`; a suspended one is gone (410).',
  tags: ['clinics'],
  params: IdParams,
  responses: { 200: ClinicResponse, ...errorResponses(400, 404, 410, 500) },
});

export const getTestClinic = defineEndpoint({
  method: 'GET',
  path: '/test/:id',
  summary: 'A clinic in the test data source shape',
  tags: ['clinics'],
  params: IdParams,
  responses: { 200: TestClinicResponse, ...errorResponses(400, 404, 500) },
});
