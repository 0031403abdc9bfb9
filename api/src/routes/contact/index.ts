import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { contactClinic, contactSite } from '@directpay/contracts';
import { checkBot } from '#src/lib/bot-check';
import { HttpError, notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { MESSAGE_LIMIT } from '#src/plugins/external/rate-limit';

const DISCLAIMER = 'Sent through DirectPay Clinics. The site does not read or store this message and is not health-privacy (HIPAA) compliant.';

/** Messages are delivered by email and never stored; 202 once handed to the mail transport. */
const contactRoutes: FastifyPluginAsync = async (fastify) => {
  route(fastify, contactClinic, { config: { rateLimit: MESSAGE_LIMIT } }, async (request, reply) => {
      const { name, emailAddress, message, recaptchaToken } = request.body;
      await checkBot(fastify, request, recaptchaToken);
      const clinicId = new ObjectId(request.params.clinicId);
      const clinic = await fastify.clinics.findPublic(clinicId);
      if (!clinic) throw notFound('Clinic not found.');
      const to = clinic.detail.emailAddress.trim();
      if (!to) throw new HttpError(422, 'This clinic has not published an email address for messages.');
      await fastify.mailer.send({
        to,
        replyTo: emailAddress,
        subject: `Message from ${name} via DirectPay Clinics`,
        text: `Name: ${name}\nEmail: ${emailAddress}\nClinic: ${clinic.detail.name}\n\n${message}\n\n--\n${DISCLAIMER}\n`,
      });
      await fastify.eventsRepository.record(clinicId, 'message_sent');
      return reply.code(202).send({ status: 'accepted' });
  });

  route(fastify, contactSite, { config: { rateLimit: MESSAGE_LIMIT } }, async (request, reply) => {
      const b = request.body;
      await fastify.mailer.send({
        to: fastify.config.siteEmail,
        replyTo: b.email_address,
        subject: `Contact form: ${b.first_name} ${b.last_name}`,
        text: [
          `First name: ${b.first_name}`,
          `Last name: ${b.last_name}`,
          `Company: ${b.company ?? ''}`,
          `Email: ${b.email_address}`,
          `Phone: ${b.phone_number ?? ''}`,
          '',
          b.message,
          '',
        ].join('\n'),
      });
      return reply.code(202).send({ status: 'accepted' });
  });
};

export default contactRoutes;
