import fp from 'fastify-plugin';
import { PriceReportsRepository } from '#src/repositories/price-reports/price-reports-repository';

declare module 'fastify' {
  interface FastifyInstance {
    priceReports: PriceReportsRepository;
  }
}

/** Price mismatch reports; route files use this, never the driver. */
export default fp(
  async (fastify) => {
    const reports = new PriceReportsRepository(fastify.mongo.db);
    await reports.ensureIndexes();
    fastify.decorate('priceReports', reports);
  },
  { name: 'price-reports-repository', dependencies: ['mongodb'] },
);
