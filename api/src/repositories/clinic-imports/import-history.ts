/**
 * The account's applied imports as the owner sees them: when each ran, what it
 * created and updated, and how many of its locations are unpublished now. Reads
 * the `imports` records the import writes (clinic-imports-repository.ts).
 */
import type { Db, ObjectId } from 'mongodb';
import type { ImportSummary } from '@directpay/contracts';
import type { ClinicsRepository } from '#src/repositories/clinics/clinics-repository';
import { isPublic } from '#src/repositories/clinics/public-view';
import { IMPORTS_COLLECTION } from './clinic-imports-repository';

/** The fields of an import record this module reads. */
interface AppliedImport {
  _id: ObjectId;
  accountId: ObjectId;
  state: string;
  startedAt: Date;
  finishedAt?: Date;
  created: ObjectId[];
  replaced: { id: ObjectId }[];
}

/** How many imports the history lists: an owner acts on recent ones. */
const HISTORY_LIMIT = 50;

export class ImportHistoryRepository {
  constructor(
    private readonly db: Db,
    private readonly clinics: ClinicsRepository,
  ) {}

  private get imports() {
    return this.db.collection<AppliedImport>(IMPORTS_COLLECTION);
  }

  /** The account's applied imports, newest first. */
  async list(accountId: ObjectId): Promise<ImportSummary[]> {
    const records = await this.imports.find({ accountId, state: 'applied' }).sort({ startedAt: -1 }).limit(HISTORY_LIMIT).toArray();
    return Promise.all(records.map((record) => this.summaryOf(record)));
  }

  /** One applied import of this account; null for another account's, an undone one or none. */
  async find(accountId: ObjectId, id: ObjectId): Promise<AppliedImport | null> {
    return this.imports.findOne({ _id: id, accountId, state: 'applied' });
  }

  async summaryOf(record: AppliedImport): Promise<ImportSummary> {
    const still = await this.clinics.collection
      .find({ _id: { $in: locationIds(record) }, accountId: record.accountId }, { projection: { visibility: 1 } })
      .toArray();
    return {
      id: record._id.toHexString(),
      ranAt: (record.finishedAt ?? record.startedAt).toISOString(),
      created: record.created.length,
      updated: record.replaced.length,
      locations: still.length,
      unpublished: still.filter((c) => !isPublic(c)).length,
    };
  }
}

/** Every location the import wrote: those it created and those it updated. */
export const locationIds = (record: Pick<AppliedImport, 'created' | 'replaced'>): ObjectId[] => [...record.created, ...record.replaced.map((r) => r.id)];
