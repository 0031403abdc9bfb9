import fs from 'node:fs';
import path from 'node:path';
import { journalWriteFailed, StartupError } from '../errors';
import { Journal } from './journal';
import { acquireLock } from './lock';
import { deserialize } from 'bson';
import { checkRecords, encodeRecord, iterateRecordBodies, MAX_RECORD_BYTES, rawPutsOf } from './records';
import { CollectionImage, writeSnapshot } from './snapshot';
import { fsyncDir } from './fsync';
import { hasLossyNumbers } from './doc-store';
import { retype } from './number-types';
import type { Engine, Op } from './engine';

export const journalName = (gen: number): string => `journal-${String(gen).padStart(8, '0')}.log`;
export const journalGen = (file: string): number | undefined => {
  const m = /^journal-(\d+)\.log$/.exec(file);
  return m ? Number(m[1]) : undefined;
};
export const SNAPSHOT = 'snapshot.db';
// Written when the engine creates a data folder; deleted by the first write.
// While it is there the folder has never held data (demo seeding asks).
export const FRESH_MARKER = 'FRESH';
const FRESH_TEXT = 'This data folder has never held data. The engine deletes this file on the first write.\n';
const PROBE_EVERY_MS = 1000;

export const repairCommand = (dir: string): string => `npm run db:repair -- --data-dir ${dir}`;

const code = (err: unknown): string => (err as NodeJS.ErrnoException).code ?? 'error';

// Checks DATA_DIR before anything else, so every problem is one line naming
// the folder and the fix. Returns whether the folder is new (absent or empty).
export function prepareDataDir(dir: string): boolean {
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(dir);
  } catch (err) {
    if (code(err) !== 'ENOENT' && code(err) !== 'ENOTDIR') throw new StartupError(`DATA_DIR ${dir} cannot be read (${code(err)}): give this user access to it or set DATA_DIR to another folder`, dir);
  }
  if (stat && !stat.isDirectory()) throw new StartupError(`DATA_DIR ${dir} is a file, not a folder: move that file away or set DATA_DIR to a folder`, dir);
  if (!stat) {
    try {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    } catch (err) {
      throw new StartupError(`DATA_DIR ${dir} cannot be created (${code(err)}): create it yourself, writable by this user, or set DATA_DIR to a writable folder`, dir);
    }
  }
  let entries: string[];
  try {
    entries = fs.readdirSync(dir);
  } catch (err) {
    throw new StartupError(`DATA_DIR ${dir} cannot be listed (${code(err)}): give this user read and write access to it (chown/chmod) or set DATA_DIR to another folder`, dir);
  }
  const probe = path.join(dir, `.write-test-${process.pid}`);
  try {
    fs.writeFileSync(probe, 'x');
    fs.rmSync(probe);
  } catch (err) {
    throw new StartupError(`DATA_DIR ${dir} is not writable (${code(err)}): give this user write access to it (chown/chmod), free some space, or set DATA_DIR to a writable folder`, dir);
  }
  for (const f of entries) {
    if (f !== SNAPSHOT && journalGen(f) === undefined) continue;
    const p = path.join(dir, f);
    const st = fs.statSync(p);
    if (!st.isFile()) throw new StartupError(`${p} is a folder, not a data file: move it out of DATA_DIR ${dir}`, p);
    try {
      fs.accessSync(p, fs.constants.R_OK | fs.constants.W_OK);
    } catch (err) {
      throw new StartupError(`${p} cannot be read and written (${code(err)}): give this user read and write access to it (chown/chmod)`, p);
    }
  }
  return entries.length === 0;
}

function damaged(file: string, offset: number, reason: string, dir: string): StartupError {
  return new StartupError(
    `embedded-mongo: ${file} is damaged at byte ${offset} (${reason}); nothing was changed. Stop the app and run: ${repairCommand(dir)}`,
    file,
    offset,
  );
}

export class Persistence {
  private compacting: Promise<void> | undefined;
  // Compacting only once the journal outgrows the last snapshot bounds write
  // amplification for large data sets (folder stays under ~2x the data).
  private snapshotBytes = 0;
  // The last append failure, until an append succeeds again.
  private writeError: Error | undefined;
  private lastProbe = 0;
  /** The folder had never held data when it was opened. */
  fresh = false;

  private constructor(
    private readonly dir: string,
    private readonly engine: Engine,
    private readonly compactEveryBytes: number,
    private journal: Journal,
    private gen: number,
    private readonly unlock: () => void,
  ) {}

