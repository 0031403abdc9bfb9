import fp from 'fastify-plugin';
import { LoginBackoff } from '#src/repositories/login-backoff/login-backoff';

declare module 'fastify' {
  interface FastifyInstance {
    loginBackoff: LoginBackoff;
  }
}

/** Per-address login backoff (repositories/login-backoff); route files use this, never the driver. */
export default fp(
  async (fastify) => {
    fastify.decorate('loginBackoff', LoginBackoff.fromDb(fastify.mongo.db));
  },
  { name: 'login-backoff', dependencies: ['mongodb'] },
);
