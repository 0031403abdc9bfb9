import type { Collection, Db } from 'mongodb';

/**
 * Per-account login backoff, on top of the per-IP limit of
 * @fastify/rate-limit. That library counts every request in fixed windows and
 * its `exponentialBackoff` grows for as long as the caller keeps trying, so an
 * attacker could lock the owner out indefinitely; it also cannot count only
 * failures or forget them after a success. Here: the first FREE_FAILURES - 1
 * wrong passwords for an address cost nothing, then each attempt makes the
 * next one wait 5, 10, 20 ... seconds, capped at MAX_DELAY_S. Attempts while
 * waiting are refused without being counted, so the wait never exceeds the
 * cap; a right password after the wait resets the count. Each attempt is
 * counted before the password is checked, so parallel guesses cannot slip
 * through together before the first failure is recorded. Kept in MongoDB so
 * the count holds across restarts and API instances. Unknown addresses count
 * the same way, so the answers never tell which addresses exist.
 */
export const FREE_FAILURES = 10;
export const MAX_DELAY_S = 300;
/** Failures older than this are forgotten. */
const FORGET_AFTER_MS = 3600_000;

export interface FailureDoc {
  _id: string;
  failures: number;
  lastFailureAt: Date;
  blockedUntil: Date;
}

const FIRST_DELAY_S = 5;
export const delaySeconds = (failures: number) => (failures < FREE_FAILURES ? 0 : Math.min(FIRST_DELAY_S * 2 ** (failures - FREE_FAILURES), MAX_DELAY_S));

/** Failed sign-ins per address, kept in MongoDB (collection login_failures). */
export class LoginBackoff {
  constructor(
    private readonly failures: Collection<FailureDoc>,
    private readonly now: () => number = Date.now,
  ) {}

  static fromDb(db: Db): LoginBackoff {
    return new LoginBackoff(db.collection<FailureDoc>('login_failures'));
  }

  /**
   * 0: go ahead (the attempt is counted until it succeeds); otherwise the seconds to wait.
   * Admits one attempt and counts it as a failure up front (a success deletes the count), or
   * answers how many seconds to wait. The count moves by compare-and-set on the read values,
   * so parallel guesses are admitted one by one and the 10th already sets the wait for the rest.
   */
  async admit(email: string): Promise<number> {
    for (let round = 0; round < 20; round++) {
      const at = this.now();
      const doc = await this.failures.findOne({ _id: email });
      if (doc && doc.blockedUntil.getTime() > at) return Math.ceil((doc.blockedUntil.getTime() - at) / 1000);
      const fresh = doc && at - doc.lastFailureAt.getTime() < FORGET_AFTER_MS;
      const count = (fresh ? doc.failures : 0) + 1;
      const next = { failures: count, lastFailureAt: new Date(at), blockedUntil: new Date(at + delaySeconds(count) * 1000) };
      try {
        if (!doc) {
          await this.failures.insertOne({ _id: email, ...next });
          return 0;
        }
        const claimed = await this.failures.updateOne({ _id: email, failures: doc.failures, lastFailureAt: doc.lastFailureAt }, { $set: next });
        if (claimed.modifiedCount === 1) return 0;
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error; // another attempt created it first: read again
      }
    }
    return 1; // kept losing the race to parallel attempts: ask this one to come back
  }

  /** The right password: the count starts over. */
  async succeeded(email: string): Promise<void> {
    await this.failures.deleteOne({ _id: email });
  }
}
