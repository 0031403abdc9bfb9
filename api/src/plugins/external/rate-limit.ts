import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '#src/lib/http-errors';
import { MongoWindows } from './rate-limit-store';

/** Ended windows are deleted this long after they end. */
const FORGET_EVERY_MS = 10 * 60_000;

/**
 * Per-client limits, opted into by each route with `config.rateLimit`
 * (messages, events, sign-in). The 429 says when to retry, with Retry-After.
 * Counted in the database, so they hold across API processes.
 */
export default fp(
  async (fastify) => {
    const windows = new MongoWindows(fastify.mongo.db);
    await windows.ensureIndexes();
    const forget = setInterval(() => {
      windows.forget(new Date(Date.now() - FORGET_EVERY_MS)).catch((error: unknown) => fastify.log.warn(error, 'could not delete ended rate-limit windows'));
    }, FORGET_EVERY_MS).unref();
    fastify.addHook('onClose', async () => clearInterval(forget));
    await fastify.register(rateLimit, {
      global: false,
      store: windows.storeClass(),
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new HttpError(429, `Too many requests; try again in ${seconds} second${seconds === 1 ? '' : 's'}.`);
      },
    });
  },
  { name: 'rate-limit', dependencies: ['mongodb'] },
);

export const MESSAGE_LIMIT = { max: 5, timeWindow: '1 minute' };
export const EVENT_LIMIT = { max: 120, timeWindow: '1 minute' };
export const SIGN_IN_LIMIT = { max: 30, timeWindow: '1 minute' };
/** A patient's private estimate link: enough to open and download it, far too few to guess one. */
export const ESTIMATE_LINK_LIMIT = { max: 30, timeWindow: '1 minute' };
