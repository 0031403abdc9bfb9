/**
 * Price mismatch reports, collection `price_reports`. A report keeps
 * what the visitor typed about the price and nothing about the visitor: no
 * name, email, IP or user agent.
 */
import { ObjectId, type Collection, type Db } from 'mongodb';
import { PRICE_REPORT_NOTICE_DAYS, PRICE_REPORT_NOTICE_MIN, type PriceReport } from '@directpay/contracts';

export const PRICE_REPORTS_COLLECTION = 'price_reports';

export interface StoredPriceReport {
  _id: ObjectId;
  clinicId: ObjectId;
  /** The service's trimmed description: the notice is per price. */
  service: string;
  listedPrice: string;
  amountPaid: string;
  visitDate: string;
  note: string;
  reportedAt: Date;
  resolvedAt: Date | null;
}

export type NewPriceReport = Omit<StoredPriceReport, '_id' | 'resolvedAt'>;

export function toPriceReport(doc: StoredPriceReport): PriceReport {
  return {
    id: doc._id.toHexString(),
    clinicId: doc.clinicId.toHexString(),
    service: doc.service,
    listedPrice: doc.listedPrice,
    amountPaid: doc.amountPaid,
    visitDate: doc.visitDate,
    note: doc.note,
    reportedAt: doc.reportedAt.toISOString(),
    resolvedAt: doc.resolvedAt ? doc.resolvedAt.toISOString() : null,
  };
}

export class PriceReportsRepository {
  readonly collection: Collection<StoredPriceReport>;

  constructor(db: Db) {
    this.collection = db.collection<StoredPriceReport>(PRICE_REPORTS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.collection.createIndexes([{ key: { clinicId: 1, reportedAt: -1 }, name: 'clinic_reported' }]);
  }

  async insert(report: NewPriceReport): Promise<StoredPriceReport> {
    const doc: StoredPriceReport = { _id: new ObjectId(), ...report, resolvedAt: null };
    await this.collection.insertOne(doc);
    return doc;
  }

  /** Newest first. The caller has checked that the clinic is the owner's. */
  async listForClinic(clinicId: ObjectId): Promise<StoredPriceReport[]> {
    return this.collection.find({ clinicId }).sort({ reportedAt: -1, _id: -1 }).limit(500).toArray();
  }

  /** Marks one report of this clinic resolved; one already resolved keeps its first time. Null when the clinic has no such report. */
  async resolve(clinicId: ObjectId, id: ObjectId, now: Date): Promise<StoredPriceReport | null> {
    await this.collection.updateOne({ _id: id, clinicId, resolvedAt: null }, { $set: { resolvedAt: now } });
    return this.collection.findOne({ _id: id, clinicId });
  }

  /** Descriptions of the clinic's services with 2+ unresolved reports in the last 90 days. */
  async noticeServices(clinicId: ObjectId, now: Date): Promise<Set<string>> {
    const since = new Date(now.getTime() - PRICE_REPORT_NOTICE_DAYS * 86_400_000);
    const open = await this.collection
      .find({ clinicId, resolvedAt: null, reportedAt: { $gte: since } }, { projection: { service: 1 } })
      .toArray();
    const counts = new Map<string, number>();
    for (const r of open) counts.set(r.service, (counts.get(r.service) ?? 0) + 1);
    return new Set([...counts].filter(([, n]) => n >= PRICE_REPORT_NOTICE_MIN).map(([service]) => service));
  }

  async deleteForClinic(clinicId: ObjectId): Promise<void> {
    await this.collection.deleteMany({ clinicId });
  }
}
