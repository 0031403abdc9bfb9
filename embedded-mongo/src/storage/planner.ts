import { Binary, ObjectId } from 'bson';
import { compareKeys, Entry, Index } from './indexes';
import { compareValues, Doc, isPlainObject, typeRank } from '../values';

// Per-field constraints that every matching document must satisfy. Only a
// necessary condition is extracted: mingo re-checks the full filter later.
interface FieldBounds {
  eq?: unknown[];
  lo?: { v: unknown; incl: boolean };
  hi?: { v: unknown; incl: boolean };
}

function isIndexableScalar(v: unknown): boolean {
  const r = typeRank(v);
  return (r === 2 || r === 3 || r === 7 || r === 8 || r === 9) && !(v instanceof Binary);
}

function addField(bounds: Map<string, FieldBounds>, field: string, cond: unknown): void {
  const b = bounds.get(field) ?? {};
  if (isIndexableScalar(cond)) {
    b.eq = [cond];
  } else if (isPlainObject(cond) && Object.keys(cond).every((k) => k.startsWith('$'))) {
    for (const [op, v] of Object.entries(cond)) {
      if (op === '$eq' && isIndexableScalar(v)) b.eq = [v];
      else if (op === '$in' && Array.isArray(v) && v.length > 0 && v.length <= 500 && v.every(isIndexableScalar)) b.eq = v;
      else if ((op === '$gt' || op === '$gte') && isIndexableScalar(v)) b.lo = { v, incl: op === '$gte' };
      else if ((op === '$lt' || op === '$lte') && isIndexableScalar(v)) b.hi = { v, incl: op === '$lte' };
    }
  } else {
    return;
  }
  bounds.set(field, b);
}

export function extractBounds(filter: Doc, bounds = new Map<string, FieldBounds>()): Map<string, FieldBounds> {
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$and' && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub)) extractBounds(sub, bounds);
    } else if (!k.startsWith('$')) {
      addField(bounds, k, v);
    }
  }
  return bounds;
}

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

interface Plan {
  index: Index;
  eqFields: number;
  range?: FieldBounds;
  // True when walking the index already yields documents in the requested
  // sort order, so the caller can skip sorting and stop at the limit.
  ordered: boolean;
}

function providesSort(index: Index, eqFields: number, bounds: Map<string, FieldBounds>, sort: Doc | undefined): boolean {
  if (!sort || index.multikey) return false;
  // Entries are kept ascending; each equality prefix must pin one value.
  if (index.fields.slice(0, eqFields).some((f) => bounds.get(f)?.eq?.length !== 1)) return false;
  const keys = Object.entries(sort).filter(([k]) => bounds.get(k)?.eq?.length !== 1);
  const rest = index.fields.slice(eqFields);
  return keys.length > 0 && keys.every(([k, d], i) => rest[i] === k && d === 1);
}

export function choosePlan(indexes: Iterable<Index>, bounds: Map<string, FieldBounds>, sort?: Doc): Plan | undefined {
  let best: Plan | undefined;
  let bestScore = 0;
  for (const index of indexes) {
    if (!index.plannable || index.name === '_id_') continue;
    let eqFields = 0;
    let range: FieldBounds | undefined;
    for (const f of index.fields) {
      const b = bounds.get(f);
      if (b?.eq) {
        eqFields++;
        continue;
      }
      if (b && (b.lo || b.hi) && !index.multikey) range = b;
      break;
    }
    const ordered = providesSort(index, eqFields, bounds, sort);
    const score = eqFields * 2 + (range ? 1 : 0) + (ordered ? 0.5 : 0);
    if (score > bestScore) {
      best = { index, eqFields, range, ordered };
      bestScore = score;
    }
  }
  return best;
}

function cartesian(lists: unknown[][], limit: number): unknown[][] | undefined {
  let out: unknown[][] = [[]];
  for (const l of lists) {
    out = out.flatMap((t) => l.map((v) => [...t, v]));
    if (out.length > limit) return undefined;
  }
  return out;
}

// Walks the chosen index and returns candidate ids in index order, plus the
// number of keys examined (reported by explain).
export function scanPlan(plan: Plan, bounds: Map<string, FieldBounds>): { ids: string[]; keys: number } | undefined {
  const { index, eqFields, range } = plan;
  const eqLists = index.fields.slice(0, eqFields).map((f) => bounds.get(f)?.eq ?? []);
  const prefixes = cartesian(eqLists.map((l) => [...l].sort(compareValues)), 2000);
  if (!prefixes) return undefined;
  const seen = new Set<string>();
  const ids: string[] = [];
  let keys = 0;
  const lo = range?.lo;
  const hi = range?.hi;
  const rangeType = lo ? typeRank(lo.v) : hi ? typeRank(hi.v) : -1;
  for (const prefix of prefixes) {
    const start = range ? [...prefix, lo ? lo.v : bracketStart(hi?.v)] : prefix;
    const keep = (e: Entry): boolean => {
      if (compareKeys(e.key.slice(0, eqFields), prefix) !== 0) return false;
      if (!range) return true;
      const v = e.key[eqFields];
      if (typeRank(v) !== rangeType) return false;
      if (hi) {
        const c = compareValues(v, hi.v);
        if (c > 0 || (c === 0 && !hi.incl)) return false;
      }
      return true;
    };
    for (const e of index.entries.rangeFrom({ key: start, id: '' }, keep)) {
      keys++;
      if (lo && !lo.incl && compareValues(e.key[eqFields], lo.v) === 0) continue;
      if (!seen.has(e.id)) {
        seen.add(e.id);
        ids.push(e.id);
      }
    }
  }
  return { ids, keys };
}
