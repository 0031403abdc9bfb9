/**
 * A moderator's action on a case, and a role change, as write-ahead steps: the
 * audit entry first (pending), then the writes it describes, each setting a
 * state, then the entry completed (repositories/moderation/audit-log.ts). A
 * pending entry left by a crash is carried through by `completePending`.
 */
import type { FastifyInstance } from 'fastify';
import type { ObjectId } from 'mongodb';
import type { ListingStanding, ModerationAction } from '@directpay/contracts';
import { HttpError, notFound } from '#src/lib/http-errors';
import type { StoredClinic, StoredVisibility } from '#src/repositories/clinics/stored-clinic';
import type { ListingEffect, StoredAuditEntry } from '#src/repositories/moderation/audit-log';
import type { StoredCase } from '#src/repositories/moderation/cases-repository';
import { mailDecision } from './decision-mail';

export const ALREADY_DECIDED = 'This case has already been decided; an owner\'s answer reopens it.';

export function standingOf(visibility: StoredVisibility): ListingStanding {
  return visibility === 'closed' || visibility === 'suspended' ? visibility : 'listed';
}

/** What the action writes on the listing; undefined for dismiss, which leaves it as it is. */
export function effectOf(clinic: StoredClinic, action: ModerationAction, reason: string, caseId: ObjectId, now: Date): ListingEffect | undefined {
  if (action === 'dismiss') return undefined;
  // The owner's own choice, kept through every decision until a restore gives it back.
  const visibilityBefore = clinic.moderation?.visibilityBefore ?? (clinic.visibility === 'unpublished' ? 'unpublished' : 'public');
  if (action === 'restore') return { visibility: visibilityBefore };
  const standing = action === 'close' ? 'closed' : 'suspended';
  return {
    visibility: standing,
    ...(action === 'close' ? { closedAt: now } : {}),
    moderation: { standing, reason, decidedAt: now, caseId, visibilityBefore },
  };
}

/**
 * Carries out an entry's writes (each sets a state: running them again changes nothing), completes
 * it and mails the owner: of two carrying the same entry through at once, only the one that
 * completes it mails.
 */
async function carryOut(fastify: FastifyInstance, entry: StoredAuditEntry): Promise<void> {
  const { moderation } = fastify;
  if (entry.action === 'grant-administrator' || entry.action === 'revoke-administrator') {
    if (entry.subjectUserId) await moderation.administrators.setGranted(entry.subjectUserId, entry.after.administrator === true, entry.actor, entry.at);
    await moderation.audit.complete(entry._id);
    return;
  }
  let clinic: StoredClinic | null = null;
  if (entry.effect && entry.clinicId) {
    clinic = await fastify.clinics.setStanding(entry.clinicId, entry.effect, entry.at);
    // Leaving or rejoining the public listings changes the open data export: it is made again.
    if (entry.before.standing !== entry.after.standing) await fastify.openDataExports.withdraw();
  }
  if (entry.caseId && entry.round !== undefined) await moderation.cases.decide(entry.caseId, entry.round);
  const completedHere = await moderation.audit.complete(entry._id);
  if (clinic && completedHere) {
    await mailDecision(fastify, clinic, entry).catch((error: unknown) => fastify.log.error({ err: error, entry: entry._id.toHexString() }, 'the owner could not be mailed a decision'));
  }
}

/** Completes what a crash interrupted, oldest first; called before the queue, the log or an action is read. */
export async function completePending(fastify: FastifyInstance): Promise<void> {
  for (const entry of await fastify.moderation.audit.pending()) await carryOut(fastify, entry);
}

export async function actOnCase(fastify: FastifyInstance, actor: string, caseId: ObjectId, action: ModerationAction, reason: string): Promise<StoredCase> {
  const { cases, audit } = fastify.moderation;
  await completePending(fastify);
  const found = await cases.find(caseId);
  if (!found) throw notFound('No moderation case has this id.');
  if (found.status === 'decided') throw new HttpError(409, ALREADY_DECIDED);
  const [clinic] = await fastify.clinics.findForModeration([found.clinicId]);
  if (!clinic) throw notFound('The listing of this case no longer exists.');
  const now = new Date();
  const effect = effectOf(clinic, action, reason, caseId, now);
  const before = standingOf(clinic.visibility);
  const entry = await audit.begin({
    at: now,
    actor,
    action,
    reason,
    clinicId: clinic._id,
    caseId,
    before: { standing: before },
    after: { standing: effect ? standingOf(effect.visibility) : before },
    lock: `case:${caseId.toHexString()}:${found.round}`,
    round: found.round,
    ...(effect ? { effect } : {}),
  });
  // Another moderator's action on this round won the race.
  if (!entry) throw new HttpError(409, ALREADY_DECIDED);
  await carryOut(fastify, entry);
  return (await cases.find(caseId)) ?? found;
}

/** Grants or takes away the stored role, with its entry. The caller has checked the account and its current role. */
export async function changeRole(fastify: FastifyInstance, actor: string, subject: { _id: ObjectId; email: string }, granted: boolean, reason: string): Promise<void> {
  const entryId = `${subject._id.toHexString()}:${Date.now()}:${Math.random().toString(36).slice(2)}`;
  const entry = await fastify.moderation.audit.begin({
    at: new Date(),
    actor,
    action: granted ? 'grant-administrator' : 'revoke-administrator',
    reason,
    subject: subject.email,
    subjectUserId: subject._id,
    before: { administrator: !granted },
    after: { administrator: granted },
    lock: `role:${entryId}`,
  });
  if (entry) await carryOut(fastify, entry);
}
