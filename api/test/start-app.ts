import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import app from '#src/app';
import type { ApiConfig } from '#src/config';
import { SERVER_OPTIONS } from '#src/lib/protocol-errors';

/**
 * A test's server with the app registered, once it is ready. A start
 * that fails part way (a plugin timing out on a busy machine, an index that
 * conflicts) is closed before the error is passed on: the embedded engine and
 * the client it had already opened would otherwise keep Jest from exiting.
 * fp: the test reaches the app's decorators (config, mongo, repositories).
 * `prepare` runs before the app registers (a hook that watches its routes). The driver's
 * command events are on, so a test can see every write a request makes (trackWrites).
 */
export async function startApp(config: ApiConfig, prepare?: (server: FastifyInstance) => void): Promise<FastifyInstance> {
  // Seeding demo clinics while plugins load can outlast Fastify's default plugin timeout on a loaded machine.
  const server = Fastify({ pluginTimeout: 60_000, ...SERVER_OPTIONS });
  prepare?.(server);
  try {
    await server.register(fp(app), { config, monitorCommands: true });
    await server.ready();
    return server;
  } catch (error) {
    await server.close().catch(() => undefined);
    throw error;
  }
}
