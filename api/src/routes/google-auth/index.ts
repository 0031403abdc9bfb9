import type { FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { GoogleAuthRequest, LoginResponseSchema } from '@directpay/contracts';
import { verifyIdToken } from './verify-id-token';
import { useStrictValidation } from '../auth/strict-validation';
import { SIGN_IN_LIMIT } from '../../plugins/external/rate-limit';

const googleAuthRoutes: FastifyPluginAsync = async (fastify) => {
  useStrictValidation(fastify);
  fastify.post<{ Body: Static<typeof GoogleAuthRequest> }>(
    '/',
    { config: { rateLimit: SIGN_IN_LIMIT }, schema: { tags: ['auth'], body: GoogleAuthRequest, response: { 200: LoginResponseSchema } } },
    async (request) => {
      const identity = await verifyIdToken(request.body.token, fastify.config.googleClientId, fastify.devIdp);
      const owner = await fastify.usersRepository.signInWithGoogle(identity.email, identity.sub);
      return { token: await fastify.sessions.issue(owner), ...owner };
    },
  );
};

export default googleAuthRoutes;
