/** The owner's location import: a dry run, the all-or-nothing apply, and the applied imports, each unpublished or published in one action. */
import { Type } from '@sinclair/typebox';
import { ImportHistory, ImportSummaryResult, ImportVisibilityRequest } from '../api/import-history';
import { ImportReport } from '../api/imports';
import { IdParams } from './common';
import { BinaryBody, defineEndpoint, errorResponses } from './define-endpoint';

/** multipart/form-data: one `file` part, the CSV or CMS JSON (UTF-8, at most 10 MB), and the category when the file gives none. */
export const ImportUpload = Type.Object(
  {
    file: BinaryBody,
    category: Type.Optional(Type.String({ maxLength: 100, description: "The locations' category (a label such as Dental) for a CMS file without one" })),
  },
  { additionalProperties: false, description: 'file: a CSV of our template or the CMS template, or a CMS JSON file, UTF-8, at most 10 MB' },
);

const importErrors = [400, 401, 403, 413, 415, 429, 500, 503] as const;

export const previewImport = defineEndpoint({
  method: 'POST',
  path: '/account/imports/preview',
  summary: 'Dry run of a locations file: what would be created, updated or left, every bad row, and what would not be imported',
  description: 'Nothing is stored. A file that cannot be read (encoding, size, a missing column) is a 4xx; bad rows are listed in `errors`, what would be left out in `notices`; `categoryNeeded` asks for the category field.',
  tags: ['account'],
  auth: 'session',
  body: ImportUpload,
  bodyKind: 'multipart',
  responses: { 200: ImportReport, ...errorResponses(...importErrors) },
});

export const applyImport = defineEndpoint({
  method: 'POST',
  path: '/account/imports',
  summary: 'Import a locations CSV: all of it or nothing',
  description:
    'Locations are matched by external id within the account. A file with any bad row, or one that needs a category sent without it, is refused (400 naming the first) and nothing is stored; duplicates are left out; the same file imported again changes nothing. 409: a location changed while the import ran, and the import was undone.',
  tags: ['account'],
  auth: 'session',
  body: ImportUpload,
  bodyKind: 'multipart',
  responses: { 200: ImportReport, ...errorResponses(...importErrors, 409) },
});

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
