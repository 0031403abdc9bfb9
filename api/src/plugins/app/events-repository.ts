import fp from 'fastify-plugin';
import type { Collection, ObjectId } from 'mongodb';
import type { ClinicEventType, MetricCounts } from '@directpay/contracts';

/** One counted event. Deliberately nothing about the visitor: no IP, no user agent, no message text. */
interface EventDoc {
  clinicId: ObjectId;
  type: ClinicEventType;
  /** UTC day, 'YYYY-MM-DD'. */
  day: string;
  at: Date;
}

export const FIELD_OF: Record<ClinicEventType, keyof MetricCounts> = {
  profile_view: 'profileViews',
  prices_view: 'pricesViews',
  message_sent: 'messagesSent',
  website_click: 'websiteClicks',
};

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

declare module 'fastify' {
  interface FastifyInstance {
    eventsRepository: ReturnType<typeof createEventsRepository>;
  }
}

function createEventsRepository(events: Collection<EventDoc>) {
  return {
    async record(clinicId: ObjectId, type: ClinicEventType, at = new Date()): Promise<void> {
      await events.insertOne({ clinicId, type, day: utcDay(at), at });
    },

    /** Counts per clinic, day and type since `sinceDay` (inclusive). */
    async counts(clinicIds: ObjectId[], sinceDay: string): Promise<{ clinicId: ObjectId; day: string; type: ClinicEventType; n: number }[]> {
      if (clinicIds.length === 0) return [];
      const rows = await events
        .aggregate<{ _id: { clinicId: ObjectId; day: string; type: ClinicEventType }; n: number }>([
          { $match: { clinicId: { $in: clinicIds }, day: { $gte: sinceDay } } },
          { $group: { _id: { clinicId: '$clinicId', day: '$day', type: '$type' }, n: { $sum: 1 } } },
        ])
        .toArray();
      return rows.map((r) => ({ ...r._id, n: r.n }));
    },

    async deleteForClinic(clinicId: ObjectId): Promise<void> {
      await events.deleteMany({ clinicId });
    },
  };
}

export default fp(
  async (fastify) => {
    const events = fastify.mongo.db.collection<EventDoc>('events');
    await events.createIndex({ clinicId: 1, day: 1 });
    fastify.decorate('eventsRepository', createEventsRepository(events));
  },
  { name: 'events-repository', dependencies: ['mongodb'] },
);
