import { MaxKey, ObjectId } from 'bson';
import { Entry, entryId, entryOf, Index } from './indexes';
import { FieldBounds, keyMatches } from './bounds';
import { compareValues, Doc, typeRank, valueKey } from '../values';
import { MinHeap } from '../geo/min-heap';

export { extractBounds, exactFields } from './bounds';

// Lowest value of the same BSON type bracket, for one-sided ranges.
function bracketStart(v: unknown): unknown {
  switch (typeRank(v)) {
    case 2: return -Infinity;
    case 3: return '';
    case 7: return new ObjectId('000000000000000000000000');
    case 8: return false;
    case 9: return new Date(-8.64e15);
    default: return v;
  }
}

export interface Plan {
  index: Index;
  eqFields: number;
  range?: FieldBounds;
  // Bounds on later index fields, checked on the index key before the
  // document is fetched (only when the index is not multikey).
  keyFilters: Array<[number, FieldBounds]>;
  // True when walking the index already yields documents in the requested
  // sort order, so the caller can skip sorting and stop at the limit.
  ordered: boolean;
}

// Whether every multikey field of the index is pinned to one value by the
// equality prefix: then a document has one entry per prefix, as if the index
// were not multikey (MongoDB's path-level multikey tracking), so its walks
// give the order and its counts need no de-duplication.
function oneEntryEach(index: Index, eqFields: number, bounds: Map<string, FieldBounds>): boolean {
  for (const at of index.multikeyFields) if (at >= eqFields || bounds.get(index.fields[at])?.eq?.length !== 1) return false;
  return true;
}

// Entries are kept ascending. An equality prefix with several values ($in)
// still gives the order when its walks are merged (MongoDB's SORT_MERGE).
function providesSort(index: Index, eqFields: number, bounds: Map<string, FieldBounds>, sort: Doc | undefined): boolean {
  if (!sort || !oneEntryEach(index, eqFields, bounds)) return false;
  const keys = Object.entries(sort).filter(([k]) => bounds.get(k)?.eq?.length !== 1);
  const rest = index.fields.slice(eqFields);
  return keys.length > 0 && keys.every(([k, d], i) => rest[i] === k && d === 1);
}

/** The index a find's `hint` names (by name or key pattern), if any. */
function hinted(index: Index, hint: unknown): boolean {
  if (typeof hint === 'string') return index.name === hint;
  return JSON.stringify(index.spec.key) === JSON.stringify(hint);
}

export function choosePlan(indexes: Iterable<Index>, bounds: Map<string, FieldBounds>, sort?: Doc, hint?: unknown): Plan | undefined {
  let best: Plan | undefined;
  let bestScore = 0;
  for (const index of indexes) {
    if (!index.plannable || index.name === '_id_') continue;
    if (hint !== undefined && !hinted(index, hint)) continue;
    let eqFields = 0;
    let range: FieldBounds | undefined;
    for (const f of index.fields) {
      const b = bounds.get(f);
      if (b?.eq) {
        eqFields++;
        continue;
      }
      if (b && (b.lo || b.hi) && !index.multikeyFields.has(eqFields)) range = b;
      break;
    }
    const first = eqFields + (range ? 1 : 0);
    // A key holds one element of a multikey field, not the document's array: only other fields are checked on it.
    const keyFilters: Array<[number, FieldBounds]> = [];
    index.fields.forEach((f, i) => {
      const b = bounds.get(f);
      if (i >= first && b && (b.eq || b.lo || b.hi) && !index.multikeyFields.has(i)) keyFilters.push([i, b]);
    });
    const ordered = providesSort(index, eqFields, bounds, sort);
    // A hinted index is used even when no filter field bounds it.
    const score = eqFields * 2 + (range ? 1 : 0) + keyFilters.length * 0.75 + (ordered ? 0.5 : 0) + (hint !== undefined ? 0.1 : 0);
    if (score > bestScore) {
      best = { index, eqFields, range, keyFilters, ordered };
      bestScore = score;
    }
  }
  return best;
}

// Every combination of the equality values, each list deduplicated and in index order.
function cartesian(lists: unknown[][], limit: number): unknown[][] | undefined {
  let out: unknown[][] = [[]];
  for (const values of lists) {
    const l = [...new Map(values.map((v) => [valueKey(v), v])).values()].sort(compareValues);
    out = out.flatMap((t) => l.map((v) => [...t, v]));
    if (out.length > limit) return undefined;
  }
  return out;
}

export interface ScanStats {
  keysExamined: number;
}

