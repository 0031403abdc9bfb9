import type { FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { AuthProviders, DevTokenRequest, LoginRequest, LoginResponse, SignupAccepted, SignupRequest } from '@directpay/contracts';
import { useStrictValidation } from './strict-validation';
import { SIGN_IN_LIMIT } from '../../plugins/external/rate-limit';
import { normalizeEmail } from '../../plugins/app/email-address';
import { alreadyRegisteredMail, confirmationMail } from './mails';
import sessionRoutes from './sessions';

const authRoutes: FastifyPluginAsync = async (fastify) => {
  useStrictValidation(fastify);
  fastify.get('/providers', { schema: { tags: ['auth'], response: { 200: AuthProviders } } }, async () => ({
    google: Boolean(fastify.config.googleClientId),
    googleClientId: fastify.config.googleClientId,
    dev: Boolean(fastify.devIdp),
  }));

  // A new and a registered address get the same 202; only the address's owner learns which by mail.
  fastify.post<{ Body: Static<typeof SignupRequest> }>(
    '/signup',
    { config: { rateLimit: SIGN_IN_LIMIT }, schema: { tags: ['auth'], body: SignupRequest, response: { 202: SignupAccepted } } },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email, 'body/email');
      const outcome = await fastify.usersRepository.signUp(email, request.body.password);
      const mail = outcome.status === 'created' ? confirmationMail(fastify, email, outcome.confirmToken) : alreadyRegisteredMail(fastify, outcome);
      // A mail failure must not answer differently; the owner can ask for a new link after logging in.
      await fastify.mailer.send(mail).catch((error: unknown) => request.log.error(error, 'sign-up mail not sent'));
      return reply.code(202).send({ status: 'check_email', email });
    },
  );

  fastify.post<{ Body: Static<typeof LoginRequest> }>(
    '/login',
    { config: { rateLimit: SIGN_IN_LIMIT }, schema: { tags: ['auth'], body: LoginRequest, response: { 200: LoginResponse } } },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email, 'body/email');
      const wait = await fastify.loginBackoff.admit(email);
      if (wait > 0) {
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({ statusCode: 429, error: 'Too Many Requests', message: `Too many failed logins for this email; try again in ${wait} second${wait === 1 ? '' : 's'}.` });
      }
      const owner = await fastify.usersRepository.logIn(email, request.body.password);
      await fastify.loginBackoff.succeeded(email);
      return { token: await fastify.sessions.issue(owner), ...owner };
    },
  );

  // Development identity provider: the route does not exist unless DEV_IDP is on.
  fastify.post<{ Body: Static<typeof DevTokenRequest> }>(
    '/dev/token',
    { config: { rateLimit: SIGN_IN_LIMIT }, schema: { tags: ['auth'], body: DevTokenRequest, response: { 200: Type.Object({ token: Type.String() }) } } },
    async (request, reply) => {
      if (!fastify.devIdp) return reply.callNotFound();
      return { token: await fastify.devIdp.issue(request.body.email) };
    },
  );

  await fastify.register(sessionRoutes);
};

export default authRoutes;
