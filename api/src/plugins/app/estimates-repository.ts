import fp from 'fastify-plugin';
import { EstimatesRepository } from '#src/repositories/estimates/estimates-repository';

declare module 'fastify' {
  interface FastifyInstance {
    estimates: EstimatesRepository;
  }
}

/** Estimate requests, issued estimates and their PDFs; route files use this, never the driver. */
export default fp(
  async (fastify) => {
    const estimates = new EstimatesRepository(fastify.mongo.db);
    await estimates.ensureIndexes();
    fastify.decorate('estimates', estimates);
  },
  { name: 'estimates-repository', dependencies: ['mongodb'] },
);