  static async open(dir: string, engine: Engine, compactEveryBytes: number): Promise<Persistence> {
    const isNew = prepareDataDir(dir);
    if (isNew) {
      fs.writeFileSync(path.join(dir, FRESH_MARKER), FRESH_TEXT);
      await fsyncDir(dir);
    }
    const unlock = acquireLock(dir);
    try {
      return await Persistence.load(dir, engine, compactEveryBytes, unlock);
    } catch (err) {
      unlock();
      throw err;
    }
  }

  private static async load(dir: string, engine: Engine, compactEveryBytes: number, unlock: () => void): Promise<Persistence> {
    let gen = 0;
    let replayed = 0;
    const snapPath = path.join(dir, SNAPSHOT);
    engine.loading = true;
    if (fs.existsSync(snapPath)) {
      // A snapshot is renamed into place whole, so any bad record is damage.
      // Read in pieces: a million clinics' snapshot is never in memory whole.
      for await (const piece of recordPieces(snapPath)) {
        const problem = replayPiece(engine, piece.buf, (op) => {
          if (op.o === 'snap') gen = op.gen;
          else replay(engine, op);
        });
        replayed += problem.records;
        if (problem.at !== undefined) throw damaged(snapPath, piece.at + problem.at, problem.reason ?? 'damaged record', dir);
      }
    }
    const journals = (await fs.promises.readdir(dir))
      .map((f) => ({ f, g: journalGen(f) }))
      .filter((x): x is { f: string; g: number } => x.g !== undefined)
      .sort((a, b) => a.g - b.g);
    // Every journal is checked (framing and checksums) before anything is
    // changed on disk; each is then read again and replayed record by record,
    // so no more than one piece of a file and one decoded record are held at a time.
    const loaded: Array<{ p: string; g: number; validLength: number; length: number }> = [];
    // Held data: the first write removed FRESH. Such a folder never starts empty by accident.
    const heldData = !fs.existsSync(path.join(dir, FRESH_MARKER)) && (fs.existsSync(snapPath) || journals.length > 0);
    for (const { f, g } of journals) {
      if (g < gen) continue;
      const p = path.join(dir, f);
      const length = (await fs.promises.stat(p)).size;
      let validLength = 0;
      for await (const piece of recordPieces(p)) {
        const { problem } = checkRecords(piece.buf);
        if (problem) {
          const at = piece.at + problem.offset;
          // A torn append only ever follows a whole record (every journal begins with one, see
          // JOURNAL_HEAD): a journal with none is damage, however it ends. Only a folder that
          // never held data may have lost its very first record to a crash.
          const torn = problem.torn && g === journals[journals.length - 1].g && (at > 0 || !heldData);
          if (!torn) throw damaged(p, at, at === 0 ? `${problem.reason}, and no whole record before it` : problem.reason, dir);
          validLength = at;
          break;
        }
        validLength = piece.at + piece.buf.length;
      }
      loaded.push({ p, g, validLength, length });
    }
    // Data in a journal that was emptied (truncated) leaves nothing to find damaged: with no
    // snapshot and no whole record anywhere, a folder that held data is refused all the same.
    if (heldData && !fs.existsSync(snapPath) && loaded.every((l) => l.validLength === 0)) {
      const last = loaded[loaded.length - 1];
      throw damaged(last.p, 0, 'it holds no record, though this folder has held data and has no snapshot', dir);
    }
    for (const { f, g } of journals) if (g < gen) await fs.promises.rm(path.join(dir, f), { force: true });
    let last = gen;
    for (const { p, g, validLength, length } of loaded) {
      for await (const piece of recordPieces(p, validLength)) {
        const problem = replayPiece(engine, piece.buf, (op) => replay(engine, op));
        replayed += problem.records;
        // Checksums held but a record does not decode: damage, as the check would have said.
        if (problem.at !== undefined) throw damaged(p, piece.at + problem.at, problem.reason ?? 'damaged record', dir);
      }
      if (validLength < length) {
        // An append cut short by a crash (never acknowledged): keep its bytes
        // beside the journal and say so, then cut it off so new appends start
        // on a record boundary.
        const aside = `${p}.torn-${validLength}`;
        const tail = Buffer.alloc(length - validLength);
        const h = await fs.promises.open(p, 'r');
        try {
          await h.read(tail, 0, tail.length, validLength);
        } finally {
          await h.close();
        }
        await fs.promises.writeFile(aside, tail);
        process.emitWarning(`embedded-mongo: ${p} ended in an unfinished record at byte ${validLength} (${length - validLength} bytes, from a crash during a write that was never acknowledged); moved them to ${aside}`);
        await fs.promises.truncate(p, validLength);
      }
      last = g;
    }
    await fs.promises.rm(snapPath + '.tmp', { force: true });
    engine.finishLoading();
    const journal = new Journal(path.join(dir, journalName(last)));
    const p = new Persistence(dir, engine, compactEveryBytes, journal, last, unlock);
    p.snapshotBytes = fs.existsSync(snapPath) ? fs.statSync(snapPath).size : 0;
    p.fresh = replayed === 0 && fs.existsSync(path.join(dir, FRESH_MARKER));
    engine.persistence = p;
    return p;
  }

