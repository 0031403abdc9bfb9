/** Price confirmation and price mismatch reports. */
import { Type } from '@sinclair/typebox';
import { PriceReportAccepted, PriceReportList, PriceReportRequest, PriceReportResult, PricesConfirmedResult } from '../api/price-trust';
import { ClinicIdParams, ObjectIdText } from './common';
import { defineEndpoint, errorResponses } from './define-endpoint';

export const PriceReportParams = Type.Object({ clinicId: ObjectIdText, id: ObjectIdText }, { additionalProperties: false });

export const reportPriceMismatch = defineEndpoint({
  method: 'POST',
  path: '/clinics/:clinicId/price-reports',
  summary: 'Report being charged a different price than listed (no personal data is stored)',
  description: 'Same bot check and rate limit as messages. The clinic is mailed the report; 2+ unresolved reports on a price in 90 days show a notice on the profile.',
  tags: ['price-reports'],
  params: ClinicIdParams,
  body: PriceReportRequest,
  responses: { 202: PriceReportAccepted, ...errorResponses(400, 404, 429, 500, 503) },
});

export const listPriceReports = defineEndpoint({
  method: 'GET',
  path: '/account/clinics/:clinicId/price-reports',
  summary: "Price mismatch reports about one of the caller's clinics, newest first",
  tags: ['price-reports', 'account'],
  auth: 'session',
  params: ClinicIdParams,
  responses: { 200: PriceReportList, ...errorResponses(400, 401, 403, 404, 500) },
});

export const resolvePriceReport = defineEndpoint({
  method: 'POST',
  path: '/account/clinics/:clinicId/price-reports/:id/resolve',
  summary: 'Mark a price mismatch report resolved (again: no change)',
  tags: ['price-reports', 'account'],
  auth: 'session',
  params: PriceReportParams,
  responses: { 200: PriceReportResult, ...errorResponses(400, 401, 403, 404, 500, 503) },
});

export const confirmPrices = defineEndpoint({
  method: 'POST',
  path: '/account/clinics/:clinicId/prices-confirmation',
  summary: "Confirm every price of one of the caller's clinics is current",
  tags: ['account'],
  auth: 'session',
  params: ClinicIdParams,
  responses: { 200: PricesConfirmedResult, ...errorResponses(400, 401, 403, 404, 409, 500, 503) },
});
