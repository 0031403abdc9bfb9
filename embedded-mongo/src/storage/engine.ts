import { calculateObjectSize } from 'bson';
import { Codes, MongoError } from '../errors';
import { Doc, valueKey } from '../values';
import { Collection } from './collection';
import { IndexSpec } from './indexes';
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

// The catalogue of databases/collections. Every mutation is applied in
// memory first (so unique-key checks see a consistent state) and recorded as
// a blind, idempotent op that the journal persists before the client hears
// back.
export class Engine {
  readonly dbs = new Map<string, Map<string, Collection>>();
  persistence?: Persistence;

  get(db: string, c: string): Collection | undefined {
    return this.dbs.get(db)?.get(c);
  }

  // Applies one op; used both live (via Writer) and on replay (check=false).
  apply(op: Op, check: boolean): void {
    switch (op.o) {
      case 'put':
        this.ensure(op.db, op.c).put(op.doc, check);
        break;
      case 'puts':
        for (const d of op.docs) this.ensure(op.db, op.c).put(d, check);
        break;
      case 'del':
        this.get(op.db, op.c)?.remove(valueKey(op.id));
        break;
      case 'mkcoll':
        this.ensure(op.db, op.c, op.opts);
        break;
      case 'dropcoll':
        this.dbs.get(op.db)?.delete(op.c);
        if (this.dbs.get(op.db)?.size === 0) this.dbs.delete(op.db);
        break;
      case 'dropdb':
        this.dbs.delete(op.db);
        break;
      case 'mkidx':
        this.ensure(op.db, op.c).createIndex(op.spec);
        break;
      case 'dropidx':
        this.get(op.db, op.c)?.dropIndex(op.name);
        break;
      case 'snap':
        break;
    }
  }

  private ensure(db: string, c: string, opts: Doc = {}): Collection {
    let colls = this.dbs.get(db);
    if (!colls) this.dbs.set(db, (colls = new Map()));
    let coll = colls.get(c);
    if (!coll) colls.set(c, (coll = new Collection(db, c, opts)));
    return coll;
  }

  writer(): Writer {
    return new Writer(this);
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

// Collects the ops of one command; mutations happen immediately, commit()
// makes them durable.
export class Writer {
  readonly ops: Op[] = [];
  constructor(private readonly engine: Engine) {}

  collection(db: string, c: string, create: boolean): Collection | undefined {
    const existing = this.engine.get(db, c);
    if (existing || !create) return existing;
    validateName(db, c);
    this.run({ o: 'mkcoll', db, c, opts: {} });
    return this.engine.get(db, c);
  }

  run(op: Op): void {
    this.engine.apply(op, true);
    this.ops.push(op);
  }

  // For ops the caller has already applied itself.
  record(op: Op): void {
    this.ops.push(op);
  }

  insert(coll: Collection, doc: Doc): void {
    coll.insert(doc);
    this.ops.push({ o: 'put', db: coll.db, c: coll.name, doc });
  }

  put(coll: Collection, doc: Doc): void {
    this.run({ o: 'put', db: coll.db, c: coll.name, doc });
  }

  remove(coll: Collection, doc: Doc): void {
    this.run({ o: 'del', db: coll.db, c: coll.name, id: doc._id });
  }

  commit(): Promise<void> {
    return this.engine.commit(this.ops);
  }
}
