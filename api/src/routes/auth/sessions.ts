import type { FastifyPluginAsync } from 'fastify';
import { changePassword, confirmEmail, endAllSessions, getSession, sendConfirmation } from '@directpay/contracts';
import { HttpError } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { MESSAGE_LIMIT, SIGN_IN_LIMIT } from '#src/plugins/external/rate-limit';
import { confirmationMail } from './mails';

/** Email confirmation and the session itself: who am I, a new link, log out everywhere. */
const sessionRoutes: FastifyPluginAsync = async (fastify) => {
  // The mailed link's page posts its token here; no session is needed (the link may open in another browser).
  route(fastify, confirmEmail, { config: { rateLimit: SIGN_IN_LIMIT } }, async (request) => ({
    email: await fastify.usersRepository.confirmEmail(request.body.token),
  }));

  route(fastify, getSession, {}, async (request) => {
    const { userId, accountId, email, emailConfirmed, hasPassword } = request.owner;
    // An address no one has proved (an unconfirmed sign-up) is never an administrator's.
    const administrator = emailConfirmed && (await fastify.moderation.administrators.isAdministrator(request.owner));
    return { userId, accountId, email, emailConfirmed, hasPassword, ...(administrator ? { administrator: true } : {}) };
  });

  route(fastify, sendConfirmation, { config: { rateLimit: MESSAGE_LIMIT } }, async (request, reply) => {
    const renewed = await fastify.usersRepository.renewConfirmation(request.owner.userId);
    if (!renewed?.confirmToken) return { status: 'already_confirmed', email: request.owner.email };
    await fastify.mailer.send(confirmationMail(fastify, renewed.email, renewed.confirmToken, renewed.locale));
    return reply.code(202).send({ status: 'check_email', email: renewed.email });
  });

  // A wrong current password counts toward the same per-address backoff as a failed login.
  route(fastify, changePassword, { config: { rateLimit: SIGN_IN_LIMIT } }, async (request, reply) => {
    const { email, userId } = request.owner;
    const wait = await fastify.loginBackoff.admit(email);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new HttpError(429, `Too many wrong passwords; try again in ${wait} seconds.`);
    }
    const owner = await fastify.usersRepository.changePassword(userId, request.body.currentPassword, request.body.newPassword);
    await fastify.loginBackoff.succeeded(email);
    return { token: await fastify.sessions.issue(owner), ...owner };
  });

  // Log out everywhere: every token of this user, this one included, stops working.
  route(fastify, endAllSessions, {}, async (request, reply) => {
    await fastify.usersRepository.endAllSessions(request.owner.userId);
    return reply.code(204).send(null);
  });
};

export default sessionRoutes;
