/**
 * Appointment requests. A change of state is a compare-and-set on the state
 * read before it (and, for a one-click link, on the link not yet used), so two
 * answers racing on one request cannot both apply, and a link works once.
 */
import type { Collection, Db, Filter, ObjectId } from 'mongodb';
import type { AppointmentState } from '@directpay/contracts';
import { APPOINTMENTS_COLLECTION, type StoredAppointment } from './stored-appointment';

const LIST_LIMIT = 500;

export type AppointmentChange = Partial<Pick<StoredAppointment, 'time' | 'timeStartsAt' | 'declineReason' | 'firstAnsweredAt'>>;

export class AppointmentsRepository {
  readonly collection: Collection<StoredAppointment>;

  constructor(db: Db) {
    this.collection = db.collection<StoredAppointment>(APPOINTMENTS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.collection.createIndexes([
      { key: { tokenHashes: 1 }, name: 'tokens', unique: true },
      { key: { accountId: 1, requestedAt: -1 }, name: 'account_requested' },
      { key: { state: 1, windowsEndAt: 1 }, name: 'state_windows_end' },
    ]);
  }

  async insert(doc: StoredAppointment): Promise<void> {
    await this.collection.insertOne(doc);
  }

  async findByTokenHash(tokenHash: string): Promise<StoredAppointment | null> {
    return this.collection.findOne({ tokenHashes: tokenHash });
  }

  async findById(id: ObjectId): Promise<StoredAppointment | null> {
    return this.collection.findOne({ _id: id });
  }

  async findForAccount(accountId: ObjectId, id: ObjectId): Promise<StoredAppointment | null> {
    return this.collection.findOne({ _id: id, accountId });
  }

  /** Newest first; optionally one clinic's, one state's. */
  async listForAccount(accountId: ObjectId, filter: { clinicId?: ObjectId; state?: AppointmentState } = {}): Promise<StoredAppointment[]> {
    return this.collection
      .find({ accountId, ...(filter.clinicId ? { clinicId: filter.clinicId } : {}), ...(filter.state ? { state: filter.state } : {}) })
      .sort({ requestedAt: -1, _id: -1 })
      .limit(LIST_LIMIT)
      .toArray();
  }

  /**
   * Moves a request from the state it was read in to `to`; with `linkId`, only if that
   * link was not used, recording it in the same write; with `tokenHash`, a new private link
   * for the patient's mail. Null when the state or the link no longer holds.
   */
  async transition(
    doc: StoredAppointment,
    to: AppointmentState,
    change: AppointmentChange,
    now: Date,
    extra: { linkId?: string; tokenHash?: string } = {},
  ): Promise<StoredAppointment | null> {
    const { linkId, tokenHash } = extra;
    const filter: Filter<StoredAppointment> = { _id: doc._id, state: doc.state, ...(linkId ? { usedLinks: { $ne: linkId } } : {}) };
    const $push = { ...(linkId ? { usedLinks: linkId } : {}), ...(tokenHash ? { tokenHashes: tokenHash } : {}) };
    return this.collection.findOneAndUpdate(filter, { $set: { ...change, state: to, changedAt: now }, ...(linkId || tokenHash ? { $push } : {}) }, { returnDocument: 'after' });
  }

  /** Points the request at its Good Faith Estimate request, once: false when it already has one. */
  async claimEstimateRequest(id: ObjectId, estimateRequestId: ObjectId): Promise<boolean> {
    const result = await this.collection.updateOne({ _id: id, estimateRequestId: { $exists: false } }, { $set: { estimateRequestId } });
    return result.modifiedCount === 1;
  }

  async releaseEstimateRequest(id: ObjectId, estimateRequestId: ObjectId): Promise<void> {
    await this.collection.updateOne({ _id: id, estimateRequestId }, { $unset: { estimateRequestId: '' } });
  }
}
