import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { appointmentSettingsOf, requestAppointment } from '@directpay/contracts';
import { checkBot } from '#src/lib/bot-check';
import { HttpError, badRequest, notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { MESSAGE_LIMIT } from '#src/plugins/external/rate-limit';
import { clinicRequestMail, requestedMail } from '#src/appointments/mails';
import { listedService, newAppointmentRequest, windowProblem } from '#src/appointments/new-request';
import { signAppointmentLink } from '#src/appointments/link-tokens';

/**
 * A patient asks a clinic for an appointment (the bot check and rate limit of
 * messages). Every rule is checked before anything is written; then the request
 * is stored, the patient gets the private link and the clinic its one-click links.
 */
const appointmentRequestRoutes: FastifyPluginAsync = async (fastify) => {
  route(fastify, requestAppointment, { config: { rateLimit: MESSAGE_LIMIT } }, async (request, reply) => {
    const body = request.body;
    await checkBot(fastify, request, body.recaptchaToken);
    const clinic = await fastify.clinics.findPublic(new ObjectId(request.params.clinicId));
    if (!clinic) throw notFound('Clinic not found.');
    if (!appointmentSettingsOf(clinic.appointments).accepting) throw new HttpError(409, 'This clinic is not accepting appointment requests.');
    const service = listedService(clinic, body.service);
    if (!service) throw badRequest('body/service is not one of the prices this clinic lists.', '/body/service');
    const now = new Date();
    const problem = windowProblem(clinic, body, now);
    if (problem) throw badRequest(`body${problem.field} ${problem.message}`, `/body${problem.field}`);

    const { doc, token } = newAppointmentRequest(clinic, body, service, now);
    await fastify.appointments.insert(doc);
    const site = fastify.config.siteOrigins[0] ?? '';
    const clinicEmail = clinic.detail.emailAddress.trim();
    const owner = await fastify.usersRepository.recipientOfAccount(clinic.accountId);
    const secret = fastify.config.sessionSecret;
    const linkOf = (action: 'confirm' | 'propose' | 'decline', window: number) =>
      signAppointmentLink(secret, { requestId: doc._id, action, window, expiresAt: doc.windowsEndAt });
    // The clinic's published address, else its owner's: someone must get the links.
    const clinicTo = clinicEmail || owner?.email;
    if (clinicTo) await fastify.mailer.send(clinicRequestMail(clinicTo, owner?.locale, doc, clinic.hours, site, linkOf));
    // Stored and the clinic told: a failed receipt is logged, not answered as a failed request (a retry would ask twice).
    await fastify.mailer
      .send(requestedMail(doc, token, clinic.hours, site, clinicEmail))
      .catch((error: unknown) => request.log.error({ err: error }, 'appointment request receipt not sent'));
    return reply.code(202).send({ status: 'requested' });
  });
};

export default appointmentRequestRoutes;
