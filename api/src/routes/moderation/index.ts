import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import {
  actOnModerationCase,
  getModerationAudit,
  getModerationQueue,
  grantAdministrator,
  listAdministrators,
  revokeAdministrator,
  type ModerationCase,
} from '@directpay/contracts';
import { HttpError, notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { normalizeEmail } from '#src/plugins/app/email-address';
import { actOnCase, changeRole, completePending, standingOf } from '#src/moderation/decisions';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';
import { toAuditEntry } from '#src/repositories/moderation/audit-log';
import type { StoredCase } from '#src/repositories/moderation/cases-repository';

function toCase(doc: StoredCase, clinic: Pick<StoredClinic, 'detail' | 'visibility'>): ModerationCase {
  return {
    id: doc._id.toHexString(),
    kind: doc.kind,
    clinicId: doc.clinicId.toHexString(),
    clinicName: clinic.detail.name,
    reason: doc.reason,
    note: doc.note,
    ...(doc.reporterEmail ? { reporterEmail: doc.reporterEmail } : {}),
    reportedAt: doc.reportedAt.toISOString(),
    status: doc.status,
    standing: standingOf(clinic.visibility),
    ...(doc.ownerAnswer ? { ownerAnswer: { text: doc.ownerAnswer.text, answeredAt: doc.ownerAnswer.answeredAt.toISOString() } } : {}),
  };
}

/**
 * The moderators' routes: the queue, the actions, the audit log and the role.
 * Every one is refused (403) before its input is validated unless the caller is
 * an administrator with a confirmed email, so a refused request changes nothing.
 * (The body's size and media type are judged first, by the parsers.)
 */
const moderationRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.requireConfirmedEmail);
  fastify.addHook('preValidation', fastify.requireAdministrator);
  const { cases, audit, administrators } = fastify.moderation;

  route(fastify, getModerationQueue, {}, async () => {
    await completePending(fastify);
    const queue = await cases.queue();
    const clinics = new Map((await fastify.clinics.findForModeration([...new Set(queue.cases.map((c) => c.clinicId))])).map((c) => [c._id.toHexString(), c]));
    // A deleted listing's cases have nothing left to decide.
    const shown = queue.cases.flatMap((c) => {
      const clinic = clinics.get(c.clinicId.toHexString());
      return clinic ? [toCase(c, clinic)] : [];
    });
    return { cases: shown, countsByReason: queue.countsByReason };
  });

  route(fastify, actOnModerationCase, {}, async (request) => {
    const decided = await actOnCase(fastify, request.owner.email, new ObjectId(request.params.id), request.body.action, request.body.reason.trim());
    const [clinic] = await fastify.clinics.findForModeration([decided.clinicId]);
    return { result: toCase(decided, clinic ?? { detail: { name: '' } as StoredClinic['detail'], visibility: 'public' }) };
  });

  route(fastify, getModerationAudit, {}, async (request) => {
    await completePending(fastify);
    const clinicId = request.query.clinicId ? new ObjectId(request.query.clinicId) : undefined;
    return { entries: (await audit.list(clinicId)).map(toAuditEntry) };
  });

  route(fastify, listAdministrators, {}, async () => ({ administrators: await administrators.list() }));

  route(fastify, grantAdministrator, {}, async (request) => {
    const email = normalizeEmail(request.body.email, 'body/email');
    const user = await administrators.findUserByEmail(email);
    if (!user) throw new HttpError(404, 'body/email has no account: the person signs in once first.', '/body/email');
    if (user.administrator || administrators.isFromEnvironment(user.email)) throw new HttpError(409, 'body/email is already an administrator.', '/body/email');
    await changeRole(fastify, request.owner.email, user, true, request.body.reason.trim());
    return { administrators: await administrators.list() };
  });

  route(fastify, revokeAdministrator, {}, async (request) => {
    const user = await administrators.findUser(new ObjectId(request.params.id));
    if (user && administrators.isFromEnvironment(user.email)) {
      throw new HttpError(409, 'This administrator is listed in ADMIN_EMAILS: the role is taken away there, not here.');
    }
    if (!user?.administrator) throw notFound('No administrator has this id.');
    await changeRole(fastify, request.owner.email, user, false, request.body.reason.trim());
    return { administrators: await administrators.list() };
  });
};

export default moderationRoutes;
