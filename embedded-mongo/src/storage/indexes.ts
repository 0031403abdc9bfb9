import { ObjectId } from 'bson';
import { Query } from 'mingo';
import { SortedList } from './sorted-list';
import { compareValues, Doc, isPlainObject, valueKey, valuesAtPath } from '../values';

export interface IndexSpec {
  v?: number;
  name: string;
  key: Record<string, number | string>;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  [option: string]: unknown;
}

/**
 * An index entry: the key's values, then the document's id key, in one array rather than a key
 * array inside an object, so a large index is half as many heap objects for the collector to walk.
 */
export type Entry = unknown[];

// concat allocates exactly the entry's length; a spread grows its array as it goes and keeps the
// spare capacity, which over a million entries is most of an index's memory.
export const entryOf = (key: unknown[], id: string): Entry => key.concat(id);
export const entryId = (entry: Entry): string => entry[entry.length - 1] as string;

export function compareKeys(a: unknown[], b: unknown[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i], b[i]);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

// By key, a key that is a prefix of another first (a probe), then by id.
function compareEntries(a: Entry, b: Entry): number {
  const na = a.length - 1;
  const nb = b.length - 1;
  const n = Math.min(na, nb);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i], b[i]);
    if (c !== 0) return c;
  }
  if (na !== nb) return na - nb;
  const x = a[na] as string;
  const y = b[nb] as string;
  return x < y ? -1 : x > y ? 1 : 0;
}

export function defaultIndexName(key: Record<string, unknown>): string {
  return Object.entries(key).map(([k, v]) => `${k}_${String(v)}`).join('_');
}

export class Index {
  readonly fields: string[];
  readonly entries = new SortedList<Entry>(compareEntries);
  // Once any document stores an array under an indexed path, range bounds on
  // that path can no longer be intersected safely (MongoDB's multikey rule).
  multikey = false;
  /**
   * The positions of the fields that made it multikey, as MongoDB tracks them
   * per path: the index still orders, filters and covers on its other fields
   * (planner.ts, covered.ts).
   */
  readonly multikeyFields = new Set<number>();
  private readonly partial?: Query;
  private readonly paths: string[][];

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.paths = this.fields.map((f) => f.split('.'));
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression, {});
  }

  get name(): string {
    return this.spec.name;
  }

  get unique(): boolean {
    return this.spec.unique === true || this.name === '_id_';
  }

  // Text/geo indexes are kept as catalogue entries only.
  get plannable(): boolean {
    return !this.spec.sparse && !this.partial && Object.values(this.spec.key).every((d) => d === 1 || d === -1);
  }

  covers(doc: Doc): boolean {
    if (this.partial && !this.partial.test(doc)) return false;
    if (this.spec.sparse && this.fields.every((f) => valuesAtPath(doc, f).every((v) => v === undefined))) return false;
    return true;
  }

  keysFor(doc: Doc): unknown[][] {
    if (!this.covers(doc)) return [];
    return this.singleKey(doc) ?? this.allKeys(doc);
  }

  // The keys of a document whose indexed paths cross no array, or end in one
  // array on one field (a multikey index's usual case, and what loading a data
  // folder does a million times): one key, or one per distinct element.
  // Undefined otherwise, for allKeys to fan out as MongoDB does.
  private singleKey(doc: Doc): unknown[][] | undefined {
    const key: unknown[] = [];
    let arrayAt = -1;
    let elements: unknown[] = [];
    for (let f = 0; f < this.paths.length; f++) {
      const parts = this.paths[f];
      let cur: unknown = doc;
      for (const part of parts) {
        if (Array.isArray(cur)) return undefined;
        if (cur === null || typeof cur !== 'object' || (Object.getPrototypeOf(cur) !== Object.prototype && !isPlainObject(cur))) {
          cur = undefined;
          break;
        }
        cur = (cur as Doc)[part];
      }
      if (Array.isArray(cur)) {
        if (arrayAt >= 0) return undefined;
        arrayAt = f;
        elements = cur;
      }
      key.push(cur === undefined ? null : cur instanceof ObjectId && this.fields[f] !== '_id' ? this.intern(cur) : cur);
    }
    if (arrayAt < 0) return [key];
    if (elements.length <= 1) {
      key[arrayAt] = elements.length ? elements[0] : null;
      return [key];
    }
    this.multikey = true;
    this.multikeyFields.add(arrayAt);
    const distinct = new Map(elements.map((v) => [valueKey(v), v]));
    return [...distinct.values()].map((v) => {
      const each = key.slice();
      each[arrayAt] = v;
      return each;
    });
  }

  // One ObjectId object per distinct value of a field other than _id (an
  // owner's id repeats across all its documents): each entry's key would
  // otherwise hold its own decoded copy, about 150 bytes and two heap objects.
  private readonly interned = new Map<string, ObjectId>();
  private intern(id: ObjectId): ObjectId {
    const hex = id.toHexString();
    const have = this.interned.get(hex);
    if (have) return have;
    // Bounded: a field with very many distinct ids simply stops sharing older ones.
    if (this.interned.size >= 65_536) this.interned.clear();
    this.interned.set(hex, id);
    return id;
  }

  private allKeys(doc: Doc): unknown[][] {
    let tuples: unknown[][] = [[]];
    for (const [f, field] of this.fields.entries()) {
      let vals = valuesAtPath(doc, field).flatMap((v) => (Array.isArray(v) ? (v.length ? v : [undefined]) : [v]));
      if (vals.length === 0) vals = [null];
      if (vals.length > 1) {
        this.multikey = true;
        this.multikeyFields.add(f);
      }
      vals = vals.map((v) => (v === undefined ? null : v));
      const next: unknown[][] = [];
      for (const t of tuples) for (const v of vals) next.push([...t, v]);
      tuples = next;
    }
    if (tuples.length <= 1) return tuples;
    const seen = new Map<string, unknown[]>();
    for (const t of tuples) seen.set(valueKey(t), t);
    return [...seen.values()];
  }

  add(keys: unknown[][], id: string): void {
    for (const key of keys) this.entries.insert(entryOf(key, id));
  }

  remove(keys: unknown[][], id: string): void {
    for (const key of keys) this.entries.remove(entryOf(key, id));
  }

  // For unique indexes: the first key of `keys` already owned by another id.
  conflict(keys: unknown[][], id: string): unknown[] | undefined {
    if (!this.unique) return undefined;
    for (const key of keys) {
      for (const e of this.entries.rangeFrom(entryOf(key, ''), (x) => compareKeys(x.slice(0, -1), key) === 0)) {
        if (entryId(e) !== id) return key;
      }
    }
    return undefined;
  }

  describe(): Doc {
    const { v, name, key, ...rest } = this.spec;
    return { v: v ?? 2, key, name, ...rest };
  }
}
