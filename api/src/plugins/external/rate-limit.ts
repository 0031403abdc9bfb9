import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '#src/lib/http-errors';

/**
 * Per-client limits, opted into by each route with `config.rateLimit`
 * (messages, events, sign-in). The 429 says when to retry, with Retry-After.
 */
export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new HttpError(429, `Too many requests; try again in ${seconds} second${seconds === 1 ? '' : 's'}.`);
      },
    });
  },
  { name: 'rate-limit' },
);

export const MESSAGE_LIMIT = { max: 5, timeWindow: '1 minute' };
export const EVENT_LIMIT = { max: 120, timeWindow: '1 minute' };
export const SIGN_IN_LIMIT = { max: 30, timeWindow: '1 minute' };
