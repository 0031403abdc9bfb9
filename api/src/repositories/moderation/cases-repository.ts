/**
 * Moderation cases, collection `moderation_cases`: each listing report, and a
 * case beside each price mismatch report (same `_id` as the report). Texts are
 * kept as typed; a case is `open` in the queue until decided, and an owner's
 * answer opens it again in its next `round`.
 */
import { ObjectId, type Collection, type Db } from 'mongodb';
import type { ListingReportReason, ModerationCase } from '@directpay/contracts';
import { HttpError } from '#src/lib/http-errors';

export const MODERATION_CASES_COLLECTION = 'moderation_cases';

export type CaseReason = ModerationCase['reason'];

export interface StoredCase {
  _id: ObjectId;
  kind: ModerationCase['kind'];
  clinicId: ObjectId;
  reason: CaseReason;
  note: string;
  /** A listing report's optional address, normalised; at most one open report per address and listing. */
  reporterEmail?: string;
  reportedAt: Date;
  status: ModerationCase['status'];
  /** How many times an owner's answer reopened the case: one decision per round (audit-log.ts). */
  round: number;
  ownerAnswer?: { text: string; answeredAt: Date };
}

export const DUPLICATE_REPORT = 'body/emailAddress has already reported this listing; its report is still open.';
const EMAIL_FIELD = '/body/emailAddress';
/** The queue shows this many cases at most, oldest first; the counts cover every open case. */
export const QUEUE_LIMIT = 500;

export class CasesRepository {
  readonly collection: Collection<StoredCase>;

  constructor(db: Db) {
    this.collection = db.collection<StoredCase>(MODERATION_CASES_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.collection.createIndexes([
      { key: { status: 1, reportedAt: 1, _id: 1 }, name: 'status_reported' },
      { key: { clinicId: 1 }, name: 'clinic' },
      // The database keeps one open report per address and listing, even when two arrive at once.
      {
        key: { clinicId: 1, reporterEmail: 1 },
        name: 'one_open_report_per_address',
        unique: true,
        partialFilterExpression: { status: 'open', kind: 'listing-report', reporterEmail: { $exists: true } },
      },
    ]);
  }

  /** A visitor's report; 409 naming the address when it already has an open report of this listing. */
  async insertListingReport(report: { clinicId: ObjectId; reason: ListingReportReason; note: string; reporterEmail?: string; reportedAt: Date }): Promise<StoredCase> {
    const { reporterEmail, ...rest } = report;
    const doc: StoredCase = { _id: new ObjectId(), kind: 'listing-report', ...rest, ...(reporterEmail ? { reporterEmail } : {}), status: 'open', round: 0 };
    if (reporterEmail && (await this.collection.findOne({ clinicId: report.clinicId, reporterEmail, kind: 'listing-report', status: 'open' }))) {
      throw new HttpError(409, DUPLICATE_REPORT, EMAIL_FIELD);
    }
    try {
      await this.collection.insertOne(doc);
    } catch (error) {
      if ((error as { code?: number }).code === 11000) throw new HttpError(409, DUPLICATE_REPORT, EMAIL_FIELD);
      throw error;
    }
    return doc;
  }

  /** The case of a price mismatch report: the report's id, its note, reason `different-price`. */
  async insertPriceReportCase(report: { _id: ObjectId; clinicId: ObjectId; note: string; reportedAt: Date }): Promise<void> {
    await this.collection.insertOne({ ...report, kind: 'price-report', reason: 'different-price', status: 'open', round: 0 });
  }

  async find(id: ObjectId): Promise<StoredCase | null> {
    return this.collection.findOne({ _id: id });
  }

  /** The open cases, oldest report first (a reopened case keeps its place), and how many are open by reason. */
  async queue(): Promise<{ cases: StoredCase[]; countsByReason: Record<string, number> }> {
    const cases = await this.collection.find({ status: 'open' }).sort({ reportedAt: 1, _id: 1 }).limit(QUEUE_LIMIT).toArray();
    // Counted here from the reasons alone: the queue is small, and every engine reads a projection alike.
    const countsByReason: Record<string, number> = {};
    for await (const { reason } of this.collection.find({ status: 'open' }, { projection: { _id: 0, reason: 1 } })) countsByReason[reason] = (countsByReason[reason] ?? 0) + 1;
    return { cases, countsByReason };
  }

  /** Marks the case of this round decided; writing it again changes nothing. */
  async decide(id: ObjectId, round: number): Promise<void> {
    await this.collection.updateOne({ _id: id, round }, { $set: { status: 'decided' } });
  }

  /** The owner answered the decision: the case is open again, in its next round, at its report's place in the queue. */
  async reopen(id: ObjectId, answer: { text: string; answeredAt: Date }): Promise<void> {
    await this.collection.updateOne({ _id: id, status: 'decided', ownerAnswer: { $exists: false } }, { $set: { status: 'open', ownerAnswer: answer }, $inc: { round: 1 } });
  }

  async deleteForClinic(clinicId: ObjectId): Promise<void> {
    await this.collection.deleteMany({ clinicId });
  }
}