  async append(groups: Op[][]): Promise<void> {
    const journal = this.journal;
    try {
      await Promise.all(groups.map((ops) => journal.append(encodeRecord({ ops }))));
    } catch (err) {
      this.writeError = err as Error;
      throw journalWriteFailed(journal.path, err);
    }
    this.writeError = undefined;
    await this.dropFreshMarker();
    if (!this.compacting && this.journal.size > Math.max(this.compactEveryBytes, this.snapshotBytes)) {
      this.compacting = this.compact()
        .catch((err: unknown) => {
          // The old snapshot and every journal are still in place; try again later.
          fs.rmSync(path.join(this.dir, SNAPSHOT + '.tmp'), { force: true });
          process.emitWarning(`embedded-mongo: compaction failed, will retry: ${(err as Error).message}`);
        })
        .finally(() => (this.compacting = undefined));
    }
  }

  private markerGone = false;
  private async dropFreshMarker(): Promise<void> {
    if (this.markerGone) return;
    this.markerGone = true;
    // Never fails the write that is already durable; a marker left behind only
    // matters with data in the journal, where `fresh` is false anyway.
    await fs.promises.rm(path.join(this.dir, FRESH_MARKER), { force: true }).catch((err: unknown) => {
      process.emitWarning(`embedded-mongo: could not remove ${FRESH_MARKER}: ${(err as Error).message}`);
    });
  }

  /**
   * Whether writes currently succeed. While they fail, a call tries an empty
   * journal record (at most once a second), so the state recovers by itself
   * once the disk has room again even if no client writes.
   */
  async writable(): Promise<{ ok: boolean; error?: string }> {
    if (this.writeError && Date.now() - this.lastProbe >= PROBE_EVERY_MS) {
      this.lastProbe = Date.now();
      try {
        await this.journal.append(encodeRecord({ ops: [] }));
        this.writeError = undefined;
      } catch (err) {
        this.writeError = err as Error;
      }
    }
    return this.writeError ? { ok: false, error: journalWriteFailed(this.journal.path, this.writeError).message } : { ok: true };
  }

