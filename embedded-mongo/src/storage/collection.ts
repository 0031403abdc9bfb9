import { EJSON } from 'bson';
import { Codes, MongoError } from '../errors';
import { Doc, formatValue, isPlainObject, valueKey } from '../values';
import { defaultIndexName, Index, IndexSpec } from './indexes';
import { GeoIndex, isGeoSpec } from '../geo/geo-index';
import { shapeBounds } from '../geo/shapes';
import { DocStore, fieldTree, partialDecode, type FieldTree } from './doc-store';
import { choosePlan, countPlan, exactFields, extractBounds, scanPlan } from './planner';
import { coveredFields, docFromKey, type CoveredField } from './covered';
import { entryId, type Entry } from './indexes';
import { plainOf } from './number-types';
import { filterPaths } from '../query/filter-paths';

export interface ScanResult {
  // Lazy: documents are fetched (and counted in docsExamined) as they are read.
  docs: Iterable<Doc>;
  // Candidate ids, lazily, without fetching documents (for counts of exact plans).
  ids?: Iterable<string>;
  plan: string;
  keysExamined: number;
  docsExamined: number;
  ordered?: boolean;
  // Every candidate matches the filter: the index keys decided it exactly.
  exact?: boolean;
  // The index keys also held every field the reader wanted: no document was fetched for them.
  covered?: boolean;
  // For exact plans: the number of matches from the index's shape alone, when it can tell.
  count?: () => number | undefined;
}

