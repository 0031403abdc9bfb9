import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { contactClinic, contactSite } from '@directpay/contracts';
import { checkBot } from '#src/lib/bot-check';
import { HttpError, notFound } from '#src/lib/http-errors';
import { translatorFor } from '#src/lib/i18n';
import { route } from '#src/lib/route';
import { MESSAGE_LIMIT } from '#src/plugins/external/rate-limit';

/** Messages are delivered by email and never stored; 202 once handed to the mail transport. */
const contactRoutes: FastifyPluginAsync = async (fastify) => {
  route(fastify, contactClinic, { config: { rateLimit: MESSAGE_LIMIT } }, async (request, reply) => {
      const { name, emailAddress, message, recaptchaToken, locale = 'en' } = request.body;
      await checkBot(fastify, request, recaptchaToken);
      const clinicId = new ObjectId(request.params.clinicId);
      const clinic = await fastify.clinics.findPublic(clinicId);
      if (!clinic) throw notFound('Clinic not found.');
      const to = clinic.detail.emailAddress.trim();
      if (!to) throw new HttpError(422, 'This clinic has not published an email address for messages.');
      // The clinic reads it in its owner's language, and learns the sender's when it differs (to reply in it).
      const { t, locale: mailLocale } = translatorFor((await fastify.usersRepository.recipientOfAccount(clinic.accountId))?.locale);
      const heading = [t('contact.name', { name }), t('contact.email', { email: emailAddress }), t('contact.clinic', { clinic: clinic.detail.name })];
      if (locale !== mailLocale) heading.push(t('contact.language', { language: locale }));
      await fastify.mailer.send({
        to,
        replyTo: emailAddress,
        subject: t('contact.subject', { name }),
        text: `${heading.join('\n')}\n\n${message}\n\n--\n${t('contact.disclaimer')}\n`,
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
