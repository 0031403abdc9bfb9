import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ObjectId } from 'mongodb';
import { checkEstimateRequest, getPatientEstimate, getPatientEstimatePdf, requestEstimate } from '@directpay/contracts';
import { checkBot } from '#src/lib/bot-check';
import { badRequest, notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { ESTIMATE_LINK_LIMIT, MESSAGE_LIMIT } from '#src/plugins/external/rate-limit';
import { tokenHashOf } from '#src/estimates/build-estimate';
import { estimateFileName, requestReceiptMail, requestReceivedMail } from '#src/estimates/mails';
import { clinicToday, newEstimateRequest, requestedServices } from '#src/estimates/new-request';
import { toPatientEstimate } from '#src/repositories/estimates/stored-estimate';

const LINK_NOT_FOUND = 'This estimate link is unknown or has expired.';

/**
 * The patient's side of Good Faith Estimates: ask a clinic for one (the bot
 * check and rate limit of messages; stored, since the clinic must answer it and
 * keep the record), and read an issued one by its private link.
 */
const estimateRoutes: FastifyPluginAsync = async (fastify) => {
  route(fastify, requestEstimate, { config: { rateLimit: MESSAGE_LIMIT } }, async (request, reply) => {
    const body = request.body;
    await checkBot(fastify, request, body.recaptchaToken);
    const clinic = await fastify.clinics.findPublic(new ObjectId(request.params.clinicId));
    if (!clinic) throw notFound('Clinic not found.');
    const now = new Date();
    const [problem] = checkEstimateRequest(body, clinicToday(clinic, now));
    if (problem) throw badRequest(`body${problem.field} ${problem.message}`, `/body${problem.field}`);
    const services = requestedServices(clinic, body.services);
    if ('unknown' in services) {
      throw badRequest(`body/services/${services.unknown}/description is not one of the prices this clinic lists.`, `/body/services/${services.unknown}/description`);
    }
    const doc = newEstimateRequest(clinic, body, services, now);
    await fastify.estimates.insertRequest(doc);
    // The clinic hears of it in its owner's language; the patient's receipt is in the page's.
    const owner = await fastify.usersRepository.recipientOfAccount(clinic.accountId);
    if (owner) await fastify.mailer.send(requestReceivedMail(owner.email, doc, fastify.config.siteOrigins[0] ?? '', owner.locale));
    // The request is stored and the clinic told: a failed receipt is logged, not answered as a failed request (a retry would ask twice).
    await fastify.mailer.send(requestReceiptMail(doc, clinic.detail.emailAddress.trim())).catch((error: unknown) => request.log.error({ err: error }, 'estimate request receipt not sent'));
    return reply.code(201).send({ status: 'requested', requestedOn: doc.requestedOn, dueOn: doc.dueOn, rule: doc.rule });
  });

  const byLink = async (token: string, reply: FastifyReply) => {
    // The page holds someone's health care costs: no cache keeps it.
    reply.header('Cache-Control', 'no-store');
    const estimate = await fastify.estimates.findByTokenHash(tokenHashOf(token), new Date());
    if (!estimate) throw notFound(LINK_NOT_FOUND);
    return estimate;
  };

  route(fastify, getPatientEstimate, { config: { rateLimit: ESTIMATE_LINK_LIMIT } }, async (request, reply) => {
    const estimate = await byLink(request.params.token, reply);
    return { result: toPatientEstimate(estimate, await fastify.estimates.isReplaced(estimate._id)) };
  });

  route(fastify, getPatientEstimatePdf, { config: { rateLimit: ESTIMATE_LINK_LIMIT } }, async (request, reply) => {
    const estimate = await byLink(request.params.token, reply);
    const pdf = await fastify.estimates.readPdf(estimate._id);
    return (reply as FastifyReply)
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="${estimateFileName(estimate)}"`)
      .header('Content-Length', pdf.length)
      .send(pdf);
  });
};

export default estimateRoutes;
