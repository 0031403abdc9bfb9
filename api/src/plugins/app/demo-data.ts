import fp from 'fastify-plugin';
import { seedDemo } from '#src/demo/seed-demo';

export const DEMO_CLINICS = 300;

/**
 * SEED_DEMO=on (as in `npm start`) seeds the demo clinics once: with the
 * embedded engine only into a data folder that has never held data (the
 * engine's FRESH marker, written when it creates the folder), never into one
 * that lost its data, where demo clinics would hide the loss; with MONGODB_URI
 * into an empty database.
 */
export default fp(
  async (fastify) => {
    if (fastify.mongo.embedded) {
      if (!fastify.mongo.freshDataDir) {
        if ((await fastify.clinics.count()) === 0) {
          fastify.log.warn({ dataDir: fastify.config.dataDir }, 'not seeding demo data: this data folder has held data before (remove the folder to start over with demo data)');
        }
        return;
      }
    } else if ((await fastify.clinics.count()) > 0) return;
    const started = Date.now();
    const count = await seedDemo({ clinics: fastify.clinics, images: fastify.images }, { clinics: DEMO_CLINICS, images: true });
    fastify.log.info({ clinics: count, ms: Date.now() - started }, 'seeded demo data');
  },
  { name: 'demo-data', dependencies: ['clinics-repository', 'images-repository'] },
);
