import fp from 'fastify-plugin';
import { ClinicsRepository } from '#src/repositories/clinics/clinics-repository';

declare module 'fastify' {
  interface FastifyInstance {
    clinics: ClinicsRepository;
  }
}

const FOLLOW_EVERY_MS = 1000;

/** Clinic documents; route files use this, never the driver. */
export default fp(
  async (fastify) => {
    const clinics = new ClinicsRepository(fastify.mongo.db);
    await clinics.ensureIndexes();
    const backfilled = await clinics.backfillSearchFields();
    if (backfilled > 0) fastify.log.info({ clinics: backfilled }, 'search keys brought up to date');
    const madePublic = await clinics.backfillVisibility();
    if (madePublic > 0) fastify.log.info({ clinics: madePublic }, 'clinics stored before visibility marked public');
    fastify.decorate('clinics', clinics);
    // The counter as it stands at start, so only writes made after it drop the map's cluster indexes.
    await clinics.followOtherWrites();
    // Another process's writes reach this one's map within about this long.
    const follow = setInterval(() => {
      clinics.followOtherWrites().catch((error: unknown) => fastify.log.warn(error, 'could not read the clinics change counter'));
    }, FOLLOW_EVERY_MS).unref();
    fastify.addHook('onClose', async () => clearInterval(follow));
  },
  { name: 'clinics-repository', dependencies: ['mongodb'] },
);
