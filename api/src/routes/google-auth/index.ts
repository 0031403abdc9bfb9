import type { FastifyPluginAsync } from 'fastify';
import { signInWithGoogle } from '@directpay/contracts';
import { route } from '#src/lib/route';
import { verifyIdToken } from './verify-id-token';
import { SIGN_IN_LIMIT } from '#src/plugins/external/rate-limit';
import { normalizeEmail } from '#src/plugins/app/email-address';

const googleAuthRoutes: FastifyPluginAsync = async (fastify) => {
  route(fastify, signInWithGoogle, { config: { rateLimit: SIGN_IN_LIMIT } }, async (request) => {
    const identity = await verifyIdToken(request.body.token, fastify.config.googleClientId, fastify.devIdp);
    const email = normalizeEmail(identity.email, 'body/token email');
    const owner = await fastify.usersRepository.signInWithGoogle(email, identity.sub);
    return { token: await fastify.sessions.issue(owner), ...owner };
  });
};

export default googleAuthRoutes;
