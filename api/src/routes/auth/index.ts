import type { FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { AuthProviders, DevTokenRequest, LoginRequest, LoginResponseSchema, SignupRequest } from '@directpay/contracts';
import { useStrictValidation } from './strict-validation';
import { SIGN_IN_LIMIT } from '../../plugins/external/rate-limit';

const authRoutes: FastifyPluginAsync = async (fastify) => {
  useStrictValidation(fastify);
  fastify.get('/providers', { schema: { tags: ['auth'], response: { 200: AuthProviders } } }, async () => ({
    google: Boolean(fastify.config.googleClientId),
    googleClientId: fastify.config.googleClientId,
    dev: Boolean(fastify.devIdp),
  }));

  fastify.post<{ Body: Static<typeof SignupRequest> }>(
    '/signup',
    { config: { rateLimit: SIGN_IN_LIMIT }, schema: { tags: ['auth'], body: SignupRequest, response: { 201: LoginResponseSchema } } },
    async (request, reply) => {
      const owner = await fastify.usersRepository.signUp(request.body.email, request.body.password);
      return reply.code(201).send({ token: await fastify.sessions.issue(owner), ...owner });
    },
  );

  fastify.post<{ Body: Static<typeof LoginRequest> }>(
    '/login',
    { config: { rateLimit: SIGN_IN_LIMIT }, schema: { tags: ['auth'], body: LoginRequest, response: { 200: LoginResponseSchema } } },
    async (request) => {
      const owner = await fastify.usersRepository.logIn(request.body.email, request.body.password);
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
};

export default authRoutes;
