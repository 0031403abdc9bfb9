import type { FastifyPluginAsync } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { GoogleAuthRequest, LoginResponse } from '@directpay/contracts';
import { verifyIdToken } from './verify-id-token';
import { useStrictValidation } from '../auth/strict-validation';
import { SIGN_IN_LIMIT } from '../../plugins/external/rate-limit';
import { normalizeEmail } from '../../plugins/app/email-address';

const googleAuthRoutes: FastifyPluginAsync = async (fastify) => {
  useStrictValidation(fastify);
  fastify.post<{ Body: Static<typeof GoogleAuthRequest> }>(
    '/',
    { config: { rateLimit: SIGN_IN_LIMIT }, schema: { tags: ['auth'], body: GoogleAuthRequest, response: { 200: LoginResponse } } },
    async (request) => {
      const identity = await verifyIdToken(request.body.token, fastify.config.googleClientId, fastify.devIdp);
      const email = normalizeEmail(identity.email, 'body/token email');
      const owner = await fastify.usersRepository.signInWithGoogle(email, identity.sub);
      return { token: await fastify.sessions.issue(owner), ...owner };
    },
  );
};

export default googleAuthRoutes;
