import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import healthRoutes from './routes/health';
import type { ApiConfig } from './config';

export interface AppOptions {
  config: ApiConfig;
}

/** The whole API as one plugin: server.ts listens, tests call app.inject. */
const app: FastifyPluginAsync<AppOptions> = async (fastify: FastifyInstance) => {
  fastify.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error(error);
      return reply.code(statusCode).send({ statusCode, error: 'Internal Server Error', message: 'Something went wrong on our side.' });
    }
    return reply.code(statusCode).send({ statusCode, error: error.name === 'Error' ? 'Bad Request' : error.name, message: error.message });
  });
  await fastify.register(healthRoutes, { prefix: '/health' });
};

export default app;
