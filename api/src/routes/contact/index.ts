import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ObjectId } from 'mongodb';
import { ClinicContactRequest, MessageAccepted, SiteContactRequest } from '@directpay/contracts';
import { ClientError } from '../../images/errors';
import { MESSAGE_LIMIT } from '../../plugins/external/rate-limit';
import { useStrictValidation } from '../auth/strict-validation';
import { verifyRecaptcha } from './recaptcha';

const ClinicParams = Type.Object({ clinicId: Type.String({ pattern: '^[0-9a-fA-F]{24}$' }) });
const DISCLAIMER = 'Sent through DirectPay Clinics. The site does not read or store this message and is not health-privacy (HIPAA) compliant.';

/** Messages are delivered by email and never stored; 202 once handed to the mail transport. */
const contactRoutes: FastifyPluginAsync = async (fastify) => {
  useStrictValidation(fastify);

  fastify.post<{ Params: Static<typeof ClinicParams>; Body: Static<typeof ClinicContactRequest> }>(
    '/clinics/:clinicId/contact',
    {
      config: { rateLimit: MESSAGE_LIMIT },
      schema: { tags: ['messages'], params: ClinicParams, body: ClinicContactRequest, response: { 202: MessageAccepted } },
    },
    async (request, reply) => {
      const { name, emailAddress, message, recaptchaToken } = request.body;
      const secret = fastify.config.recaptchaSecret;
      if (secret) {
        if (!recaptchaToken) throw new ClientError(400, 'body/recaptchaToken is required.');
        let human: boolean;
        try {
          human = await verifyRecaptcha(secret, recaptchaToken, request.ip);
        } catch (error) {
          request.log.error(error, 'reCAPTCHA verification failed');
          throw Object.assign(new Error('bot check unavailable'), { statusCode: 503 });
        }
        if (!human) throw new ClientError(400, 'body/recaptchaToken did not pass the bot check; please try again.');
      }
      const clinicId = new ObjectId(request.params.clinicId);
      const clinic = await fastify.clinics.findById(clinicId);
      if (!clinic) throw new ClientError(404, 'Clinic not found.');
      const to = clinic.detail.emailAddress.trim();
      if (!to) throw new ClientError(422, 'This clinic has not published an email address for messages.');
      await fastify.mailer.send({
        to,
        replyTo: emailAddress,
        subject: `Message from ${name} via DirectPay Clinics`,
        text: `Name: ${name}\nEmail: ${emailAddress}\nClinic: ${clinic.detail.name}\n\n${message}\n\n--\n${DISCLAIMER}\n`,
      });
      await fastify.eventsRepository.record(clinicId, 'message_sent');
      return reply.code(202).send({ status: 'accepted' });
    },
  );

  fastify.post<{ Body: Static<typeof SiteContactRequest> }>(
    '/contact_us',
    { config: { rateLimit: MESSAGE_LIMIT }, schema: { tags: ['messages'], body: SiteContactRequest, response: { 202: MessageAccepted } } },
    async (request, reply) => {
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
    },
  );
};

export default contactRoutes;
