import fp from 'fastify-plugin';
import { ClinicsRepository } from '#src/repositories/clinics/clinics-repository';

declare module 'fastify' {
  interface FastifyInstance {
    clinics: ClinicsRepository;
  }
}

/** Clinic documents; route files use this, never the driver. */
export default fp(
  async (fastify) => {
    const clinics = new ClinicsRepository(fastify.mongo.db);
    await clinics.ensureIndexes();
    const backfilled = await clinics.backfillSearchFields();
    if (backfilled > 0) fastify.log.info({ clinics: backfilled }, 'search keys brought up to date');
    fastify.decorate('clinics', clinics);
  },
  { name: 'clinics-repository', dependencies: ['mongodb'] },
);
