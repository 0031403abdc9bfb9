/**
 * The `npiChecks` collection: the checks of each clinic's NPIs and the queue of
 * those due. A check is claimed by one find-and-modify that moves its due time a
 * lease ahead and stamps a claim id, so of several API processes (or the job and
 * a save) one asks the registry; its answer is stored only while its claim holds,
 * so a save that changed the NPI meanwhile is never overwritten by the old answer.
 */
import { ObjectId, type Collection, type Db } from 'mongodb';
import { addMonths, type NpiMismatchField } from '@directpay/contracts';
import { NPI_CHECKS_COLLECTION, type NpiSubject, type StoredNpiCheck } from './stored-npi-check';

/** A verified or mismatched NPI is looked up again after this many months (a lapsed NPI loses its mark). */
export const RECHECK_MONTHS = 12;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 24 * 3600_000;

/** The wait before the next try after `failures` failed tries in a row: a minute, doubling, at most a day. */
export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), LONGEST_RETRY_MS);
}

export type Settled = { state: 'verified' } | { state: 'mismatch'; field: NpiMismatchField; registryValue?: string };

export class NpiChecksRepository {
  private readonly checks: Collection<StoredNpiCheck>;

  constructor(db: Db) {
    this.checks = db.collection<StoredNpiCheck>(NPI_CHECKS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.checks.createIndexes([
      { key: { clinicId: 1, doctorId: 1 }, name: 'clinic_subject', unique: true },
      { key: { dueAt: 1 }, name: 'due_at' },
    ]);
  }

  /**
   * Brings a clinic's checks in line with its NPIs: a new NPI, or one whose NPI or
   * matched fields changed, becomes pending and due now; a removed one goes.
   * Returns the ids of the checks queued, and whether any check changed.
   */
  async sync(clinicId: ObjectId, subjects: NpiSubject[], now: Date): Promise<{ queued: ObjectId[]; changed: boolean }> {
    const existing = await this.checks.find({ clinicId }).toArray();
    const same = (a: ObjectId | null, b: ObjectId | null) => (a === null || b === null ? a === b : a.equals(b));
    const queued: ObjectId[] = [];
    for (const subject of subjects) {
      const current = existing.find((c) => same(c.doctorId, subject.doctorId));
      if (current?.key === subject.key) continue;
      const fresh = { npi: subject.npi, expected: subject.expected, key: subject.key, state: 'pending' as const, checkedAt: null, dueAt: now, attempts: 0 };
      if (current) {
        await this.checks.updateOne({ _id: current._id }, { $set: fresh, $unset: { verifiedAt: '', field: '', registryValue: '', claim: '' } });
        queued.push(current._id);
      } else {
        const _id = new ObjectId();
        await this.checks.insertOne({ _id, clinicId, doctorId: subject.doctorId, ...fresh }).then(
          () => queued.push(_id),
          // A save of the same clinic at the same moment queued it already.
          (error: { code?: number }) => {
            if (error.code !== 11000) throw error;
          },
        );
      }
    }
    const gone = existing.filter((c) => !subjects.some((s) => same(s.doctorId, c.doctorId))).map((c) => c._id);
    if (gone.length > 0) await this.checks.deleteMany({ _id: { $in: gone } });
    return { queued, changed: queued.length > 0 || gone.length > 0 };
  }

  /** Claims the check most overdue, or this one when it is due; null when none is (or another process has it). */
  async claim(now: Date, leaseMs: number, id?: ObjectId): Promise<StoredNpiCheck | null> {
    return this.checks.findOneAndUpdate(
      { ...(id ? { _id: id } : {}), dueAt: { $lte: now } },
      { $set: { dueAt: new Date(now.getTime() + leaseMs), claim: new ObjectId() } },
      { sort: { dueAt: 1 }, returnDocument: 'after' },
    );
  }

  /** Stores the registry's answer, due again in a year; false when the claim no longer holds (nothing stored). */
  async settle(check: StoredNpiCheck, outcome: Settled, now: Date): Promise<boolean> {
    const $set = { state: outcome.state, checkedAt: now, dueAt: addMonths(now, RECHECK_MONTHS), attempts: 0 };
    const result =
      outcome.state === 'verified'
        ? await this.checks.updateOne({ _id: check._id, claim: check.claim }, { $set: { ...$set, verifiedAt: now }, $unset: { claim: '', field: '', registryValue: '' } })
        : await this.checks.updateOne(
            { _id: check._id, claim: check.claim },
            { $set: { ...$set, field: outcome.field, ...(outcome.registryValue ? { registryValue: outcome.registryValue } : {}) }, $unset: { claim: '', verifiedAt: '', ...(outcome.registryValue ? {} : { registryValue: '' }) } },
          );
    return result.modifiedCount === 1;
  }

  /** The registry could not answer: the check keeps its state and is tried again after the backoff. */
  async postpone(check: StoredNpiCheck, now: Date): Promise<boolean> {
    const attempts = check.attempts + 1;
    const result = await this.checks.updateOne({ _id: check._id, claim: check.claim }, { $set: { attempts, dueAt: new Date(now.getTime() + retryDelayMs(attempts)) }, $unset: { claim: '' } });
    return result.modifiedCount === 1;
  }

  async forClinics(clinicIds: ObjectId[]): Promise<StoredNpiCheck[]> {
    if (clinicIds.length === 0) return [];
    return this.checks.find({ clinicId: { $in: clinicIds } }).toArray();
  }

  async deleteForClinic(clinicId: ObjectId): Promise<void> {
    await this.checks.deleteMany({ clinicId });
  }

  /** Demo data: checks written as already answered. */
  async insertMany(checks: StoredNpiCheck[]): Promise<void> {
    if (checks.length > 0) await this.checks.insertMany(checks);
  }
}
