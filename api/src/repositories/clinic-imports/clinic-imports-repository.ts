/**
 * Writes an import all or nothing without transactions (the embedded engine
 * refuses them, as a standalone mongod does). Before the first clinic write, the
 * import is recorded with the ids it will create and, in `import_undo`, each
 * location it will replace as it was. The clinics are then written (new ones in
 * one insert, replaced ones in one ordered bulk write, each only if its revision
 * is still the one planned from). Any failure, a unique external id taken
 * meanwhile or a write the database refuses, undoes what was written: created
 * clinics deleted, replaced ones put back where they still hold this import's
 * revision. An import a crash left half done is undone at the next start.
 */
import { ObjectId, type Collection, type Db } from 'mongodb';
import { IMPORT_MAX_NEW_LOCATIONS, IMPORT_MAX_NEW_LOCATIONS_PER_DAY } from '@directpay/contracts';
import { HttpError } from '#src/lib/http-errors';
import { newStoredClinic, replacedClinic, type ClinicFields, type ClinicsRepository } from '#src/repositories/clinics/clinics-repository';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';

interface ImportRecord {
  _id: ObjectId;
  accountId: ObjectId;
  state: 'applying' | 'applied' | 'undone';
  startedAt: Date;
  finishedAt?: Date;
  created: ObjectId[];
  /** Each replaced clinic and the revision this import gave it. */
  replaced: { id: ObjectId; revision: ObjectId }[];
}

interface UndoRecord {
  _id: ObjectId;
  importId: ObjectId;
  /** The clinic as it was before the import. */
  clinic: StoredClinic;
}

export interface ImportWrites {
  creates: { id: ObjectId; fields: ClinicFields }[];
  updates: { current: StoredClinic; fields: ClinicFields }[];
}

export const IMPORTS_COLLECTION = 'imports';
export const IMPORT_UNDO_COLLECTION = 'import_undo';
/** An import still applying after this long was cut short (a crash): the next start undoes it. */
export const STALE_IMPORT_MS = 10 * 60 * 1000;

export const CONFLICT_MESSAGE = 'A location of this file was changed or created elsewhere while the import ran; nothing was imported. Run the import again.';

/** The caps on new locations; a benchmark raises them to time files larger than the product takes. */
export interface ImportCaps {
  perImport: number;
  perDay: number;
}

export const IMPORT_CAPS: ImportCaps = { perImport: IMPORT_MAX_NEW_LOCATIONS, perDay: IMPORT_MAX_NEW_LOCATIONS_PER_DAY };

export class ClinicImportsRepository {
  private readonly imports: Collection<ImportRecord>;
  private readonly undo: Collection<UndoRecord>;

