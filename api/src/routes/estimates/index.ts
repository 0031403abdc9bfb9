import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ObjectId } from 'mongodb';
import {
  checkEstimateRequest,
  clinicTimeZone,
  dayIn,
  estimateDeadline,
  getPatientEstimate,
  getPatientEstimatePdf,
  hasPrice,
  requestEstimate,
  startOfDayIn,
  addDays,
} from '@directpay/contracts';
import { checkBot } from '#src/lib/bot-check';
import { badRequest, notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { ESTIMATE_LINK_LIMIT, MESSAGE_LIMIT } from '#src/plugins/external/rate-limit';
import { tokenHashOf } from '#src/estimates/build-estimate';
import { requestReceivedMail } from '#src/estimates/mails';
import { toPatientEstimate, type StoredEstimateRequest } from '#src/repositories/estimates/stored-estimate';

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
    const clinic = await fastify.clinics.findById(new ObjectId(request.params.clinicId));
    if (!clinic) throw notFound('Clinic not found.');
    const now = new Date();
    const timeZone = clinicTimeZone(clinic.address.state);
    const requestedOn = dayIn(timeZone, now);
    const [problem] = checkEstimateRequest(body, requestedOn);
    if (problem) throw badRequest(`body${problem.field} ${problem.message}`, `/body${problem.field}`);
    const listed = [...clinic.services, ...clinic.otherServices].filter(hasPrice);
    const services = body.services.map((wanted, i) => {
      const name = wanted.description.trim();
      const service = listed.find((s) => s.description.trim() === name);
      if (!service) throw badRequest(`body/services/${i}/description is not one of the prices this clinic lists.`, `/body/services/${i}/description`);
      const code = service.code && service.codeSystem ? { code: service.code, codeSystem: service.codeSystem } : { code: '', codeSystem: '' };
      return { description: name, quantity: wanted.quantity, price: service.price.trim(), ...code };
    });
    const scheduledFor = body.scheduledFor ?? null;
    const { dueOn, rule } = estimateDeadline(requestedOn, scheduledFor);
    const doc: StoredEstimateRequest = {
      _id: new ObjectId(),
      clinicId: clinic._id,
      accountId: clinic.accountId,
      clinicName: clinic.detail.name.trim(),
      patientName: body.patientName.trim(),
      dateOfBirth: body.dateOfBirth,
      email: body.email.trim(),
      services,
      scheduledFor,
      note: (body.note ?? '').trim(),
      requestedAt: now,
      timeZone,
      requestedOn,
      dueOn,
      rule,
      remindAt: startOfDayIn(dueOn, timeZone),
      overdueAt: startOfDayIn(addDays(dueOn, 1), timeZone),
      status: 'requested',
      latestEstimateId: null,
      issuedAt: null,
    };
    await fastify.estimates.insertRequest(doc);
    const owner = await fastify.usersRepository.emailOfAccount(clinic.accountId);
    if (owner) await fastify.mailer.send(requestReceivedMail(owner, doc, fastify.config.siteOrigins[0] ?? ''));
    return reply.code(201).send({ status: 'requested', requestedOn, dueOn, rule });
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
      .header('Content-Disposition', 'inline; filename="good-faith-estimate.pdf"')
      .header('Content-Length', pdf.length)
      .send(pdf);
  });
};

export default estimateRoutes;
