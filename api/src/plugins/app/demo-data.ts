import fp from 'fastify-plugin';
import { seedDemo } from '../../demo/seed-demo';

export const DEMO_CLINICS = 300;

/** On an empty database (SEED_DEMO=on, as in `npm start`), seeds the demo clinics once. */
export default fp(
  async (fastify) => {
    if ((await fastify.clinics.count()) > 0) return;
    const started = Date.now();
    const count = await seedDemo({ clinics: fastify.clinics, images: fastify.images }, { clinics: DEMO_CLINICS, images: true });
    fastify.log.info({ clinics: count, ms: Date.now() - started }, 'seeded demo data into the empty database');
  },
  { name: 'demo-data', dependencies: ['clinics-repository', 'images-repository'] },
);
