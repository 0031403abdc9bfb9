import type { FastifyPluginAsync } from 'fastify';
import { getHealth, getReadiness } from '@directpay/contracts';
import { isDatabaseWriteUnavailable } from '#src/lib/database-errors';
import { route } from '#src/lib/route';

const READY_TIMEOUT_MS = 2000;
const READINESS_COLLECTION = 'readiness';

type Readiness = { code: 200; body: { status: 'ready' } } | { code: 503; body: { status: 'database cannot save writes' | 'database unreachable' } };

const healthRoutes: FastifyPluginAsync = async (fastify) => {
  // Liveness: the process answers. It must not depend on the database, or a
  // database outage would get a healthy API restarted.
  route(fastify, getHealth, {}, async () => ({ status: 'ok' }));

  /** The database answers and can save writes. */
  const check = async (): Promise<Readiness> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('ping timed out')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([fastify.mongo.db.command({ ping: 1 }), timeout]);
      // A database can answer reads while it cannot save (a full disk): one small write tells, and,
      // being a real write, it also finds out when saving works again.
      const probe = fastify.mongo.db.collection<{ _id: string; at: Date }>(READINESS_COLLECTION).updateOne({ _id: 'probe' }, { $set: { at: new Date() } }, { upsert: true });
      try {
        await Promise.race([probe, timeout]);
      } catch (error) {
        if (!isDatabaseWriteUnavailable(error)) throw error;
        fastify.log.warn({ err: error }, 'readiness: the database cannot save writes');
        return { code: 503, body: { status: 'database cannot save writes' } };
      }
      return { code: 200, body: { status: 'ready' } };
    } catch (error) {
      fastify.log.warn({ err: error }, 'readiness: the database is unreachable');
      return { code: 503, body: { status: 'database unreachable' } };
    } finally {
      clearTimeout(timer);
    }
  };

  // Readiness: take traffic only while the database answers and can save writes. Requests that
  // arrive while a check runs share it, so a flood of them is at most one write at a time.
  let running: Promise<Readiness> | undefined;
  route(fastify, getReadiness, {}, async (_request, reply) => {
    running ??= check().finally(() => {
      running = undefined;
    });
    const { code, body } = await running;
    return reply.code(code).send(body);
  });
};

export default healthRoutes;
