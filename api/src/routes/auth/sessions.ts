import type { FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { ConfirmEmailRequest, ConfirmEmailResponse, ConfirmationSent, SessionInfo } from '@directpay/contracts';
import { MESSAGE_LIMIT, SIGN_IN_LIMIT } from '../../plugins/external/rate-limit';
import { confirmationMail } from './mails';

const security = [{ bearerAuth: [] }];

/** Email confirmation and the session itself: who am I, a new link, log out everywhere. */
const sessionRoutes: FastifyPluginAsync = async (fastify) => {
  // The mailed link's page posts its token here; no session is needed (the link may open in another browser).
  fastify.post<{ Body: Static<typeof ConfirmEmailRequest> }>(
    '/confirm-email',
    { config: { rateLimit: SIGN_IN_LIMIT }, schema: { tags: ['auth'], body: ConfirmEmailRequest, response: { 200: ConfirmEmailResponse } } },
    async (request) => ({ email: await fastify.usersRepository.confirmEmail(request.body.token) }),
  );

  fastify.get(
    '/session',
    { onRequest: fastify.authenticate, schema: { tags: ['auth'], security, response: { 200: SessionInfo } } },
    async (request) => {
      const { userId, accountId, email, emailConfirmed } = request.owner;
      return { userId, accountId, email, emailConfirmed };
    },
  );

  fastify.post(
    '/confirmation',
    { onRequest: fastify.authenticate, config: { rateLimit: MESSAGE_LIMIT }, schema: { tags: ['auth'], security, response: { 200: ConfirmationSent, 202: ConfirmationSent } } },
    async (request, reply) => {
      const renewed = await fastify.usersRepository.renewConfirmation(request.owner.userId);
      if (!renewed?.confirmToken) return { status: 'already_confirmed', email: request.owner.email };
      await fastify.mailer.send(confirmationMail(fastify, renewed.email, renewed.confirmToken));
      return reply.code(202).send({ status: 'check_email', email: renewed.email });
    },
  );

  // Log out everywhere: every token of this user, this one included, stops working.
  fastify.delete('/sessions', { onRequest: fastify.authenticate, schema: { tags: ['auth'], security } }, async (request, reply) => {
    await fastify.usersRepository.endAllSessions(request.owner.userId);
    return reply.code(204).send();
  });
};

export default sessionRoutes;
