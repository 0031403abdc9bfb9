/** The owner's import history, and one import's locations (or one location) published or unpublished. */
import { ImportHistory, ImportSummaryResult, ImportVisibilityRequest } from '../api/import-history';
import { OwnerClinicResult } from '../api/owner';
import { IdParams } from './common';
import { defineEndpoint, errorResponses } from './define-endpoint';

export const listImports = defineEndpoint({
  method: 'GET',
  path: '/account/imports',
  summary: "The account's applied imports, newest first, with how many of their locations are unpublished",
  tags: ['account'],
  auth: 'session',
  responses: { 200: ImportHistory, ...errorResponses(401, 403, 500, 503) },
});

export const setImportVisibility = defineEndpoint({
  method: 'PUT',
  path: '/account/imports/:id/visibility',
  summary: "Unpublish every location of one import, or publish them again",
  description:
    'Idempotent: sending the same state again changes nothing and answers 200 with the same summary. Another account\'s import, or one not applied, is a 404 and nothing changes. A location a moderator closed or suspended stays so.',
  tags: ['account'],
  auth: 'session',
  params: IdParams,
  body: ImportVisibilityRequest,
  responses: { 200: ImportSummaryResult, ...errorResponses(400, 401, 403, 404, 500, 503) },
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
