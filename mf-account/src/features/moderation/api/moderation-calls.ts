import {
  actOnModerationCase,
  answerModeration,
  grantAdministrator,
  revokeAdministrator,
  type Administrator,
  type ModerationAction,
  type ModerationCase,
  type OwnerClinic,
} from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** POST /moderation/cases/:id/actions: the case as it stands after the action. */
export async function actOnCase(id: string, action: ModerationAction, reason: string): Promise<ModerationCase> {
  return (await callEndpoint(actOnModerationCase, { params: { id }, body: { action, reason } })).result;
}

/** POST /moderation/administrators: the administrators after the grant. */
export async function grantRole(email: string, reason: string): Promise<Administrator[]> {
  return (await callEndpoint(grantAdministrator, { body: { email, reason } })).administrators;
}

/** POST /moderation/administrators/:id/revoke: the administrators after the revocation. */
export async function revokeRole(userId: string, reason: string): Promise<Administrator[]> {
  return (await callEndpoint(revokeAdministrator, { params: { id: userId }, body: { reason } })).administrators;
}

/** POST /account/clinics/:clinicId/moderation-answer: the owner's clinic with its answer. */
export async function answerDecision(clinicId: string, text: string): Promise<OwnerClinic> {
  return (await callEndpoint(answerModeration, { params: { clinicId }, body: { text } })).result;
}
