import { Aggregator } from 'mingo';
import { Collection, ScanResult } from '../storage/collection';
import { compareValues, Doc, isPlainObject, valuesAtPath } from '../values';
import { compileFilter, mingoOptions } from './mingo';
import { nearFind } from '../geo/geo-near';
import { badValue } from '../errors';
import type { FieldTree } from '../storage/doc-store';

export { projector } from './projection';

export interface FindOptions {
  sort?: Doc;
  skip?: number;
  limit?: number;
  /** An index name or key pattern: the plan uses only that index. */
  hint?: unknown;
  /** The paths the caller reads of each result (projection and sort): when the index decides the filter, only they are decoded. */
  fields?: FieldTree;
}

export interface FindResult {
  docs: Doc[];
  scan: ScanResult;
}

const EMPTY: ScanResult = { docs: [], plan: 'EOF', keysExamined: 0, docsExamined: 0 };

const ARRAY = Symbol('array');
// An empty array sorts before null (MongoDB's rule), so it is a key of its own.
const EMPTY_ARRAY = Symbol('empty array');

const compareSortKeys = (a: unknown, b: unknown): number => (a === EMPTY_ARRAY ? (b === EMPTY_ARRAY ? 0 : -1) : b === EMPTY_ARRAY ? 1 : compareValues(a, b));

// The value a document sorts by on `path` in direction `dir`, as MongoDB picks
// it: missing sorts as null; where arrays are involved, the least of the values
// ascending and the greatest descending.
function sortKey(doc: Doc, path: string, parts: string[], dir: number): unknown {
  // Fast path: plain embedded documents all the way down.
  let cur: unknown = doc;
  for (const part of parts) {
    if (!isPlainObject(cur)) {
      cur = undefined;
      break;
    }
    cur = cur[part];
    if (Array.isArray(cur)) {
      cur = ARRAY;
      break;
    }
  }
  if (cur !== ARRAY) return cur === undefined ? null : cur;
  let best: unknown = null;
  let found = false;
  for (const v of valuesAtPath(doc, path)) {
    for (const x of Array.isArray(v) ? (v.length ? v : [EMPTY_ARRAY]) : [v]) {
      const key = x === undefined ? null : x;
      if (!found || compareSortKeys(key, best) * dir < 0) best = key;
      found = true;
    }
  }
  return best;
}

// Sorts natively (strings by their UTF-8 bytes, types in MongoDB's order);
// mingo's $sort only for other sort values ($meta).
export function sortDocs(docs: Doc[], sort: Doc | undefined): Doc[] {
  if (!sort || Object.keys(sort).length === 0) return docs;
  const keys = Object.keys(sort).filter((k) => k !== '$natural');
  if (keys.length === 0) return sort.$natural === -1 ? [...docs].reverse() : docs;
  const dirs = keys.map((k) => sort[k]);
  const paths = keys.map((k) => k.split('.'));
  if (!dirs.every((d) => d === 1 || d === -1)) return new Aggregator([{ $sort: sort }], mingoOptions()).run(docs);
  const rows = docs.map((doc) => ({ doc, keys: keys.map((k, i) => sortKey(doc, k, paths[i], dirs[i] as number)) }));
  rows.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const c = compareSortKeys(a.keys[i], b.keys[i]);
      if (c !== 0) return c * (dirs[i] as number);
    }
    return 0;
  });
  return rows.map((r) => r.doc);
}

// Index-assisted candidate selection, then the exact filter (mingo, unless the
// index keys already decided it), sort, skip and limit. Returned documents are
// the stored (immutable) objects.
export function runFind(coll: Collection | undefined, filter: Doc = {}, opts: FindOptions = {}): FindResult {
  if (!coll) {
    if (!hasTopNear(filter)) compileFilter(filter); // still reject a malformed filter
    return { docs: [], scan: EMPTY };
  }
  const near = nearFind(coll, filter, coll.ns);
  if (near) {
    const skip = Math.max(0, opts.skip ?? 0);
    const limit = Math.abs(opts.limit ?? 0);
    const docs: Doc[] = [];
    for (const d of near) {
      docs.push(d);
      if (limit && docs.length >= skip + limit && !opts.sort) break;
    }
    const ordered = opts.sort && Object.keys(opts.sort).length ? sortDocs(docs, opts.sort) : docs;
    return { docs: ordered.slice(skip, limit ? skip + limit : undefined), scan: { docs: [], plan: 'GEO_NEAR_2DSPHERE', keysExamined: 0, docsExamined: docs.length } };
  }
  const scan = coll.candidates(filter, opts.sort, opts.hint, opts.fields);
  const test = scan.exact ? undefined : compileFilter(filter);
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = Math.abs(opts.limit ?? 0);
  const docs: Doc[] = [];
  if (!opts.sort || Object.keys(opts.sort).length === 0 || scan.ordered) {
    // Unsorted, or already in index order: stop once skip+limit matches are found.
    const want = limit ? skip + limit : Infinity;
    if (want > 0) {
      for (const d of scan.docs) {
        if (test && !test(d)) continue;
        docs.push(d);
        if (docs.length >= want) break;
      }
      if (want === Infinity) coll.rememberCount(filter, docs.length);
    }
    return { docs: docs.slice(skip), scan };
  }
  for (const d of scan.docs) if (!test || test(d)) docs.push(d);
  coll.rememberCount(filter, docs.length);
  return { docs: sortDocs(docs, opts.sort).slice(skip, limit ? skip + limit : undefined), scan };
}

// How many documents match, without fetching them when the index decides the filter.
export function countMatches(coll: Collection | undefined, filter: Doc = {}, opts: { skip?: number; limit?: number } = {}): number {
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = Math.abs(opts.limit ?? 0);
  const want = limit ? skip + limit : Infinity;
  let n = 0;
  let known: number | undefined;
  if (hasTopNear(filter)) throw badValue('$geoNear, $near, and $nearSphere are not allowed in this context');
  if (!coll) {
    compileFilter(filter);
  } else if (Object.keys(filter).length === 0) {
    n = coll.docs.size;
  } else if ((known = coll.knownCount(filter)) !== undefined) {
    // A find read every match of this filter, and nothing was written since.
    n = known;
  } else {
    const scan = coll.candidates(filter);
    const quick = scan.count?.();
    if (quick !== undefined) {
      n = quick;
    } else if (scan.exact && scan.ids) {
      const ids = scan.ids[Symbol.iterator]();
      while (n < want && !ids.next().done) n++;
    } else {
      const test = scan.exact ? undefined : compileFilter(filter);
      for (const d of scan.docs) if ((!test || test(d)) && ++n >= want) break;
    }
  }
  return Math.max(0, Math.min(n, want) - skip);
}

function hasTopNear(filter: Doc): boolean {
  return Object.values(filter).some((v) => isPlainObject(v) && ('$near' in v || '$nearSphere' in v));
}
