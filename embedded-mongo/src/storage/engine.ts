import { calculateObjectSize, deserialize } from 'bson';
import { partialDecode } from './doc-store';
import { Codes, MongoError } from '../errors';
import { Doc, valueKey } from '../values';
import { Collection } from './collection';
import { defaultIndexName, Index, IndexSpec } from './indexes';
import type { Persistence } from './persistence';

export type Op =
  | { o: 'put'; db: string; c: string; doc: Doc }
  | { o: 'puts'; db: string; c: string; docs: Doc[] }
  | { o: 'del'; db: string; c: string; id: unknown }
  | { o: 'mkcoll'; db: string; c: string; opts: Doc }
  | { o: 'dropcoll'; db: string; c: string }
  | { o: 'dropdb'; db: string }
  | { o: 'mkidx'; db: string; c: string; spec: IndexSpec }
  | { o: 'dropidx'; db: string; c: string; name: string }
  | { o: 'snap'; gen: number };

const RECORD_BYTES = 8 * 1024 * 1024;

interface Job {
  fn: () => Promise<unknown>;
  alone: boolean;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

// The catalogue of databases/collections.
//
// Log-then-apply with group commit. Write commands are queued and run in
// batches: in one tick, each queued command makes its changes on the live
// state in turn (so unique-key checks and ordered batches see every earlier
// change, its own and earlier commands'), each change recording its undo, and
// reaches Writer.commit(). Still in that tick (no reader can run in between)
// every change is undone, newest first; then the ops of the whole batch are
// journaled with one write and one fsync, and only then applied again, in
// order, and the commands answered. Readers therefore never see a write that
// is not durable, and a batch whose journal append fails leaves no trace in
// memory. A write handler must make all its changes synchronously before it
// awaits commit() (Writer.run refuses a change after its batch is sealed).
export class Engine {
  readonly dbs = new Map<string, Map<string, Collection>>();
  persistence?: Persistence;
  private readonly queue: Job[] = [];
  private running = false;
  // The writers of the batch being tried, while it is open.
  private collecting: Writer[] | undefined;
  private readonly prebuilt = new WeakMap<Op, Index>();
  /** While a data folder is read: new indexes collect their entries and sort them once (see finishLoading). */
  loading = false;

  get(db: string, c: string): Collection | undefined {
    return this.dbs.get(db)?.get(c);
  }

