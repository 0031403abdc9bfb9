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

  /** The account's applied imports, newest first; their locations read in one query. */
  async list(accountId: ObjectId): Promise<ImportSummary[]> {
    const records = await this.imports.find({ accountId, state: 'applied' }).sort({ startedAt: -1 }).limit(HISTORY_LIMIT).toArray();
    const states = await this.statesOf(accountId, records.flatMap(locationIds));
    return records.map((record) => summary(record, states));
  }

  /** One applied import of this account; null for another account's, an undone one or none. */
  async find(accountId: ObjectId, id: ObjectId): Promise<AppliedImport | null> {
    return this.imports.findOne({ _id: id, accountId, state: 'applied' });
  }

  async summaryOf(record: AppliedImport): Promise<ImportSummary> {
    return summary(record, await this.statesOf(record.accountId, locationIds(record)));
  }

  /** Whether each of these locations the account still has is public, by id. */
  private async statesOf(accountId: ObjectId, ids: ObjectId[]): Promise<Map<string, boolean>> {
    if (ids.length === 0) return new Map();
    const still = await this.clinics.collection.find({ _id: { $in: ids }, accountId }, { projection: { visibility: 1 } }).toArray();
    return new Map(still.map((c) => [c._id.toHexString(), isPublic(c)]));
  }
}

function summary(record: AppliedImport, states: Map<string, boolean>): ImportSummary {
  const still = [...new Set(locationIds(record).map((id) => id.toHexString()))].flatMap((id) => (states.has(id) ? [states.get(id)] : []));
  return {
    id: record._id.toHexString(),
    ranAt: (record.finishedAt ?? record.startedAt).toISOString(),
    created: record.created.length,
    updated: record.replaced.length,
    locations: still.length,
    unpublished: still.filter((shown) => !shown).length,
  };
}

/** Every location the import wrote: those it created and those it updated. */
export const locationIds = (record: Pick<AppliedImport, 'created' | 'replaced'>): ObjectId[] => [...record.created, ...record.replaced.map((r) => r.id)];
