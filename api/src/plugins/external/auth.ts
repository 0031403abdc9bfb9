import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { EMAIL_NOT_CONFIRMED_MESSAGE, isObjectIdHex } from '@directpay/contracts';
import { createDevIdp, type DevIdp } from '#src/dev-idp/index';
import { forbidden, unauthorized } from '#src/lib/http-errors';

/** Who is calling an account route: the session token's user, as stored now. */
export interface Owner {
  userId: string;
  accountId: string;
  email: string;
  /** false for a password account whose mailed link was not opened: it cannot list clinics. */
  emailConfirmed: boolean;
  hasPassword: boolean;
  /** The user's session version; a token carrying another one has ended. */
  sessionVersion: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: { issue(owner: Owner): Promise<string> };
    /** onRequest hook for account routes: 401 without a valid, current session token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** After authenticate: 403 while the caller's email is not confirmed. */
    requireConfirmedEmail: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
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

export const INVALID_SESSION = 'The session token is missing, invalid or expired; sign in again.';
export const SESSION_ENDED = 'This session has ended (logged out everywhere, signed in with Google, or the account is gone); sign in again.';

/**
 * Session tokens: HS256 only (the algorithm is pinned on verify, so `alg: none`
 * or a swapped algorithm is refused), 7-day expiry, issuer and audience checked.
 * Each carries the user's session version (`sv`); every account request reads
 * the user, so a deleted user or a raised version ends the session at once.
 */
export default fp(
  async (fastify) => {
    const key = new TextEncoder().encode(fastify.config.sessionSecret);

    const issue = (owner: Owner) =>
      new SignJWT({ accountId: owner.accountId, email: owner.email, sv: owner.sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(owner.userId)
        .setIssuer(SESSION_ISSUER)
        .setAudience(SESSION_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(SESSION_TTL)
        .sign(key);

    const verify = async (token: string): Promise<Owner> => {
      let claims: { sub: string; accountId: string; sv: number };
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: SESSION_ISSUER, audience: SESSION_AUDIENCE });
        if (typeof payload.sub !== 'string' || typeof payload.accountId !== 'string' || !isObjectIdHex(payload.accountId) || !Number.isInteger(payload.sv)) {
          throw new Error('incomplete');
        }
        claims = { sub: payload.sub, accountId: payload.accountId, sv: payload.sv as number };
      } catch {
        throw unauthorized(INVALID_SESSION);
      }
      const owner = await fastify.usersRepository.findOwner(claims.sub);
      if (!owner || owner.accountId !== claims.accountId || owner.sessionVersion !== claims.sv) throw unauthorized(SESSION_ENDED);
      return owner;
    };

    fastify.decorate('sessions', { issue });
    fastify.decorate('devIdp', fastify.config.devIdp ? createDevIdp(fastify.config.dataDir, fastify.config.googleClientId) : null);
    fastify.decorateRequest('owner', null as unknown as Owner);
    fastify.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
      if (!match) throw unauthorized('Sign in first: the Authorization header must carry "Bearer <token>".');
      request.owner = await verify(match[1]);
    });
    fastify.decorate('requireConfirmedEmail', async (request: FastifyRequest) => {
      if (!request.owner?.emailConfirmed) throw forbidden(EMAIL_NOT_CONFIRMED_MESSAGE);
    });
  },
  { name: 'auth' },
);