  /**
   * Runs fn in the next write batch. `alone`: in a batch of its own, when no
   * write is between its journal append and its apply (compaction's capture).
   */
  exclusive<T>(fn: () => Promise<T>, alone = false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ fn, alone, resolve: resolve as (v: unknown) => void, reject });
      if (!this.running) void this.runBatches();
    });
  }

  private async runBatches(): Promise<void> {
    this.running = true;
    while (this.queue.length) {
      let n = 1;
      if (!this.queue[0].alone) while (n < this.queue.length && !this.queue[n].alone) n++;
      const jobs = this.queue.splice(0, n);
      const writers: Writer[] = [];
      this.collecting = writers;
      const results = jobs.map((job) => {
        try {
          return job.fn();
        } catch (err) {
          return Promise.reject(err);
        }
      });
      this.collecting = undefined;
      // Every job of the batch settles with its own result once the batch is done.
      jobs.forEach((job, i) => results[i].then(job.resolve, job.reject));
      for (let i = writers.length - 1; i >= 0; i--) writers[i].undoChanges();
      const ops = writers.flatMap((w) => w.ops);
      let failure: unknown;
      try {
        await this.commit(writers.filter((w) => w.ops.length).map((w) => w.ops));
      } catch (err) {
        failure = err;
      }
      if (failure === undefined) for (const op of ops) this.apply(op, false);
      for (const w of writers) w.settle(failure);
      await Promise.allSettled(results);
    }
    this.running = false;
  }

  // Applies one op; used live (via Writer, check=true, with undo) and on
  // replay and re-apply (check=false).
  apply(op: Op, check: boolean, undo?: Array<() => void>): void {
    const u = undo ?? [];
    switch (op.o) {
      case 'put':
        this.putDoc(this.ensure(op.db, op.c, {}, u), op.doc, check, u);
        break;
      case 'puts': {
        const coll = this.ensure(op.db, op.c, {}, u);
        for (const d of op.docs) this.putDoc(coll, d, check, u);
        break;
      }
      case 'del': {
        const coll = this.get(op.db, op.c);
        const raw = coll?.docs.getRaw(valueKey(op.id));
        const old = coll?.remove(valueKey(op.id));
        if (coll && old) u.push(() => coll.put(old, false, undefined, raw));
        break;
      }
      case 'mkcoll':
        this.ensure(op.db, op.c, op.opts, u);
        break;
      case 'dropcoll': {
        const colls = this.dbs.get(op.db);
        const coll = colls?.get(op.c);
        if (!colls || !coll) break;
        const order = [...colls.entries()];
        colls.delete(op.c);
        if (colls.size === 0) this.dbs.delete(op.db);
        u.push(() => {
          this.dbs.set(op.db, colls);
          colls.clear();
          for (const [k, v] of order) colls.set(k, v);
        });
        break;
      }
      case 'dropdb': {
        const colls = this.dbs.get(op.db);
        this.dbs.delete(op.db);
        if (colls) u.push(() => this.dbs.set(op.db, colls));
        break;
      }
      case 'mkidx': {
        const coll = this.ensure(op.db, op.c, {}, u);
        // Re-applied after its journal append: the index built when it was
        // tried matches this state exactly, so it is not built a second time.
        const ready = check ? undefined : this.prebuilt.get(op);
        if (ready) {
          this.prebuilt.delete(op);
          coll.indexes.set(ready.name, ready);
        } else if (coll.createIndex(op.spec)) {
          const name = op.spec.name || defaultIndexName(op.spec.key);
          const index = coll.indexes.get(name);
          if (this.loading) index?.entries.deferInserts();
          u.push(() => {
            coll.indexes.delete(name);
            if (index) this.prebuilt.set(op, index);
          });
        }
        break;
      }
      case 'dropidx': {
        const coll = this.get(op.db, op.c);
        if (!coll) break;
        const order = [...coll.indexes.entries()];
        coll.dropIndex(op.name);
        u.push(() => {
          coll.indexes.clear();
          for (const [k, v] of order) coll.indexes.set(k, v);
        });
        break;
      }
      case 'snap':
        break;
    }
  }

  /**
   * Loading a data folder: stores documents given as BSON (a `puts` record)
   * as they are, decoding only what the indexes read of each.
   */
  applyRawPuts(db: string, c: string, raws: Uint8Array[]): void {
    const coll = this.ensure(db, c, {}, []);
    const fields = coll.indexedFields();
    for (const raw of raws) {
      const doc = fields ? partialDecode(raw, fields) : (deserialize(raw) as Doc);
      const id = valueKey(doc._id);
      coll.put(doc, false, coll.docs.get(id), raw);
    }
  }

  private putDoc(coll: Collection, doc: Doc, check: boolean, u: Array<() => void>): void {
    const id = valueKey(doc._id);
    // Decoded once, for both the index update and the undo, which puts back the stored bytes as they were.
    const old = coll.docs.get(id);
    const raw = coll.docs.getRaw(id);
    coll.put(doc, check, old);
    u.push(() => (old ? coll.put(old, false, undefined, raw) : coll.remove(id)));
  }

  private ensure(db: string, c: string, opts: Doc, u: Array<() => void>): Collection {
    let colls = this.dbs.get(db);
    if (!colls) {
      this.dbs.set(db, (colls = new Map()));
      u.push(() => this.dbs.delete(db));
    }
    let coll = colls.get(c);
    if (!coll) {
      const created = colls;
      created.set(c, (coll = new Collection(db, c, opts)));
      u.push(() => created.delete(c));
    }
    return coll;
  }

  writer(): Writer {
    return new Writer(this);
  }

  /** Ends loading: every index sorts what it collected, so the first query does not pay for it. */
  finishLoading(): void {
    this.loading = false;
    for (const colls of this.dbs.values()) for (const coll of colls.values()) for (const index of coll.indexes.values()) index.entries.settle();
  }

  // Journals the ops of each writer (split into records of ~8 MB at most)
  // with one flush.
  async commit(perWriter: Op[][]): Promise<void> {
    if (perWriter.length === 0 || !this.persistence) return;
    const groups: Op[][] = [];
    for (const ops of perWriter) {
      let bytes = 0;
      groups.push([]);
      for (const op of ops) {
        const size = calculateObjectSize(op);
        if (bytes + size > RECORD_BYTES && groups[groups.length - 1].length) {
          groups.push([]);
          bytes = 0;
        }
        groups[groups.length - 1].push(op);
        bytes += size;
      }
    }
    await this.persistence.append(groups);
  }

  // For Writer: joins the open batch, or works alone outside one.
  enlist(w: Writer): boolean {
    if (!this.collecting) return false;
    this.collecting.push(w);
    return true;
  }

  get batchOpen(): boolean {
    return this.collecting !== undefined;
  }
}

