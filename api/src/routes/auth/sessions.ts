import type { FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { ChangePasswordRequest, ConfirmEmailRequest, ConfirmEmailResponse, ConfirmationSent, LoginResponse, SessionInfo } from '@directpay/contracts';
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
      const { userId, accountId, email, emailConfirmed, hasPassword } = request.owner;
      return { userId, accountId, email, emailConfirmed, hasPassword };
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

  // A wrong current password counts toward the same per-address backoff as a failed login.
  fastify.post<{ Body: Static<typeof ChangePasswordRequest> }>(
    '/password',
    { onRequest: fastify.authenticate, config: { rateLimit: SIGN_IN_LIMIT }, schema: { tags: ['auth'], security, body: ChangePasswordRequest, response: { 200: LoginResponse } } },
    async (request, reply) => {
      const { email, userId } = request.owner;
      const wait = await fastify.loginBackoff.admit(email);
      if (wait > 0) return reply.code(429).header('retry-after', String(wait)).send({ statusCode: 429, error: 'Too Many Requests', message: `Too many wrong passwords; try again in ${wait} seconds.` });
      const owner = await fastify.usersRepository.changePassword(userId, request.body.currentPassword, request.body.newPassword);
      await fastify.loginBackoff.succeeded(email);
      return { token: await fastify.sessions.issue(owner), ...owner };
    },
  );

  // Log out everywhere: every token of this user, this one included, stops working.
  fastify.delete('/sessions', { onRequest: fastify.authenticate, schema: { tags: ['auth'], security } }, async (request, reply) => {
    await fastify.usersRepository.endAllSessions(request.owner.userId);
    return reply.code(204).send();
  });
};

export default sessionRoutes;
