/** Public counters and messages: clinic events, a message to a clinic, the site contact form. */
import { ClinicContactRequest, ClinicEventRequest, MessageAccepted, SiteContactRequest } from '../api/owner';
import { ClinicIdParams } from './common';
import { NoContent, defineEndpoint, errorResponses } from './define-endpoint';

export const recordClinicEvent = defineEndpoint({
  method: 'POST',
  path: '/clinics/:clinicId/events',
  summary: "Count a profile view, prices view or website click for the owner's metrics",
  description: "Counts visitors only: with the session token of the clinic's own account (an owner previewing the profile) nothing is counted, and the answer is the same 204.",
  tags: ['metrics'],
  auth: 'optional-session',
  params: ClinicIdParams,
  body: ClinicEventRequest,
  responses: { 204: NoContent, ...errorResponses(400, 404, 429, 500, 503) },
});

export const contactClinic = defineEndpoint({
  method: 'POST',
  path: '/clinics/:clinicId/contact',
  summary: 'Mail a message to a clinic (never stored)',
  tags: ['messages'],
  params: ClinicIdParams,
  body: ClinicContactRequest,
  responses: { 202: MessageAccepted, ...errorResponses(400, 404, 422, 429, 500, 503) },
});

export const contactSite = defineEndpoint({
  method: 'POST',
  path: '/contact_us',
  summary: 'Mail a message to the site (never stored)',
  tags: ['messages'],
  body: SiteContactRequest,
  responses: { 202: MessageAccepted, ...errorResponses(400, 429, 500, 503) },
});
