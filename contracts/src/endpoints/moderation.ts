/** "Report this listing", the moderation queue, its actions and audit log, administrators, and an owner's answer. */
import { Type } from '@sinclair/typebox';
import {
  AdministratorList,
  AuditLog,
  GrantAdministratorRequest,
  ListingReportAccepted,
  ListingReportRequest,
  ModerationActionRequest,
  ModerationAnswerRequest,
  ModerationCaseResult,
  ModerationQueue,
  RevokeAdministratorRequest,
} from '../api/moderation';
import { OwnerClinicResult } from '../api/owner';
import { ClinicIdParams, IdParams, ObjectIdText } from './common';
import { defineEndpoint, errorResponses } from './define-endpoint';

export const reportListing = defineEndpoint({
  method: 'POST',
  path: '/clinics/:clinicId/listing-reports',
  summary: 'Report a listing: closed, wrong prices, wrong address or phone, not a real clinic, or other',
  description: 'Same bot check and rate limit as messages. One open report per email address and listing (409).',
  tags: ['moderation'],
  params: ClinicIdParams,
  body: ListingReportRequest,
  responses: { 202: ListingReportAccepted, ...errorResponses(400, 404, 409, 429, 500, 503) },
});

const adminErrors = [400, 401, 403, 500] as const;

export const getModerationQueue = defineEndpoint({
  method: 'GET',
  path: '/moderation/cases',
  summary: 'The open cases (listing reports, price mismatch reports, owners\' answers), oldest first, with counts by reason',
  description: 'Administrators only (403).',
  tags: ['moderation'],
  auth: 'session',
  responses: { 200: ModerationQueue, ...errorResponses(...adminErrors) },
});

export const actOnModerationCase = defineEndpoint({
  method: 'POST',
  path: '/moderation/cases/:id/actions',
  summary: 'Dismiss a case, or mark its listing closed, suspend it or restore it, with a reason',
  description: 'Administrators only (403). A case already decided is a 409. Recorded in the audit log; the owner is mailed.',
  tags: ['moderation'],
  auth: 'session',
  params: IdParams,
  body: ModerationActionRequest,
  responses: { 200: ModerationCaseResult, ...errorResponses(...adminErrors, 404, 409, 503) },
});

export const getModerationAudit = defineEndpoint({
  method: 'GET',
  path: '/moderation/audit',
  summary: 'The audit log, newest first; optionally one listing\'s',
  tags: ['moderation'],
  auth: 'session',
  querystring: Type.Object({ clinicId: Type.Optional(ObjectIdText) }, { additionalProperties: false }),
  responses: { 200: AuditLog, ...errorResponses(...adminErrors) },
});

export const listAdministrators = defineEndpoint({
  method: 'GET',
  path: '/moderation/administrators',
  summary: 'The accounts that may moderate',
  tags: ['moderation'],
  auth: 'session',
  responses: { 200: AdministratorList, ...errorResponses(...adminErrors) },
});

export const grantAdministrator = defineEndpoint({
  method: 'POST',
  path: '/moderation/administrators',
  summary: 'Give an account the administrator role, by its email',
  description: 'An email with no account is a 404; an account already an administrator, a 409.',
  tags: ['moderation'],
  auth: 'session',
  body: GrantAdministratorRequest,
  responses: { 200: AdministratorList, ...errorResponses(...adminErrors, 404, 409, 503) },
});

export const revokeAdministrator = defineEndpoint({
  method: 'POST',
  path: '/moderation/administrators/:id/revoke',
  summary: 'Take the administrator role away from an account (not one listed in the environment)',
  tags: ['moderation'],
  auth: 'session',
  params: IdParams,
  body: RevokeAdministratorRequest,
  responses: { 200: AdministratorList, ...errorResponses(...adminErrors, 404, 409, 503) },
});

export const answerModeration = defineEndpoint({
  method: 'POST',
  path: '/account/clinics/:clinicId/moderation-answer',
  summary: "The owner's one answer to a decision on their listing; it reopens the case",
  description: 'A listing with no decision, or one already answered, is a 409.',
  tags: ['moderation', 'account'],
  auth: 'session',
  params: ClinicIdParams,
  body: ModerationAnswerRequest,
  responses: { 200: OwnerClinicResult, ...errorResponses(400, 401, 403, 404, 409, 500, 503) },
});
