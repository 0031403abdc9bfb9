/**
 * Estimate requests and issued estimates. Reads for an owner are scoped to
 * the account; the patient's page finds an estimate by its link token's hash.
 * Issuing writes the PDF, then the estimate, then moves the request to it with
 * a compare-and-set, so two issues racing on one request cannot both replace
 * the same estimate (the loser's writes are removed).
 */
import { Readable } from 'node:stream';
import { GridFSBucket, type Collection, type Db, type ObjectId } from 'mongodb';
import {
  ESTIMATE_PDF_BUCKET,
  ESTIMATE_REQUESTS_COLLECTION,
  ESTIMATES_COLLECTION,
  type StoredEstimate,
  type StoredEstimateRequest,
} from './stored-estimate';

const LIST_LIMIT = 500;

export class EstimatesRepository {
  readonly requests: Collection<StoredEstimateRequest>;
  readonly estimates: Collection<StoredEstimate>;
  readonly pdfs: GridFSBucket;

  constructor(db: Db) {
    this.requests = db.collection<StoredEstimateRequest>(ESTIMATE_REQUESTS_COLLECTION);
    this.estimates = db.collection<StoredEstimate>(ESTIMATES_COLLECTION);
    this.pdfs = new GridFSBucket(db, { bucketName: ESTIMATE_PDF_BUCKET });
  }

  async ensureIndexes(): Promise<void> {
    await this.requests.createIndexes([
      { key: { accountId: 1, requestedAt: -1 }, name: 'account_requested' },
      { key: { status: 1, remindAt: 1 }, name: 'status_remind' },
    ]);
    await this.estimates.createIndexes([
      { key: { tokenHash: 1 }, name: 'token', unique: true },
      { key: { requestId: 1, issuedAt: -1 }, name: 'request_issued' },
      { key: { replaces: 1 }, name: 'replaces' },
    ]);
  }

  async insertRequest(doc: StoredEstimateRequest): Promise<void> {
    await this.requests.insertOne(doc);
  }

  /** Newest first; optionally one clinic's. */
  async listForAccount(accountId: ObjectId, clinicId?: ObjectId): Promise<StoredEstimateRequest[]> {
    return this.requests
      .find({ accountId, ...(clinicId ? { clinicId } : {}) })
      .sort({ requestedAt: -1, _id: -1 })
      .limit(LIST_LIMIT)
      .toArray();
  }

  async findRequestForAccount(accountId: ObjectId, id: ObjectId): Promise<StoredEstimateRequest | null> {
    return this.requests.findOne({ _id: id, accountId });
  }

  async estimatesOf(requestId: ObjectId): Promise<StoredEstimate[]> {
    return this.estimates.find({ requestId }).sort({ issuedAt: -1, _id: -1 }).toArray();
  }

  async findEstimateForAccount(accountId: ObjectId, id: ObjectId): Promise<StoredEstimate | null> {
    return this.estimates.findOne({ _id: id, accountId });
  }

  /** The estimate behind a link, while the link works. */
  async findByTokenHash(tokenHash: string, now: Date): Promise<StoredEstimate | null> {
    return this.estimates.findOne({ tokenHash, linkExpiresAt: { $gt: now } });
  }

  async isReplaced(id: ObjectId): Promise<boolean> {
    return (await this.estimates.countDocuments({ replaces: id }, { limit: 1 })) > 0;
  }

  /**
   * Stores an issued estimate and its PDF and makes it the request's latest. Null (nothing
   * left written) when the request's latest estimate is no longer `expectedLatest`.
   */
  async issue(estimate: StoredEstimate, pdf: Buffer, expectedLatest: ObjectId | null): Promise<StoredEstimate | null> {
    await this.uploadPdf(estimate._id, pdf);
    try {
      await this.estimates.insertOne(estimate);
      const moved = await this.requests.updateOne(
        { _id: estimate.requestId, latestEstimateId: expectedLatest },
        { $set: { status: 'issued', latestEstimateId: estimate._id, issuedAt: estimate.issuedAt } },
      );
      if (moved.modifiedCount === 1) return estimate;
    } catch (error) {
      await this.remove(estimate._id);
      throw error;
    }
    await this.remove(estimate._id);
    return null;
  }

  private async remove(id: ObjectId): Promise<void> {
    await this.estimates.deleteOne({ _id: id });
    await this.pdfs.delete(id).catch(() => undefined);
  }

  private async uploadPdf(id: ObjectId, pdf: Buffer): Promise<void> {
    const stream = this.pdfs.openUploadStreamWithId(id, `estimate-${id.toHexString()}.pdf`, { metadata: { contentType: 'application/pdf' } });
    await new Promise<void>((resolve, reject) => {
      Readable.from([pdf]).pipe(stream).on('finish', () => resolve()).on('error', reject);
    });
  }

  async readPdf(id: ObjectId): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of this.pdfs.openDownloadStream(id)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /**
   * Claims the next request due its owner's reminder: not issued, its due day begun,
   * not yet overdue, never reminded. The claim is written before any mail is sent.
   */
  async claimNextReminder(now: Date): Promise<StoredEstimateRequest | null> {
    return this.requests.findOneAndUpdate(
      { status: 'requested', remindAt: { $lte: now }, overdueAt: { $gt: now }, reminderSentAt: { $exists: false } },
      { $set: { reminderSentAt: now } },
      { returnDocument: 'after' },
    );
  }
}