// One collection's documents plus its in-memory indexes. Documents are kept
// as BSON (see doc-store.ts): every read decodes its own copy, so cursors
// keep what they read however the collection changes afterwards.
export class Collection {
  readonly docs = new DocStore();
  readonly indexes = new Map<string, Index>();
  // Cumulative counters; tests use them to prove lookups avoid full scans.
  docsExamined = 0;
  // Bumped by every write: remembered counts older than this are stale.
  private version = 0;
  // A find that read every match of a filter knows how many there are, so the
  // count that usually follows it (a page plus its total) needs no second walk.
  private readonly knownCounts = new Map<string, { version: number; n: number }>();

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: Doc = {},
  ) {
    this.indexes.set('_id_', new Index({ v: 2, key: { _id: 1 }, name: '_id_' }));
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  private dupError(index: Index, key: unknown[]): MongoError {
    const keyValue: Doc = {};
    index.fields.forEach((f, i) => (keyValue[f] = key[i]));
    const shown = index.fields.map((f, i) => `${f}: ${formatValue(key[i])}`).join(', ');
    return new MongoError(
      Codes.DuplicateKey,
      `E11000 duplicate key error collection: ${this.ns} index: ${index.name} dup key: { ${shown} }`,
      { keyPattern: index.spec.key, keyValue },
    );
  }

  // Validates and applies an insert or replacement. `old` is the previous
  // version of the same _id when replacing.
  /**
   * The fields every index reads (_id, its key paths, the paths of its partial
   * filter), for decoding only those of a document being loaded; undefined
   * when a partial filter may read any field ($expr, say).
   */
  indexedFields(): FieldTree | undefined {
    const paths = ['_id'];
    for (const index of this.indexes.values()) {
      const filtered = filterPaths(index.spec.partialFilterExpression);
      if (!filtered) return undefined;
      paths.push(...index.fields, ...filtered);
    }
    return fieldTree(paths);
  }

  put(doc: Doc, check = true, current?: Doc, raw?: Uint8Array): void {
    const id = valueKey(doc._id);
    const old = current ?? this.docs.get(id);
    const keyed: Array<[Index, unknown[][]]> = [];
    // Keys are computed on plain numbers; the document is stored with its number types.
    const plain = plainOf(doc);
    for (const index of this.indexes.values()) {
      if (index.name === '_id_') continue;
      const keys = index.keysFor(plain);
      if (check) {
        const dup = index.conflict(keys, id);
        if (dup) throw this.dupError(index, dup);
      }
      keyed.push([index, keys]);
    }
    if (old) for (const index of this.indexes.values()) if (index.name !== '_id_') index.remove(index.keysFor(old), id);
    for (const [index, keys] of keyed) index.add(keys, id);
    if (raw) this.docs.setRaw(id, raw);
    else this.docs.set(id, doc);
    this.version++;
  }

  insert(doc: Doc): void {
    if (this.docs.has(valueKey(doc._id))) this.insertConflict(doc);
    this.put(doc);
  }

  /** Throws the duplicate `_id` error for doc. */
  insertConflict(doc: Doc): never {
    throw this.dupError(this.indexes.get('_id_') as Index, [doc._id]);
  }

  /**
   * Throws the duplicate key error when a key of `keys` is another document's
   * in the unique `index`, or `takenInBatch` says an earlier document of the
   * same bulk insert has it.
   */
  checkUnique(index: Index, keys: unknown[][], id: string, takenInBatch: (key: unknown[]) => boolean): void {
    const dup = index.conflict(keys, id) ?? keys.find(takenInBatch);
    if (dup) throw this.dupError(index, dup);
  }

  remove(id: string): Doc | undefined {
    const old = this.docs.get(id);
    if (!old) return undefined;
    for (const index of this.indexes.values()) if (index.name !== '_id_') index.remove(index.keysFor(old), id);
    this.docs.delete(id);
    this.version++;
    return old;
  }

  private static countKey(filter: Doc): string {
    // Canonical EJSON keeps BSON types apart (1 vs '1', ObjectId vs its hex string).
    return EJSON.stringify(filter, { relaxed: false });
  }

  rememberCount(filter: Doc, n: number): void {
    if (this.knownCounts.size >= 256) this.knownCounts.clear();
    this.knownCounts.set(Collection.countKey(filter), { version: this.version, n });
  }

  knownCount(filter: Doc): number | undefined {
    if (this.knownCounts.size === 0) return undefined;
    const known = this.knownCounts.get(Collection.countKey(filter));
    return known && known.version === this.version ? known.n : undefined;
  }

  createIndex(spec: IndexSpec): boolean {
    const name = spec.name || defaultIndexName(spec.key);
    const existing = [...this.indexes.values()];
    const sameName = this.indexes.get(name);
    const keyStr = JSON.stringify(spec.key);
    if (sameName) {
      if (JSON.stringify(sameName.spec.key) !== keyStr) {
        throw new MongoError(Codes.IndexKeySpecsConflict, `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`);
      }
      if (Boolean(sameName.spec.unique) !== Boolean(spec.unique) && name !== '_id_') {
        throw new MongoError(Codes.IndexOptionsConflict, `An existing index has the same name as the requested index but different options: ${name}`);
      }
      return false;
    }
    const sameKey = existing.find((i) => JSON.stringify(i.spec.key) === keyStr);
    if (sameKey && !spec.partialFilterExpression && !sameKey.spec.partialFilterExpression) {
      throw new MongoError(Codes.IndexOptionsConflict, `Index already exists with a different name: ${sameKey.name}`);
    }
    const full = { ...spec, v: spec.v ?? 2, name };
    const index = isGeoSpec(full) ? new GeoIndex(full) : new Index(full);
    if (!index.unique && !full.partialFilterExpression) {
      // No conflict to find and no filter over other fields: each document's own
      // fields of the index are decoded (not the whole document), and the entries
      // are sorted once instead of placed one by one. A new index on a large
      // collection (or its replay from the journal at start) is then a matter of seconds.
      const tree = fieldTree(['_id', ...index.fields]);
      index.entries.deferInserts();
      for (const raw of this.docs.rawValues()) {
        const doc = partialDecode(raw, tree);
        index.add(index.keysFor(doc), valueKey(doc._id));
      }
      index.entries.settle();
      this.indexes.set(name, index);
      return true;
    }
    for (const [id, doc] of this.docs) {
      const keys = index.keysFor(doc);
      const dup = index.conflict(keys, id);
      if (dup) throw this.dupError(index, dup);
      index.add(keys, id);
    }
    this.indexes.set(name, index);
    return true;
  }

  dropIndex(name: string): void {
    if (name === '_id_') throw new MongoError(Codes.InvalidOptions, 'cannot drop _id index');
    if (!this.indexes.delete(name)) throw new MongoError(Codes.IndexNotFound, `index not found with name [${name}]`);
  }

  findIndexByKey(key: Doc): Index | undefined {
    const s = JSON.stringify(key);
    return [...this.indexes.values()].find((i) => JSON.stringify(i.spec.key) === s);
  }

  // Picks candidate documents using _id or a secondary index when the filter
  // allows; unless the result says `exact`, the caller applies the full filter.
  // `wanted`: what the reader needs of each document when the index decides
  // the filter (a find's projection and sort); only those fields are decoded.
  candidates(filter: Doc, sort?: Doc, hint?: unknown, wanted?: FieldTree): ScanResult {
    const bounds = extractBounds(filter);
    const idEq = bounds.get('_id')?.eq;
    if (idEq) {
      const docs: Doc[] = [];
      const seen = new Set<string>();
      for (const v of idEq) {
        const key = valueKey(v);
        if (seen.has(key)) continue;
        seen.add(key);
        const d = this.docs.get(key);
        if (d) docs.push(d);
      }
      return this.count({ docs, plan: 'IDHACK', keysExamined: idEq.length, docsExamined: docs.length });
    }
    if (hint !== undefined && hint !== null && !this.hintExists(hint)) {
      throw new MongoError(Codes.BadValue, 'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index');
    }
    const geo = this.geoWithinScan(filter);
    if (geo) return geo;
    const plan = choosePlan(this.indexes.values(), bounds, sort, hint);
    const result: ScanResult = { docs: [], plan: '', keysExamined: 0, docsExamined: 0 };
    const entries = plan && scanPlan(plan, bounds, result);
    if (plan && entries) {
      // A multikey field is decided only by the equality prefix (an element equal to a value): its
      // keys are elements, so neither a range nor a later field's check on them says what the array holds.
      const fields = exactFields(filter);
      const decided = (f: string) => {
        const at = plan.index.fields.indexOf(f);
        return at >= 0 && (!plan.index.multikeyFields.has(at) || at < plan.eqFields);
      };
      result.exact = fields !== undefined && [...fields].every(decided);
      result.plan = `IXSCAN ${plan.index.name}`;
      result.ordered = plan.ordered;
      result.ids = idsOf(entries);
      if (result.exact) result.count = () => countPlan(plan, bounds);
      const covered = result.exact && wanted ? coveredFields(plan.index, wanted) : undefined;
      result.covered = covered !== undefined;
      result.docs = covered ? this.fromKeys(entries, covered, wanted as FieldTree, result) : this.fetch(result.ids, result, result.exact ? wanted : undefined);
      return result;
    }
    // Decoded as read: a scan that stops early (a limit) never decodes the rest.
    const store = this.docs;
    const docs: Iterable<Doc> = { [Symbol.iterator]: () => store.values() };
    return this.count({ docs, plan: 'COLLSCAN', keysExamined: 0, docsExamined: store.size, exact: Object.keys(filter).length === 0 });
  }

  private hintExists(hint: unknown): boolean {
    const key = JSON.stringify(hint);
    return [...this.indexes.values()].some((i) => i.name === hint || JSON.stringify(i.spec.key) === key);
  }

  /** The 2dsphere index of `field`, or of the collection's only one when no field is named. */
  geoIndexes(): GeoIndex[] {
    return [...this.indexes.values()].filter((i): i is GeoIndex => i instanceof GeoIndex);
  }

  // A top-level `field: {$geoWithin: shape}` on a 2dsphere-indexed field reads
  // only the grid cells around the shape; mingo then checks the shape exactly.
  private geoWithinScan(filter: Doc): ScanResult | undefined {
    for (const [field, cond] of Object.entries(filter)) {
      if (!isPlainObject(cond) || !isPlainObject(cond.$geoWithin)) continue;
      const index = this.geoIndexes().find((i) => i.geoField === field);
      const box = index && shapeBounds(cond.$geoWithin);
      if (!index || !box) continue;
      const result: ScanResult = { docs: [], plan: `IXSCAN ${index.name}`, keysExamined: 0, docsExamined: 0 };
      const ids = new Set(index.inBox(...box, filter));
      result.keysExamined = ids.size;
      result.docs = this.fetch(ids, result);
      return result;
    }
    return undefined;
  }

  private *fetch(ids: Iterable<string>, result: ScanResult, fields?: FieldTree): Generator<Doc> {
    for (const id of ids) {
      const doc = fields ? this.docs.getPartial(id, fields) : this.docs.get(id);
      if (!doc) continue;
      result.docsExamined++;
      this.docsExamined++;
      yield doc;
    }
  }

  // A covered read's documents, made from the index keys; an entry whose key
  // cannot tell a stored null from a missing field is read from its document.
  private *fromKeys(entries: Iterable<Entry>, covered: CoveredField[], wanted: FieldTree, result: ScanResult): Generator<Doc> {
    for (const entry of entries) {
      const doc = docFromKey(entry, covered);
      if (doc) {
        yield doc;
        continue;
      }
      yield* this.fetch([entryId(entry)], result, wanted);
    }
  }

  private count(r: ScanResult): ScanResult {
    this.docsExamined += r.docsExamined;
    return r;
  }
}

function* idsOf(entries: Iterable<Entry>): Generator<string> {
  for (const e of entries) yield entryId(e);
}
