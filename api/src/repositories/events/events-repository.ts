import type { Collection, Db, ObjectId } from 'mongodb';
import type { ClinicEventType, MetricCounts } from '@directpay/contracts';

/** One counted event. Deliberately nothing about the visitor: no IP, no user agent, no message text. */
export interface EventDoc {
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

/** Counted clinic events (profile views, price views, messages, website clicks) for the owner's metrics. */
export class EventsRepository {
  constructor(private readonly events: Collection<EventDoc>) {}

  static fromDb(db: Db): EventsRepository {
    return new EventsRepository(db.collection<EventDoc>('events'));
  }

  async ensureIndexes(): Promise<void> {
    await this.events.createIndex({ clinicId: 1, day: 1 });
  }

  async record(clinicId: ObjectId, type: ClinicEventType, at = new Date()): Promise<void> {
    await this.events.insertOne({ clinicId, type, day: utcDay(at), at });
  }

  /** Counts per clinic, day and type since `sinceDay` (inclusive). */
  async counts(clinicIds: ObjectId[], sinceDay: string): Promise<{ clinicId: ObjectId; day: string; type: ClinicEventType; n: number }[]> {
    if (clinicIds.length === 0) return [];
    const rows = await this.events
      .aggregate<{ _id: { clinicId: ObjectId; day: string; type: ClinicEventType }; n: number }>([
        { $match: { clinicId: { $in: clinicIds }, day: { $gte: sinceDay } } },
        { $group: { _id: { clinicId: '$clinicId', day: '$day', type: '$type' }, n: { $sum: 1 } } },
      ])
      .toArray();
    return rows.map((r) => ({ ...r._id, n: r.n }));
  }

  async deleteForClinic(clinicId: ObjectId): Promise<void> {
    await this.events.deleteMany({ clinicId });
  }
}
