import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import app from '#src/app';
import type { ApiConfig } from '#src/config';

/**
 * Registers the app on a test's server and waits until it is ready. A start
 * that fails part way (a plugin timing out on a busy machine, an index that
 * conflicts) is closed before the error is passed on: the embedded engine and
 * the client it had already opened would otherwise keep Jest from exiting.
 * fp: the test reaches the app's decorators (config, mongo, repositories).
 */
export async function startApp(server: FastifyInstance, config: ApiConfig): Promise<void> {
  try {
    await server.register(fp(app), { config });
    await server.ready();
  } catch (error) {
    await server.close().catch(() => undefined);
    throw error;
  }
}
