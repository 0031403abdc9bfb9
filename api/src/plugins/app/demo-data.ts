import fp from 'fastify-plugin';
import { seedDemoAppointments } from '#src/demo/demo-appointments';
import { seedDemoEstimates } from '#src/demo/demo-estimates';
import { seedDemo } from '#src/demo/seed-demo';

export const DEMO_CLINICS = 300;

/**
 * SEED_DEMO=on (as in `npm start`) seeds the demo clinics once, into a
 * database that had never held data: never into one that lost its data, where
 * demo clinics would hide the loss.
 */
export default fp(
  async (fastify) => {
    if (!fastify.mongo.neverHeldData) {
      if ((await fastify.clinics.count()) === 0) {
        fastify.log.warn({ dataDir: fastify.config.dataDir }, 'not seeding demo data: this database has held data before (start from an empty one for demo data)');
      }
      return;
    }
    const started = Date.now();
    const count = await seedDemo({ clinics: fastify.clinics, images: fastify.images }, { clinics: DEMO_CLINICS, images: true });
    // The development account's estimates: only where that account can sign in.
    const estimates = fastify.config.devIdp ? await seedDemoEstimates(fastify) : 0;
    // Its appointment requests, to the clinics the estimates gave it.
    const appointments = fastify.config.devIdp ? await seedDemoAppointments(fastify) : 0;
    fastify.log.info({ clinics: count, estimates, appointments, ms: Date.now() - started }, 'seeded demo data');
  },
  { name: 'demo-data', dependencies: ['clinics-repository', 'images-repository', 'users-repository', 'estimates-repository', 'appointments-repository', 'mailer'] },
);
