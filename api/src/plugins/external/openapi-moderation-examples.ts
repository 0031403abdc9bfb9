/** The OpenAPI examples of "Report this listing" and moderation (openapi-examples.ts has the rest). */
import type { Endpoints } from '@directpay/contracts';
import type { ExamplesOf, OperationExamples } from './openapi-example-types';

const OTHER_CLINIC_ID = '665f1c2e8b3a4d0012ab34ce';
/** A listing report of the second clinic; the price report's case has the report's id. */
export const CASE_ID = '665f1c2e8b3a4d0012ab34f2';
export const PRICE_CASE_ID = '665f1c2e8b3a4d0012ab34d4';
/** A granted administrator, whose role the revoke example takes away. */
export const GRANTED_ID = '665f1c2e8b3a4d0012ab3403';
export const GRANTED_EMAIL = 'pat@brightsmiles.example.com';
const AUDIT_ID = '665f1c2e8b3a4d0012ab34f3';
const ADMIN_EMAIL = 'owner@brightsmiles.example.com';
const ADMIN_ID = '665f1c2e8b3a4d0012ab3401';
const REASON = 'The phone number is disconnected and the building is for lease; two visitors reported it closed.';

const LISTING_CASE = {
  id: CASE_ID,
  kind: 'listing-report' as const,
  clinicId: OTHER_CLINIC_ID,
  clinicName: 'Canyon Family Dental',
  reason: 'closed' as const,
  note: 'The office is empty and the sign is gone.',
  reportedAt: '2026-06-01T16:20:00.000Z',
  status: 'open' as const,
  standing: 'listed' as const,
};
const PRICE_CASE = {
  id: PRICE_CASE_ID,
  kind: 'price-report' as const,
  clinicId: '665f1c2e8b3a4d0012ab34cd',
  clinicName: 'Bright Smiles Dental',
  reason: 'different-price' as const,
  note: 'Charged extra for the x-ray.',
  reportedAt: '2026-06-02T09:10:00.000Z',
  status: 'open' as const,
  standing: 'listed' as const,
};
const DECISION = { standing: 'closed' as const, reason: REASON, decidedAt: '2026-06-02T15:04:05.000Z' };
const ANSWER = { text: 'We moved to 200 N University Ave in May; the listing has the new address now.', answeredAt: '2026-06-03T08:00:00.000Z' };
const ADMINISTRATORS = [
  { userId: ADMIN_ID, email: ADMIN_EMAIL, fromEnvironment: true },
  { userId: GRANTED_ID, email: GRANTED_EMAIL, fromEnvironment: false },
];

type Names = 'reportListing' | 'getModerationQueue' | 'actOnModerationCase' | 'getModerationAudit' | 'listAdministrators' | 'grantAdministrator' | 'revokeAdministrator' | 'answerModeration';
type OwnerClinicExample = NonNullable<OperationExamples<Endpoints['answerModeration']>['response']>['result'];

/** `clinic`: the owner's clinic example, which the answer example shows as the second clinic. */
export function moderationExamples(clinic: OwnerClinicExample): ExamplesOf<Names> {
  return {
    reportListing: {
      parameters: { clinicId: OTHER_CLINIC_ID },
      body: { reason: 'closed', emailAddress: 'sam@example.com', note: 'The office is empty and the sign is gone.', locale: 'en' },
      response: { status: 'accepted' },
    },
    getModerationQueue: { response: { cases: [LISTING_CASE, PRICE_CASE], countsByReason: { closed: 1, 'different-price': 1 } } },
    actOnModerationCase: {
      parameters: { id: CASE_ID },
      body: { action: 'close', reason: REASON },
      response: { result: { ...LISTING_CASE, status: 'decided', standing: 'closed' } },
    },
    getModerationAudit: {
      parameters: { clinicId: OTHER_CLINIC_ID },
      response: {
        entries: [
          { id: AUDIT_ID, at: DECISION.decidedAt, actor: ADMIN_EMAIL, action: 'close', reason: REASON, clinicId: OTHER_CLINIC_ID, caseId: CASE_ID, before: { standing: 'listed' }, after: { standing: 'closed' } },
        ],
      },
    },
    listAdministrators: { response: { administrators: ADMINISTRATORS } },
    grantAdministrator: { body: { email: GRANTED_EMAIL, reason: 'Joins the moderators for the summer.' }, response: { administrators: ADMINISTRATORS } },
    revokeAdministrator: {
      parameters: { id: GRANTED_ID },
      body: { reason: 'Left the moderation team.' },
      response: { administrators: ADMINISTRATORS.slice(0, 1) },
    },
    answerModeration: {
      parameters: { clinicId: OTHER_CLINIC_ID },
      body: { text: ANSWER.text },
      response: { result: { ...clinic, id: OTHER_CLINIC_ID, closedAt: DECISION.decidedAt, moderation: { ...DECISION, answer: ANSWER } } },
    },
  };
}
