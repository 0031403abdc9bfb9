import { MongoServerError, type Collection, type Db } from 'mongodb';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** One client's count on one route, in a fixed window. */
interface WindowDoc {
  _id: string;
  count: number;
  resetAt: Date;
}

export const RATE_LIMITS_COLLECTION = 'rate_limits';

/**
 * Fixed windows counted in MongoDB, so every API process behind a proxy shares
 * one count per client and route. A window is reset by compare-and-set on its
 * end, so two processes never both start a new one.
 */
export class MongoWindows {
  private readonly windows: Collection<WindowDoc>;

  constructor(db: Db) {
    this.windows = db.collection<WindowDoc>(RATE_LIMITS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.windows.createIndex({ resetAt: 1 }, { name: 'reset_at' });
  }

  /** Counts one request of `id` and answers the count and the milliseconds left in its window. */
  async hit(id: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    for (;;) {
      const now = new Date();
      const open = await this.windows.findOneAndUpdate({ _id: id, resetAt: { $gt: now } }, { $inc: { count: 1 } }, { returnDocument: 'after' });
      if (open) return { current: open.count, ttl: open.resetAt.getTime() - now.getTime() };
      try {
        const resetAt = new Date(now.getTime() + timeWindow);
        // Matches only an ended window (or none, inserted): an open one makes the insert a duplicate, and the loop counts in it.
        await this.windows.updateOne({ _id: id, resetAt: { $lte: now } }, { $set: { count: 1, resetAt } }, { upsert: true });
        return { current: 1, ttl: timeWindow };
      } catch (error) {
        if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
      }
    }
  }

  /** Forgets windows that ended before `before`. */
  async forget(before: Date): Promise<void> {
    await this.windows.deleteMany({ resetAt: { $lt: before } });
  }

  /** The store class @fastify/rate-limit instantiates; each route's child counts under its method and URL. */
  storeClass(): FastifyRateLimitStoreCtor {
    const hit = (id: string, timeWindow: number) => this.hit(id, timeWindow);
    return class MongoStore implements FastifyRateLimitStore {
      private readonly timeWindow: number;

      constructor(
        options: { timeWindow?: unknown } = {},
        private readonly prefix = '',
      ) {
        this.timeWindow = typeof options.timeWindow === 'number' ? options.timeWindow : 60_000;
      }

      incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
        hit(`${this.prefix}${key}`, this.timeWindow).then(
          (result) => callback(null, result),
          (error: Error) => callback(error),
        );
      }

      child(routeOptions: object): FastifyRateLimitStore {
        // At run time the plugin passes the route's merged limits: its route and its window in milliseconds.
        const { routeInfo, timeWindow } = routeOptions as { routeInfo?: { method?: string | string[]; url?: string }; timeWindow?: unknown };
        return new MongoStore({ timeWindow }, `${[routeInfo?.method].flat().join(',')} ${routeInfo?.url ?? ''}|`);
      }
    };
  }
}
