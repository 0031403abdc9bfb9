/**
 * The append-only audit log, collection `moderation_audit`. An entry is
 * written BEFORE its action, marked `pending`; the action's writes follow, each
 * one setting a state (so running it again changes nothing), and only then is
 * the mark cleared. A crash in between leaves a pending entry, which
 * `completePending` (at start and before each read of the queue or the log)
 * carries through: no action happens without its entry. Nothing here updates an
 * entry's content or deletes one; the only later write clears `pending`.
 */
import { ObjectId, type Collection, type Db } from 'mongodb';
import type { AuditEntry, ListingStanding } from '@directpay/contracts';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';

export const AUDIT_COLLECTION = 'moderation_audit';

export interface StoredAuditEntry {
  _id: ObjectId;
  at: Date;
  actor: string;
  action: AuditEntry['action'];
  reason: string;
  clinicId?: ObjectId;
  caseId?: ObjectId;
  subject?: string;
  /** A role change's account. */
  subjectUserId?: ObjectId;
  before: { standing?: ListingStanding; administrator?: boolean };
  after: { standing?: ListingStanding; administrator?: boolean };
  /**
   * Unique: one decision per case and round (`case:<id>:<round>`), so a second
   * action on a decided case fails here even when two arrive at once.
   */
  lock: string;
  /** A case decision's round, and the listing's state it writes (absent: dismiss, which leaves it). Never answered. */
  round?: number;
  effect?: ListingEffect;
  /** Set until the action's writes are all done. */
  pending?: true;
}

/** What a decision writes on the listing (clinics-repository setStanding). */
export type ListingEffect = Pick<StoredClinic, 'visibility' | 'closedAt' | 'moderation'>;

export type NewAuditEntry = Omit<StoredAuditEntry, '_id' | 'pending'>;

export function toAuditEntry(doc: StoredAuditEntry): AuditEntry {
  return {
    id: doc._id.toHexString(),
    at: doc.at.toISOString(),
    actor: doc.actor,
    action: doc.action,
    reason: doc.reason,
    ...(doc.clinicId ? { clinicId: doc.clinicId.toHexString() } : {}),
    ...(doc.caseId ? { caseId: doc.caseId.toHexString() } : {}),
    ...(doc.subject ? { subject: doc.subject } : {}),
    before: doc.before,
    after: doc.after,
  };
}

/** The log answers this many entries at most, newest first. */
export const AUDIT_LIMIT = 500;

export class AuditLog {
  readonly collection: Collection<StoredAuditEntry>;

  constructor(db: Db) {
    this.collection = db.collection<StoredAuditEntry>(AUDIT_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.collection.createIndexes([
      { key: { lock: 1 }, name: 'one_decision_per_case_round', unique: true },
      { key: { at: -1, _id: -1 }, name: 'newest' },
      { key: { clinicId: 1, at: -1 }, name: 'clinic_newest' },
      { key: { pending: 1 }, name: 'pending' },
    ]);
  }

  /** Writes the entry ahead of its action; false when its lock is taken (the case of this round was decided). */
  async begin(entry: NewAuditEntry): Promise<StoredAuditEntry | null> {
    const doc: StoredAuditEntry = { _id: new ObjectId(), ...entry, pending: true };
    try {
      await this.collection.insertOne(doc);
    } catch (error) {
      if ((error as { code?: number }).code === 11000) return null;
      throw error;
    }
    return doc;
  }

  /**
   * The action's writes are all done. True for the one caller that cleared the mark: two may carry
   * the same entry through at once (an action and a read of the queue), and only one may then mail.
   */
  async complete(id: ObjectId): Promise<boolean> {
    return (await this.collection.updateOne({ _id: id, pending: true }, { $unset: { pending: '' } })).modifiedCount === 1;
  }

  async pending(): Promise<StoredAuditEntry[]> {
    return this.collection.find({ pending: true }).sort({ at: 1, _id: 1 }).toArray();
  }

  /** Newest first; one listing's when asked. An entry still pending is listed too: its action is under way. */
  async list(clinicId?: ObjectId): Promise<StoredAuditEntry[]> {
    return this.collection.find(clinicId ? { clinicId } : {}).sort({ at: -1, _id: -1 }).limit(AUDIT_LIMIT).toArray();
  }
}
