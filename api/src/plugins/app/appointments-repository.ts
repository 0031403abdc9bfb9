import fp from 'fastify-plugin';
import { AppointmentsRepository } from '#src/repositories/appointments/appointments-repository';

declare module 'fastify' {
  interface FastifyInstance {
    appointments: AppointmentsRepository;
  }
}

/** Appointment requests; route files use this, never the driver. */
export default fp(
  async (fastify) => {
    const appointments = new AppointmentsRepository(fastify.mongo.db);
    await appointments.ensureIndexes();
    fastify.decorate('appointments', appointments);
  },
  { name: 'appointments-repository', dependencies: ['mongodb'] },
);