  /** A new folder inside the data folder for a backup in progress. */
  backupTarget(): string {
    return path.join(this.dir, 'backups', `backup-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
  }

  /** Writes a consistent copy of the current state to dir/snapshot.db. */
  async backup(dir: string): Promise<{ bytes: number; collections: Array<{ db: string; c: string; count: number }> }> {
    // Captured synchronously: writes are applied only once durable, so this is
    // exactly the journaled state at one instant.
    const image = this.capture();
    await fs.promises.mkdir(dir, { recursive: true });
    const bytes = await writeSnapshot(dir, 0, image);
    return { bytes, collections: image.map((i) => ({ db: i.db, c: i.c, count: i.docs.length })) };
  }

  async compact(): Promise<void> {
    // Under the write lock no write is between its journal append and its
    // apply, so memory is exactly what the journals hold. Switch and capture
    // there, synchronously, so the image matches the switch point.
    const { old, gen, image } = await this.engine.exclusive(async () => {
      const before = this.journal;
      const next = this.gen + 1;
      this.journal = new Journal(path.join(this.dir, journalName(next)));
      this.gen = next;
      return { old: before, gen: next, image: this.capture() };
    }, true);
    await old.close();
    this.snapshotBytes = await writeSnapshot(this.dir, gen, image);
    for (const f of await fs.promises.readdir(this.dir)) {
      const g = journalGen(f);
      if (g !== undefined && g < gen) await fs.promises.rm(path.join(this.dir, f), { force: true });
    }
  }

  private capture(): CollectionImage[] {
    const out: CollectionImage[] = [];
    for (const [db, colls] of this.engine.dbs) {
      for (const [c, coll] of colls) {
        out.push({ db, c, opts: coll.options, indexes: [...coll.indexes.values()].map((i) => i.spec), docs: [...coll.docs.rawValues()] });
      }
    }
    return out;
  }

  /**
   * Resolves once no compaction runs and every journal append is flushed:
   * after a large load, a compaction shares the thread with requests, so a
   * benchmark waits for this before it measures.
   */
  async idle(): Promise<void> {
    while (this.compacting) await this.compacting;
    await this.journal.idle();
  }

  async close(): Promise<void> {
    while (this.compacting) await this.compacting;
    await this.journal.close();
    this.unlock();
  }
}

/**
 * Replays the records of one piece: a `puts` record stores its documents' bytes
 * as they are (engine.applyRawPuts), any other is decoded and each op handed
 * to `each`. Counts the records that held ops; `at` and `reason` name the
 * first record that does not verify or decode.
 */
function replayPiece(engine: Engine, buf: Buffer, each: (op: Op) => void): { records: number; at?: number; reason?: string } {
  let records = 0;
  const bodies = iterateRecordBodies(buf);
  for (let r = bodies.next(); ; r = bodies.next()) {
    if (r.done) {
      const problem = r.value.problem;
      return problem ? { records, at: problem.offset, reason: problem.reason } : { records };
    }
    const puts = rawPutsOf(r.value.body);
    if (puts) {
      try {
        engine.applyRawPuts(puts.db, puts.c, puts.docs);
      } catch (err) {
        process.emitWarning(`embedded-mongo: skipped journal op puts: ${(err as Error).message}`);
      }
      records++;
      continue;
    }
    let ops: Op[];
    try {
      ops = (deserialize(r.value.body) as { ops: Op[] }).ops;
      if (hasLossyNumbers(r.value.body)) keepNumberTypes(ops, (deserialize(r.value.body, { promoteValues: false }) as { ops: Op[] }).ops);
    } catch (err) {
      return { records, at: r.value.offset, reason: `unreadable record (${(err as Error).message})` };
    }
    for (const op of ops) each(op);
    if (ops.length) records++;
  }
}

// The documents of a record's put ops with the number types they were journaled with (number-types.ts).
function keepNumberTypes(ops: Op[], typed: Op[]): void {
  ops.forEach((op, i) => {
    const t = typed[i];
    if (op.o === 'put' && t.o === 'put') op.doc = retype(op.doc, [t.doc]);
    if (op.o === 'puts' && t.o === 'puts') op.docs = op.docs.map((d, j) => retype(d, [t.docs[j]]));
  });
}

const PIECE_BYTES = 64 * 1024 * 1024;

/**
 * A data file in pieces of whole records (about 64 MB, or one larger record),
 * each with its offset in the file, up to `limit` bytes. Where the framing
 * stops making sense (a torn or damaged record), the rest of the file comes as
 * one last piece, for the record reader to name the problem and its offset.
 */
async function* recordPieces(file: string, limit?: number): AsyncGenerator<{ buf: Buffer; at: number }> {
  const h = await fs.promises.open(file, 'r');
  try {
    const size = Math.min(limit ?? Infinity, (await h.stat()).size);
    const readAt = async (at: number, n: number): Promise<Buffer> => {
      const buf = Buffer.allocUnsafe(n);
      let got = 0;
      while (got < n) {
        const { bytesRead } = await h.read(buf, got, n - got, at + got);
        if (bytesRead === 0) break;
        got += bytesRead;
      }
      return buf.subarray(0, got);
    };
    let at = 0;
    while (at < size) {
      const chunk = await readAt(at, Math.min(PIECE_BYTES, size - at));
      let off = 0;
      while (off + 8 <= chunk.length) {
        const len = chunk.readUInt32LE(off);
        if (len < 5 || off + 8 + len > chunk.length) break;
        off += 8 + len;
      }
      if (off > 0) {
        yield { buf: chunk.subarray(0, off), at };
        at += off;
        continue;
      }
      const len = chunk.length >= 8 ? chunk.readUInt32LE(0) : 0;
      if (len >= 5 && len <= MAX_RECORD_BYTES && at + 8 + len <= size) {
        // One record larger than a piece.
        yield { buf: await readAt(at, 8 + len), at };
        at += 8 + len;
        continue;
      }
      yield { buf: await readAt(at, size - at), at };
      return;
    }
  } finally {
    await h.close();
  }
}

function replay(engine: Engine, op: Op): void {
  try {
    engine.apply(op, false);
  } catch (err) {
    process.emitWarning(`embedded-mongo: skipped journal op ${op.o}: ${(err as Error).message}`);
  }
}
