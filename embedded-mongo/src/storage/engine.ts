import { calculateObjectSize } from 'bson';
import { Codes, MongoError } from '../errors';
import { Doc, valueKey } from '../values';
import { Collection } from './collection';
import { defaultIndexName, IndexSpec } from './indexes';
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

// The catalogue of databases/collections.
//
// Log-then-apply: a write command runs under the engine's write lock. Its
// statements are first tried against the live state (so unique-key checks
// and ordered batches see every earlier statement), each change recording
// how to undo it; then, in the same tick, the changes are undone, the ops are
// journaled and fsynced, and only then re-applied. Readers therefore never
// see a write that is not durable, and a write whose journal append fails
// leaves no trace in memory.
export class Engine {
  readonly dbs = new Map<string, Map<string, Collection>>();
  persistence?: Persistence;
  private lock: Promise<void> = Promise.resolve();
  private readonly open = new Set<Writer>();

  get(db: string, c: string): Collection | undefined {
    return this.dbs.get(db)?.get(c);
  }

  // Runs fn alone among writers; any writer it leaves uncommitted (a command
  // that threw after its first change) is rolled back.
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.lock.then(async () => {
      try {
        return await fn();
      } finally {
        for (const w of this.open) w.rollback();
      }
    });
    this.lock = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
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
        const old = coll?.remove(valueKey(op.id));
        if (coll && old) u.push(() => coll.put(old, false));
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
        if (coll.createIndex(op.spec)) {
          const name = op.spec.name || defaultIndexName(op.spec.key);
          u.push(() => coll.indexes.delete(name));
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

  private putDoc(coll: Collection, doc: Doc, check: boolean, u: Array<() => void>): void {
    const id = valueKey(doc._id);
    const old = coll.docs.get(id);
    coll.put(doc, check);
    u.push(() => (old ? coll.put(old, false) : coll.remove(id)));
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
    const w = new Writer(this, (done) => this.open.delete(done));
    this.open.add(w);
    return w;
  }

  async commit(ops: Op[]): Promise<void> {
    if (ops.length === 0 || !this.persistence) return;
    const groups: Op[][] = [[]];
    let bytes = 0;
    for (const op of ops) {
      const size = calculateObjectSize(op);
      if (bytes + size > RECORD_BYTES && groups[groups.length - 1].length) {
        groups.push([]);
        bytes = 0;
      }
      groups[groups.length - 1].push(op);
      bytes += size;
    }
    await this.persistence.append(groups);
  }
}

export function validateName(db: string, c?: string): void {
  if (!db || /[/\\. "$]/.test(db)) throw new MongoError(Codes.InvalidNamespace, `Invalid database name: '${db}'`);
  if (c !== undefined && (!c || c.includes('$') || c.startsWith('.') || c.includes('\0'))) {
    throw new MongoError(Codes.InvalidNamespace, `Invalid collection name: ${c}`);
  }
}

// Collects the ops of one command. Each change is tried on the live state at
// once (with its undo recorded); commit() undoes them, makes the ops durable
// and then applies them for good.
export class Writer {
  readonly ops: Op[] = [];
  private undo: Array<() => void> = [];
  constructor(
    private readonly engine: Engine,
    private readonly done: (w: Writer) => void,
  ) {}

  collection(db: string, c: string, create: boolean): Collection | undefined {
    const existing = this.engine.get(db, c);
    if (existing || !create) return existing;
    validateName(db, c);
    this.run({ o: 'mkcoll', db, c, opts: {} });
    return this.engine.get(db, c);
  }

  run(op: Op): void {
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

  rollback(): void {
    for (let i = this.undo.length - 1; i >= 0; i--) this.undo[i]();
    this.undo = [];
    this.done(this);
  }

  // Undo synchronously (no reader can run in between), then journal, then apply.
  async commit(): Promise<void> {
    this.rollback();
    if (this.ops.length === 0) return;
    await this.engine.commit(this.ops);
    for (const op of this.ops) this.engine.apply(op, false);
  }
}
