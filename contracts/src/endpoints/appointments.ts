/**
 * Appointment requests: a patient asks (public; bot check and rate limit as messages),
 * follows it through a private link (a 256-bit token; only its hash is stored), and the
 * clinic answers from signed single-use links in its mail or from the account's Requests
 * page (another owner's request is 404). FHIR R4 for the owner's requests.
 */
import { Type } from '@sinclair/typebox';
import {
  AppointmentAnswer,
  AppointmentLinkInfo,
  AppointmentMetrics,
  AppointmentRequestAccepted,
  AppointmentRequestInput,
  AppointmentTokenParams,
  OwnerAppointmentList,
  OwnerAppointmentQuery,
  OwnerAppointmentResult,
  PatientAppointment,
} from '../api/appointments';
import { ClinicIdParams, IdParams } from './common';
import { defineEndpoint, errorResponses, fileBody } from './define-endpoint';

export const requestAppointment = defineEndpoint({
  method: 'POST',
  path: '/clinics/:clinicId/appointment-requests',
  summary: 'Ask a clinic for an appointment: a listed service and up to 3 preferred windows',
  description:
    'Each window is inside the clinic’s listed hours, after its minimum notice and at most 90 days ahead; windows do not overlap. A clinic not accepting requests is a 409. The patient is mailed a private link.',
  tags: ['appointments'],
  params: ClinicIdParams,
  body: AppointmentRequestInput,
  responses: { 202: AppointmentRequestAccepted, ...errorResponses(400, 404, 409, 429, 500, 503) },
});

export const getPatientAppointment = defineEndpoint({
  method: 'GET',
  path: '/appointments/:token',
  summary: 'The request behind a patient’s private link',
  tags: ['appointments'],
  params: AppointmentTokenParams,
  responses: { 200: PatientAppointment, ...errorResponses(400, 404, 429, 500) },
});

export const acceptAppointmentProposal = defineEndpoint({
  method: 'POST',
  path: '/appointments/:token/accept',
  summary: 'The patient accepts the time the clinic proposed',
  description: 'No proposal to accept: 409.',
  tags: ['appointments'],
  params: AppointmentTokenParams,
  responses: { 200: PatientAppointment, ...errorResponses(400, 404, 409, 429, 500, 503) },
});

export const cancelAppointment = defineEndpoint({
  method: 'POST',
  path: '/appointments/:token/cancel',
  summary: 'The patient cancels the request or the appointment',
  tags: ['appointments'],
  params: AppointmentTokenParams,
  responses: { 200: PatientAppointment, ...errorResponses(400, 404, 409, 429, 500, 503) },
});

export const getAppointmentCalendar = defineEndpoint({
  method: 'GET',
  path: '/appointments/:token/calendar.ics',
  summary: 'A confirmed appointment as an iCalendar file (RFC 5545)',
  tags: ['appointments'],
  params: AppointmentTokenParams,
  responses: { 200: fileBody('text/calendar'), ...errorResponses(400, 404, 409, 429, 500) },
});

export const getAppointmentLink = defineEndpoint({
  method: 'GET',
  path: '/appointment-links/:token',
  summary: 'What a clinic’s one-click link does, before the click that does it',
  description: 'A forged link is 404, a used one 409, an expired one 410.',
  tags: ['appointments'],
  params: AppointmentTokenParams,
  responses: { 200: AppointmentLinkInfo, ...errorResponses(400, 404, 409, 410, 429, 500) },
});

export const useAppointmentLink = defineEndpoint({
  method: 'POST',
  path: '/appointment-links/:token',
  summary: 'Confirm, propose another time or decline through a clinic’s one-click link (once)',
  description: 'The answer must be the link’s action (confirm: its window). A forged link is 404, a used one 409, an expired one 410.',
  tags: ['appointments'],
  params: AppointmentTokenParams,
  body: AppointmentAnswer,
  responses: { 200: OwnerAppointmentResult, ...errorResponses(400, 404, 409, 410, 429, 500, 503) },
});

export const listOwnerAppointments = defineEndpoint({
  method: 'GET',
  path: '/account/appointment-requests',
  summary: "Appointment requests to the caller's clinics, newest first, by clinic and state",
  tags: ['appointments', 'account'],
  auth: 'session',
  querystring: OwnerAppointmentQuery,
  responses: { 200: OwnerAppointmentList, ...errorResponses(400, 401, 403, 500) },
});

export const answerOwnerAppointment = defineEndpoint({
  method: 'POST',
  path: '/account/appointment-requests/:id/answer',
  summary: 'Confirm a window, propose another time, decline, or after the date mark it fulfilled or a no-show',
  tags: ['appointments', 'account'],
  auth: 'session',
  params: IdParams,
  body: AppointmentAnswer,
  responses: { 200: OwnerAppointmentResult, ...errorResponses(400, 401, 403, 404, 409, 500, 503) },
});

export const getOwnerAppointmentsFhir = defineEndpoint({
  method: 'GET',
  path: '/account/appointment-requests.fhir',
  summary: "The caller's appointment requests as a FHIR R4 Bundle of Appointment resources",
  tags: ['appointments', 'account'],
  auth: 'session',
  responses: { 200: fileBody('application/fhir+json'), ...errorResponses(401, 403, 500) },
});

export const getAppointmentMetrics = defineEndpoint({
  method: 'GET',
  path: '/account/appointment-metrics',
  summary: 'Per clinic and month: requests, the confirmed share and the median time to a first answer',
  tags: ['appointments', 'account'],
  auth: 'session',
  querystring: Type.Object({ clinicId: Type.Optional(ClinicIdParams.properties.clinicId) }, { additionalProperties: false }),
  responses: { 200: AppointmentMetrics, ...errorResponses(400, 401, 403, 500) },
});
