import fp from 'fastify-plugin';
import type { Collection } from 'mongodb';

/**
 * Per-account login backoff (issue 12, item 6), on top of the per-IP limit of
 * @fastify/rate-limit. That library counts every request in fixed windows and
 * its `exponentialBackoff` grows for as long as the caller keeps trying, so an
 * attacker could lock the owner out indefinitely; it also cannot count only
 * failures or forget them after a success. Here: the first FREE_FAILURES
 * wrong passwords for an address cost nothing, then each one makes the next
 * attempt wait 1, 2, 4 ... seconds, capped at MAX_DELAY_S. Attempts while
 * waiting are refused without being counted, so the wait never exceeds the
 * cap; a right password after the wait resets the count. Kept in MongoDB so
 * the count holds across restarts and API instances. Unknown addresses count
 * the same way, so the answers never tell which addresses exist.
 */
export const FREE_FAILURES = 10;
export const MAX_DELAY_S = 300;
/** Failures older than this are forgotten. */
const FORGET_AFTER_MS = 3600_000;

interface FailureDoc {
  _id: string;
  failures: number;
  lastFailureAt: Date;
  blockedUntil: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginBackoff: ReturnType<typeof createLoginBackoff>;
  }
}

const FIRST_DELAY_S = 5;
export const delaySeconds = (failures: number) => (failures < FREE_FAILURES ? 0 : Math.min(FIRST_DELAY_S * 2 ** (failures - FREE_FAILURES), MAX_DELAY_S));

function createLoginBackoff(failures: Collection<FailureDoc>, now: () => number) {
  return {
    /** Seconds the caller must still wait before trying this address; 0: go ahead. */
    async waitSeconds(email: string): Promise<number> {
      const doc = await failures.findOne({ _id: email });
      if (!doc) return 0;
      return Math.max(0, Math.ceil((doc.blockedUntil.getTime() - now()) / 1000));
    },

    /** Counted atomically, so parallel wrong guesses each count. */
    async failed(email: string): Promise<void> {
      const at = new Date(now());
      // Failures older than FORGET_AFTER_MS start over.
      await failures.updateOne({ _id: email, lastFailureAt: { $lt: new Date(at.getTime() - FORGET_AFTER_MS) } }, { $set: { failures: 0 } });
      const doc = await failures.findOneAndUpdate(
        { _id: email },
        { $inc: { failures: 1 }, $set: { lastFailureAt: at }, $setOnInsert: { blockedUntil: at } },
        { upsert: true, returnDocument: 'after' },
      );
      const blockedUntil = new Date(at.getTime() + delaySeconds(doc?.failures ?? 1) * 1000);
      await failures.updateOne({ _id: email }, { $max: { blockedUntil } });
    },

    async succeeded(email: string): Promise<void> {
      await failures.deleteOne({ _id: email });
    },
  };
}

export default fp(
  async (fastify) => {
    const collection = fastify.mongo.db.collection<FailureDoc>('login_failures');
    fastify.decorate('loginBackoff', createLoginBackoff(collection, Date.now));
  },
  { name: 'login-backoff', dependencies: ['mongodb'] },
);