  constructor(
    db: Db,
    private readonly clinics: ClinicsRepository,
    readonly caps: ImportCaps = IMPORT_CAPS,
  ) {
    this.imports = db.collection<ImportRecord>(IMPORTS_COLLECTION);
    this.undo = db.collection<UndoRecord>(IMPORT_UNDO_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.imports.createIndexes([
      { key: { state: 1, startedAt: 1 }, name: 'state_started' },
      { key: { accountId: 1, startedAt: 1 }, name: 'account_started' },
    ]);
    await this.undo.createIndexes([{ key: { importId: 1 }, name: 'import' }]);
  }

  /** Writes every clinic of the import, or none: a failure is undone and thrown (a refused external id or revision as 409). */
  async apply(accountId: ObjectId, writes: ImportWrites, now: Date): Promise<void> {
    const created = writes.creates.map(({ id, fields }) => newStoredClinic(accountId, id, fields, now));
    const replaced = writes.updates.map(({ current, fields }) => replacedClinic(current, fields, now));
    if (created.length === 0 && replaced.length === 0) return;
    const importId = new ObjectId();
    await this.imports.insertOne({
      _id: importId,
      accountId,
      state: 'applying',
      startedAt: now,
      created: created.map((c) => c._id),
      replaced: replaced.map((c) => ({ id: c._id, revision: c.revision! })),
    });
    // Counted once this import is recorded: of two at once in two processes, each sees the other, so both cannot pass the cap.
    const count = created.length > 0 ? await this.createdSince(accountId, now) : undefined;
    const refused = count && dailyCapProblem({ ...count, created: count.created - created.length }, created.length, now, this.caps.perDay);
    if (refused) {
      await this.imports.updateOne({ _id: importId }, { $set: { state: 'undone', finishedAt: new Date() } });
      throw refused;
    }
    try {
      if (writes.updates.length > 0) await this.undo.insertMany(writes.updates.map(({ current }) => ({ _id: new ObjectId(), importId, clinic: current })));
      await this.clinics.writeMany(async () => {
        if (created.length > 0) await this.clinics.collection.insertMany(created, { ordered: true });
        if (replaced.length === 0) return;
        const result = await this.clinics.collection.bulkWrite(
          replaced.map((clinic, i) => ({ replaceOne: { filter: { _id: clinic._id, accountId, revision: writes.updates[i].current.revision ?? { $exists: false } }, replacement: clinic } })),
          { ordered: true },
        );
        if (result.matchedCount !== replaced.length) throw new HttpError(409, CONFLICT_MESSAGE);
      });
    } catch (error) {
      // Should the undo fail too (the database still refusing writes), the record stays applying and the next start undoes it.
      await this.undoImport(importId).catch(() => undefined);
      throw isDuplicateKey(error) ? new HttpError(409, CONFLICT_MESSAGE) : error;
    }
    await this.imports.updateOne({ _id: importId }, { $set: { state: 'applied', finishedAt: new Date() } });
    await this.undo.deleteMany({ importId });
  }

  /** New locations the account's imports created (or are creating) since `now` less 24 hours, and when the first of them counted. */
  async createdSince(accountId: ObjectId, now: Date): Promise<DailyCount> {
    const since = new Date(now.getTime() - DAY_MS);
    const records = await this.imports
      .find({ accountId, startedAt: { $gt: since }, state: { $in: ['applying', 'applied'] } }, { projection: { startedAt: 1, created: 1 } })
      .sort({ startedAt: 1 })
      .toArray();
    const counted = records.filter((r) => r.created.length > 0);
    return { created: counted.reduce((n, r) => n + r.created.length, 0), oldest: counted[0]?.startedAt };
  }

  /** Undoes imports a crash left applying; run at start. The count undone. */
  async undoStale(now: Date): Promise<number> {
    const stale = await this.imports.find({ state: 'applying', startedAt: { $lt: new Date(now.getTime() - STALE_IMPORT_MS) } }, { projection: { _id: 1 } }).toArray();
    for (const { _id } of stale) await this.undoImport(_id);
    return stale.length;
  }

  /** Deletes what the import created and puts back what it replaced, where its own revision still stands. Idempotent. */
  private async undoImport(importId: ObjectId): Promise<void> {
    const record = await this.imports.findOne({ _id: importId });
    if (!record || record.state !== 'applying') return;
    const before = await this.undo.find({ importId }).toArray();
    await this.clinics.writeMany(async () => {
      if (record.created.length > 0) await this.clinics.collection.deleteMany({ _id: { $in: record.created }, accountId: record.accountId });
      const ours = new Map(record.replaced.map((r) => [r.id.toHexString(), r.revision]));
      const restores = before.flatMap(({ clinic }) => {
        const revision = ours.get(clinic._id.toHexString());
        return revision ? [{ replaceOne: { filter: { _id: clinic._id, revision }, replacement: clinic } }] : [];
      });
      if (restores.length > 0) await this.clinics.collection.bulkWrite(restores, { ordered: false });
    });
    await this.imports.updateOne({ _id: importId }, { $set: { state: 'undone', finishedAt: new Date() } });
    await this.undo.deleteMany({ importId });
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DailyCount {
  created: number;
  oldest: Date | undefined;
}

/** The 429 for an import that would take the account past its daily cap of new locations, or undefined. */
export function dailyCapProblem(count: DailyCount, adding: number, now: Date, cap: number): HttpError | undefined {
  if (count.created + adding <= cap) return undefined;
  const error = new HttpError(
    429,
    `An account adds at most ${cap} new locations by import in 24 hours: ${count.created} were added in the last 24 hours, and this file would add ${adding}. Nothing was imported; import the rest later.`,
    '/body/file',
  );
  error.retryAfterSeconds = count.oldest ? Math.max(1, Math.ceil((count.oldest.getTime() + DAY_MS - now.getTime()) / 1000)) : 60;
  return error;
}

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;
