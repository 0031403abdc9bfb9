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

export class ClinicImportsRepository {
  private readonly imports: Collection<ImportRecord>;
  private readonly undo: Collection<UndoRecord>;

  constructor(
    db: Db,
    private readonly clinics: ClinicsRepository,
  ) {
    this.imports = db.collection<ImportRecord>(IMPORTS_COLLECTION);
    this.undo = db.collection<UndoRecord>(IMPORT_UNDO_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.imports.createIndexes([{ key: { state: 1, startedAt: 1 }, name: 'state_started' }]);
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

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;