// Walks the chosen index lazily and yields its entries (key and id) in index
// order, so a caller that needs only the first n (an ordered, limited find)
// stops early, and one that needs only indexed fields reads them from the key.
// Undefined when the equality lists multiply into too many prefixes.
export function scanPlan(plan: Plan, bounds: Map<string, FieldBounds>, stats: ScanStats): Iterable<Entry> | undefined {
  const { index, eqFields, range, keyFilters } = plan;
  const eqLists = index.fields.slice(0, eqFields).map((f) => bounds.get(f)?.eq ?? []);
  const prefixes = cartesian(eqLists, 2000);
  if (!prefixes) return undefined;
  if (plan.ordered && prefixes.length > 1) return merge(prefixes.map((p) => walk(index, [p], eqFields, range, keyFilters, stats)), eqFields);
  return walk(index, prefixes, eqFields, range, keyFilters, stats);
}

// Merges per-prefix walks, each ascending on the fields after the equality
// prefix, into one stream ascending on those fields (then id). A heap of the
// walks' heads: a viewport's 30 map tiles cost a few comparisons per document.
function* merge(walks: Generator<Entry>[], from: number): Generator<Entry> {
  const cmp = (a: Entry, b: Entry) => {
    for (let i = from; i < a.length - 1; i++) {
      const c = compareValues(a[i], b[i]);
      if (c !== 0) return c;
    }
    const x = entryId(a);
    const y = entryId(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };
  const heads = new MinHeap<{ e: Entry; w: Generator<Entry> }>((a, b) => cmp(a.e, b.e));
  for (const w of walks) {
    const first = w.next();
    if (!first.done) heads.push({ e: first.value, w });
  }
  for (let head = heads.pop(); head; head = heads.pop()) {
    yield head.e;
    const next = head.w.next();
    if (next.done) continue;
    // The walk's holder goes back with its next entry: no allocation per document.
    head.e = next.value;
    heads.push(head);
  }
}

// The number of entries a plan yields, from two binary searches per equality
// prefix instead of a walk; undefined when the plan needs per-key checks
// (later-field filters, multikey duplicates, one-sided ranges).
export function countPlan(plan: Plan, bounds: Map<string, FieldBounds>): number | undefined {
  const { index, eqFields, range, keyFilters } = plan;
  if (!oneEntryEach(index, eqFields, bounds) || keyFilters.length || (range && (!range.lo || !range.hi))) return undefined;
  if (range && typeRank(range.lo!.v) !== typeRank(range.hi!.v)) return undefined;
  const eqLists = index.fields.slice(0, eqFields).map((f) => bounds.get(f)?.eq ?? []);
  const prefixes = cartesian(eqLists, 2000);
  if (!prefixes) return undefined;
  const max = new MaxKey();
  let n = 0;
  for (const prefix of prefixes) {
    // An empty id sorts before every entry of an equal key; MaxKey after every longer one.
    let from = entryOf(prefix, '');
    let to = entryOf([...prefix, max], '');
    if (range) {
      const { lo, hi } = range as Required<Pick<FieldBounds, 'lo' | 'hi'>>;
      from = entryOf(lo.incl ? [...prefix, lo.v] : [...prefix, lo.v, max], '');
      to = entryOf(hi.incl ? [...prefix, hi.v, max] : [...prefix, hi.v], '');
    }
    n += Math.max(0, index.entries.rank(to) - index.entries.rank(from));
  }
  return n;
}

function* walk(
  index: Index,
  prefixes: unknown[][],
  eqFields: number,
  range: FieldBounds | undefined,
  keyFilters: Array<[number, FieldBounds]>,
  stats: ScanStats,
): Generator<Entry> {
  // Multikey entries repeat an id; one-value keys never do.
  const seen = index.multikey ? new Set<string>() : undefined;
  const lo = range?.lo;
  const hi = range?.hi;
  const rangeType = lo ? typeRank(lo.v) : hi ? typeRank(hi.v) : -1;
  for (const prefix of prefixes) {
    const start = range ? [...prefix, lo ? lo.v : bracketStart(hi?.v)] : prefix;
    const keep = (e: Entry): boolean => {
      for (let i = 0; i < eqFields; i++) if (compareValues(e[i], prefix[i]) !== 0) return false;
      if (!range) return true;
      const v = e[eqFields];
      if (typeRank(v) !== rangeType) return false;
      if (hi) {
        const c = compareValues(v, hi.v);
        if (c > 0 || (c === 0 && !hi.incl)) return false;
      }
      return true;
    };
    // The start of a prefix's range is the same for every query that names it: remembered by its key.
    for (const e of index.entries.rangeFrom(entryOf(start, ''), keep, valueKey(start))) {
      stats.keysExamined++;
      if (lo && !lo.incl && compareValues(e[eqFields], lo.v) === 0) continue;
      if (keyFilters.length && !keyFilters.every(([i, b]) => keyMatches(e[i], b))) continue;
      if (seen) {
        const id = entryId(e);
        if (seen.has(id)) continue;
        seen.add(id);
      }
      yield e;
    }
  }
}
