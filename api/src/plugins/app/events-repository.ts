import fp from 'fastify-plugin';
import { EventsRepository } from '#src/repositories/events/events-repository';

declare module 'fastify' {
  interface FastifyInstance {
    eventsRepository: EventsRepository;
  }
}

/** Clinic event counters; route files use this, never the driver. */
export default fp(
  async (fastify) => {
    const events = EventsRepository.fromDb(fastify.mongo.db);
    await events.ensureIndexes();
    fastify.decorate('eventsRepository', events);
  },
  { name: 'events-repository', dependencies: ['mongodb'] },
);
