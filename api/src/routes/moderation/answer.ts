import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { answerModeration } from '@directpay/contracts';
import { HttpError, notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { toOwnerClinic } from '#src/repositories/clinics/public-clinic';

/**
 * The owner's one answer to a decision on their listing, kept as typed. It is
 * stored on the listing first (that write refuses a second answer), then the
 * decided case is opened again in the moderators' queue.
 */
const moderationAnswerRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.requireConfirmedEmail);

  route(fastify, answerModeration, {}, async (request) => {
    const accountId = new ObjectId(request.owner.accountId);
    const clinic = await fastify.clinics.findForAccount(accountId, new ObjectId(request.params.clinicId));
    if (!clinic) throw notFound('Clinic not found.');
    if (!clinic.moderation) throw new HttpError(409, 'This listing has no moderator\'s decision to answer.');
    if (clinic.moderation.answer) throw new HttpError(409, 'This decision has already been answered: an owner answers once.');
    const answer = { text: request.body.text.trim(), answeredAt: new Date() };
    const answered = await fastify.clinics.answerDecision(accountId, clinic._id, clinic.moderation.caseId, answer);
    if (!answered) throw new HttpError(409, 'This decision has already been answered: an owner answers once.');
    await fastify.moderation.cases.reopen(clinic.moderation.caseId, answer);
    return { result: toOwnerClinic(answered, fastify.config.publicUrl) };
  });
};

export default moderationAnswerRoutes;
