/**
 * Good Faith Estimates: a patient asks a clinic for one (public, bot check and
 * rate limit as messages), the clinic's owner lists, opens and issues them
 * (session; another owner's request is 404), and the patient reads the issued
 * estimate and its PDF through an unguessable private link (rate-limited;
 * unknown or expired: 404).
 */
import {
  EstimateRequestAccepted,
  EstimateRequestDetail,
  EstimateRequestInput,
  EstimateRequestList,
  EstimateRequestListQuery,
  EstimateTokenParams,
  IssueEstimateInput,
  IssuedEstimateResult,
  PatientEstimateResult,
} from '../api/estimates';
import { ClinicIdParams, IdParams } from './common';
import { BinaryBody, defineEndpoint, errorResponses } from './define-endpoint';

export const requestEstimate = defineEndpoint({
  method: 'POST',
  path: '/clinics/:clinicId/estimate-requests',
  summary: 'Ask a clinic for a Good Faith Estimate of listed services',
  description:
    'Services are named by their description as the clinic lists them with a price (else 400 naming the service). Same bot check and rate limit as messages. The answer says when the estimate is due: business days in the clinic’s time zone, US federal holidays excluded.',
  tags: ['estimates'],
  params: ClinicIdParams,
  body: EstimateRequestInput,
  responses: { 201: EstimateRequestAccepted, ...errorResponses(400, 404, 429, 500, 503) },
});

export const getPatientEstimate = defineEndpoint({
  method: 'GET',
  path: '/estimates/:token',
  summary: 'The issued estimate behind a patient’s private link',
  description: 'Rate-limited. An unknown or expired link is 404. Providers’ TINs are on the PDF only.',
  tags: ['estimates'],
  params: EstimateTokenParams,
  responses: { 200: PatientEstimateResult, ...errorResponses(400, 404, 429, 500) },
});

export const getPatientEstimatePdf = defineEndpoint({
  method: 'GET',
  path: '/estimates/:token/pdf',
  summary: 'The PDF of the estimate behind a patient’s private link',
  tags: ['estimates'],
  params: EstimateTokenParams,
  responses: { 200: BinaryBody, ...errorResponses(400, 404, 429, 500) },
});

export const listEstimateRequests = defineEndpoint({
  method: 'GET',
  path: '/account/estimate-requests',
  summary: "Estimate requests to the caller's clinics, newest first, with status and deadline",
  tags: ['estimates', 'account'],
  auth: 'session',
  querystring: EstimateRequestListQuery,
  responses: { 200: EstimateRequestList, ...errorResponses(400, 401, 403, 500) },
});

export const getEstimateRequest = defineEndpoint({
  method: 'GET',
  path: '/account/estimate-requests/:id',
  summary: 'One estimate request: the patient, a draft estimate and the estimates issued',
  tags: ['estimates', 'account'],
  auth: 'session',
  params: IdParams,
  responses: { 200: EstimateRequestDetail, ...errorResponses(400, 401, 403, 404, 500) },
});

export const issueEstimate = defineEndpoint({
  method: 'POST',
  path: '/account/estimate-requests/:id/estimates',
  summary: 'Issue a Good Faith Estimate: the PDF is stored and mailed to the patient with a private link',
  description:
    'A request already issued gets a correction: a new estimate naming the one it replaces (issued estimates never change). 422 while the clinic has no NPI or a TIN the IRS could have issued, and 422 naming the first field when the estimate has warnings (lines without a service code, scheduled care without diagnosis codes, care fewer than 3 business days away: the request’s `warnings`) unless `acceptWarnings` is true.',
  tags: ['estimates', 'account'],
  auth: 'session',
  params: IdParams,
  body: IssueEstimateInput,
  responses: { 201: IssuedEstimateResult, ...errorResponses(400, 401, 403, 404, 409, 413, 422, 500, 503) },
});

export const getEstimatePdf = defineEndpoint({
  method: 'GET',
  path: '/account/estimates/:id/pdf',
  summary: 'The PDF of an estimate issued by one of the caller’s clinics',
  tags: ['estimates', 'account'],
  auth: 'session',
  params: IdParams,
  responses: { 200: BinaryBody, ...errorResponses(400, 401, 403, 404, 500) },
});

