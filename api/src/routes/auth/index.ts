import type { FastifyPluginAsync } from 'fastify';
import { getAuthProviders, getDevToken, logIn, signUp } from '@directpay/contracts';
import { HttpError } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { SIGN_IN_LIMIT } from '#src/plugins/external/rate-limit';
import { normalizeEmail } from '#src/plugins/app/email-address';
import { alreadyRegisteredMail, confirmationMail } from './mails';
import sessionRoutes from './sessions';

const signInLimit = { config: { rateLimit: SIGN_IN_LIMIT } };

const authRoutes: FastifyPluginAsync = async (fastify) => {
  route(fastify, getAuthProviders, {}, async () => ({
    google: Boolean(fastify.config.googleClientId),
    googleClientId: fastify.config.googleClientId,
    dev: Boolean(fastify.devIdp),
  }));

  // A new and a registered address get the same 202; only the address's owner learns which by mail.
  route(fastify, signUp, signInLimit, async (request, reply) => {
    const email = normalizeEmail(request.body.email, 'body/email');
    const { password, locale } = request.body;
    const outcome = await fastify.usersRepository.signUp(email, password, locale);
    // Both mails in the language of the page that asked (the account keeps it for the mails to come).
    const mail = outcome.status === 'created' ? confirmationMail(fastify, email, outcome.confirmToken, locale) : alreadyRegisteredMail(fastify, outcome, locale);
    // A mail failure must not answer differently; the owner can ask for a new link after logging in.
    await fastify.mailer.send(mail).catch((error: unknown) => request.log.error(error, 'sign-up mail not sent'));
    return reply.code(202).send({ status: 'check_email', email });
  });

  route(fastify, logIn, signInLimit, async (request, reply) => {
    const email = normalizeEmail(request.body.email, 'body/email');
    const wait = await fastify.loginBackoff.admit(email);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new HttpError(429, `Too many failed logins for this email; try again in ${wait} second${wait === 1 ? '' : 's'}.`);
    }
    const owner = await fastify.usersRepository.logIn(email, request.body.password);
    await fastify.loginBackoff.succeeded(email);
    return { token: await fastify.sessions.issue(owner), ...owner };
  });

  // Development identity provider: the route does not exist unless DEV_IDP is on.
  route(fastify, getDevToken, signInLimit, async (request, reply) => {
    if (!fastify.devIdp) return reply.callNotFound();
    return { token: await fastify.devIdp.issue(request.body.email) };
  });

  await fastify.register(sessionRoutes);
};

export default authRoutes;
