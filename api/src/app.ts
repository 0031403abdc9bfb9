import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import mongodb from './plugins/external/mongodb';
import healthRoutes from './routes/health';
import type { ApiConfig } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    config: ApiConfig;
  }
}

export interface AppOptions {
  config: ApiConfig;
}

/**
 * The whole API as one plugin: server.ts listens, tests call app.inject.
 * Order: external plugins (db, cors, security), then app plugins (repositories), then routes.
 */
const app: FastifyPluginAsync<AppOptions> = async (fastify: FastifyInstance, { config }) => {
  fastify.decorate('config', config);
  fastify.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error(error);
      return reply.code(statusCode).send({ statusCode, error: 'Internal Server Error', message: 'Something went wrong on our side.' });
    }
    return reply.code(statusCode).send({ statusCode, error: error.name === 'Error' ? 'Bad Request' : error.name, message: error.message });
  });

  // external
  await fastify.register(mongodb, { uri: config.mongodbUri, dataDir: config.dataDir, dbName: config.dbName });

  // routes
  await fastify.register(healthRoutes, { prefix: '/health' });
};

export default app;
