import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { createDevIdp, type DevIdp } from '../../dev-idp';

/** Who is calling an account route, read from the API's own session token. */
export interface Owner {
  userId: string;
  accountId: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: { issue(owner: Owner): Promise<string>; verify(token: string): Promise<Owner> };
    /** preHandler for account routes: 401 without a valid session token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The development identity provider; null unless DEV_IDP is on. */
    devIdp: DevIdp | null;
  }
  interface FastifyRequest {
    owner: Owner;
  }
}

export const SESSION_ISSUER = 'directpay-api';
export const SESSION_AUDIENCE = 'directpay-account';
export const SESSION_TTL = '7d';

class UnauthorizedError extends Error {
  statusCode = 401;
  name = 'Unauthorized';
}

/**
 * Session tokens: HS256 only (the algorithm is pinned on verify, so `alg: none`
 * or a swapped algorithm is refused), 7-day expiry, issuer and audience checked.
 */
export default fp(
  async (fastify) => {
    const key = new TextEncoder().encode(fastify.config.sessionSecret);

    const issue = (owner: Owner) =>
      new SignJWT({ accountId: owner.accountId, email: owner.email })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(owner.userId)
        .setIssuer(SESSION_ISSUER)
        .setAudience(SESSION_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(SESSION_TTL)
        .sign(key);

    const verify = async (token: string): Promise<Owner> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: SESSION_ISSUER, audience: SESSION_AUDIENCE });
        const hex = /^[0-9a-f]{24}$/;
        if (typeof payload.sub !== 'string' || typeof payload.accountId !== 'string' || !hex.test(payload.accountId) || typeof payload.email !== 'string') {
          throw new Error('incomplete');
        }
        return { userId: payload.sub, accountId: payload.accountId, email: payload.email };
      } catch {
        throw new UnauthorizedError('The session token is missing, invalid or expired; sign in again.');
      }
    };

    fastify.decorate('sessions', { issue, verify });
    fastify.decorate('devIdp', fastify.config.devIdp ? createDevIdp(fastify.config.dataDir, fastify.config.googleClientId) : null);
    fastify.decorateRequest('owner', null as unknown as Owner);
    fastify.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
      if (!match) throw new UnauthorizedError('Sign in first: the Authorization header must carry "Bearer <token>".');
      request.owner = await verify(match[1]);
    });
  },
  { name: 'auth' },
);