export function validateName(db: string, c?: string): void {
  if (!db || /[/\\. "$]/.test(db)) throw new MongoError(Codes.InvalidNamespace, `Invalid database name: '${db}'`);
  if (c !== undefined && (!c || c.includes('$') || c.startsWith('.') || c.includes('\0'))) {
    throw new MongoError(Codes.InvalidNamespace, `Invalid collection name: ${c}`);
  }
}

// Collects the ops of one command. Each change is tried on the live state at
// once (with its undo recorded); the engine's batch undoes them, makes the ops
// durable and applies them for good (see Engine).
export class Writer {
  readonly ops: Op[] = [];
  private undo: Array<() => void> = [];
  private readonly batched: boolean;
  private sealed = false;
  private waiting?: { resolve: () => void; reject: (e: unknown) => void };
  private outcome?: { failure: unknown };

  constructor(private readonly engine: Engine) {
    this.batched = engine.enlist(this);
  }

  collection(db: string, c: string, create: boolean): Collection | undefined {
    const existing = this.engine.get(db, c);
    if (existing || !create) return existing;
    validateName(db, c);
    this.run({ o: 'mkcoll', db, c, opts: {} });
    return this.engine.get(db, c);
  }

  run(op: Op): void {
    if (this.sealed || (this.batched && !this.engine.batchOpen)) throw new Error('embedded-mongo: a write handler changed data after its batch was sealed');
    // A failing op may have changed part of the state before throwing.
    const undo: Array<() => void> = [];
    try {
      this.engine.apply(op, true, undo);
    } catch (err) {
      for (let i = undo.length - 1; i >= 0; i--) undo[i]();
      throw err;
    }
    this.undo.push(...undo);
    this.ops.push(op);
  }

  insert(coll: Collection, doc: Doc): void {
    if (coll.docs.has(valueKey(doc._id))) coll.insert(doc); // throws the duplicate _id error
    this.run({ o: 'put', db: coll.db, c: coll.name, doc });
  }

  /**
   * Records ops that are applied only after their journal append, never tried
   * on the live state first: for a bulk insert in a batch of its own (see
   * bulk-insert.ts), whose documents were checked without changing anything,
   * so each index is updated once instead of three times (try, undo, apply).
   */
  deferred(ops: Op[]): void {
    if (this.sealed || (this.batched && !this.engine.batchOpen)) throw new Error('embedded-mongo: a write handler changed data after its batch was sealed');
    this.ops.push(...ops);
  }

  put(coll: Collection, doc: Doc): void {
    this.run({ o: 'put', db: coll.db, c: coll.name, doc });
  }

  remove(coll: Collection, doc: Doc): void {
    this.run({ o: 'del', db: coll.db, c: coll.name, id: doc._id });
  }

  /** Builds an index; false when an identical one exists (nothing to journal). */
  createIndex(coll: Collection, spec: IndexSpec): boolean {
    const before = coll.indexes.size;
    this.run({ o: 'mkidx', db: coll.db, c: coll.name, spec });
    if (coll.indexes.size !== before) return true;
    this.ops.pop();
    return false;
  }

  undoChanges(): void {
    this.sealed = true;
    for (let i = this.undo.length - 1; i >= 0; i--) this.undo[i]();
    this.undo = [];
  }

  settle(failure: unknown): void {
    this.outcome = { failure };
    if (!this.waiting) return;
    if (failure === undefined) this.waiting.resolve();
    else this.waiting.reject(failure);
  }

  // Resolves once the batch's ops are durable and applied.
  async commit(): Promise<void> {
    if (!this.batched) {
      // Outside a batch (not through the dispatcher): the same steps, alone.
      this.undoChanges();
      await this.engine.commit(this.ops.length ? [this.ops] : []);
      for (const op of this.ops) this.engine.apply(op, false);
      return;
    }
    if (this.outcome) {
      if (this.outcome.failure !== undefined) throw this.outcome.failure;
      return;
    }
    await new Promise<void>((resolve, reject) => (this.waiting = { resolve, reject }));
  }
}
