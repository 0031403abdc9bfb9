import type { FastifyPluginAsync } from 'fastify';
import { getHealth, getReadiness } from '@directpay/contracts';
import { route } from '#src/lib/route';

const READY_TIMEOUT_MS = 2000;

const healthRoutes: FastifyPluginAsync = async (fastify) => {
  // Liveness: the process answers. It must not depend on the database, or a
  // database outage would get a healthy API restarted.
  route(fastify, getHealth, {}, async () => ({ status: 'ok' }));

  // Readiness: take traffic only while the database answers and can save writes.
  route(fastify, getReadiness, {}, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('ping timed out')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([fastify.mongo.db.command({ ping: 1 }), timeout]);
      if (fastify.mongo.embedded) {
        // The embedded engine answers reads while it cannot write (a full
        // disk, an unwritable journal); asking also retries, so readiness
        // comes back by itself once writes can succeed.
        const status = await Promise.race([fastify.mongo.client.db('admin').command({ embeddedStatus: 1 }), timeout]);
        if (status.writable !== true) {
          fastify.log.warn({ writeError: status.writeError }, 'readiness: the database cannot save writes');
          return reply.code(503).send({ status: 'database cannot save writes' });
        }
      }
      return { status: 'ready' };
    } catch (error) {
      fastify.log.warn({ err: error }, 'readiness: the database is unreachable');
      return reply.code(503).send({ status: 'database unreachable' });
    } finally {
      clearTimeout(timer);
    }
  });
};

export default healthRoutes;
