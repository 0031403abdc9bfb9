import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { reportListing } from '@directpay/contracts';
import { checkBot } from '#src/lib/bot-check';
import { notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { normalizeEmail } from '#src/plugins/app/email-address';
import { MESSAGE_LIMIT } from '#src/plugins/external/rate-limit';

/**
 * "Report this listing": the same bot check and rate limit as messages. A listed
 * or closed listing may be reported (a closed one may have opened again); an
 * unknown, unpublished or suspended one is 404. The note is kept as typed.
 */
const listingReportRoutes: FastifyPluginAsync = async (fastify) => {
  route(fastify, reportListing, { config: { rateLimit: MESSAGE_LIMIT } }, async (request, reply) => {
    const { reason, emailAddress, note, recaptchaToken } = request.body;
    const reporterEmail = emailAddress === undefined ? undefined : normalizeEmail(emailAddress, 'body/emailAddress');
    await checkBot(fastify, request, recaptchaToken);
    const clinic = await fastify.clinics.public.findListing(new ObjectId(request.params.clinicId));
    if (!clinic || clinic.visibility === 'suspended') throw notFound('Clinic not found.');
    await fastify.moderation.cases.insertListingReport({ clinicId: clinic._id, reason, note: (note ?? '').trim(), reporterEmail: reporterEmail || undefined, reportedAt: new Date() });
    return reply.code(202).send({ status: 'accepted' });
  });
};

export default listingReportRoutes;
