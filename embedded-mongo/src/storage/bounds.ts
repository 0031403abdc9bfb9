import { Binary, ObjectId } from 'bson';
import { compareValues, Doc, isPlainObject, typeRank, valueKey } from '../values';

// Per-field constraints that every matching document must satisfy. Only a
// necessary condition is extracted: unless the filter is exact (below), mingo
// re-checks the full filter on every candidate.
export interface FieldBounds {
  eq?: unknown[];
  lo?: { v: unknown; incl: boolean };
  hi?: { v: unknown; incl: boolean };
}

export function isIndexableScalar(v: unknown): boolean {
  const r = typeRank(v);
  return (r === 2 || r === 3 || r === 7 || r === 8 || r === 9) && !(v instanceof Binary);
}

const RANGE_OPS = new Set(['$eq', '$in', '$gt', '$gte', '$lt', '$lte']);

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

// The loosest bounds that hold for every branch of an $or, on the fields all
// branches constrain: `{$or: [{k: {$gt: v}}, {k: v, _id: {$gt: id}}]}` (a
// keyset page) gives k >= v, so an index on k can start at the cursor.
function orHull(branches: Map<string, FieldBounds>[]): Map<string, FieldBounds> {
  const hull = new Map<string, FieldBounds>();
  const [first, ...rest] = branches;
  for (const field of first.keys()) {
    const all = branches.map((b) => b.get(field) as FieldBounds);
    if (rest.some((b) => !b.has(field))) continue;
    if (all.every((b) => b.eq)) {
      const values = new Map<string, unknown>();
      for (const b of all) for (const v of b.eq as unknown[]) values.set(valueKey(v), v);
      if (values.size <= 500) hull.set(field, { eq: [...values.values()] });
      continue;
    }
    // As intervals; every value must sit in one type bracket for a hull to mean anything.
    const intervals = all.map((b) => {
      if (b.eq) {
        const sorted = [...b.eq].sort(compareValues);
        return { lo: { v: sorted[0], incl: true }, hi: { v: sorted[sorted.length - 1], incl: true } };
      }
      return { lo: b.lo, hi: b.hi };
    });
    const ranks = new Set(intervals.flatMap((i) => [i.lo, i.hi]).filter((x) => x !== undefined).map((x) => typeRank(x.v)));
    if (ranks.size !== 1) continue;
    const out: FieldBounds = {};
    if (intervals.every((i) => i.lo)) {
      out.lo = intervals.map((i) => i.lo!).reduce((a, b) => {
        const c = compareValues(a.v, b.v);
        return c < 0 ? a : c > 0 ? b : { v: a.v, incl: a.incl || b.incl };
      });
    }
    if (intervals.every((i) => i.hi)) {
      out.hi = intervals.map((i) => i.hi!).reduce((a, b) => {
        const c = compareValues(a.v, b.v);
        return c > 0 ? a : c < 0 ? b : { v: a.v, incl: a.incl || b.incl };
      });
    }
    if (out.lo || out.hi) hull.set(field, out);
  }
  return hull;
}

export function extractBounds(filter: Doc, bounds = new Map<string, FieldBounds>()): Map<string, FieldBounds> {
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$and' && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub)) extractBounds(sub, bounds);
    } else if (k === '$or' && Array.isArray(v) && v.length > 0 && v.every(isPlainObject)) {
      const hull = orHull(v.map((branch) => extractBounds(branch)));
      // A bound already taken from an AND-ed condition is just as valid; keep it.
      for (const [field, b] of hull) if (!bounds.has(field)) bounds.set(field, b);
    } else if (!k.startsWith('$')) {
      addField(bounds, k, v);
    }
  }
  return bounds;
}

// Plain values whose comparison the index order reproduces exactly.
function exactScalar(v: unknown): boolean {
  return (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'string' || typeof v === 'boolean' || v instanceof ObjectId || v instanceof Date;
}

// True when `filter` says nothing beyond one equality ($eq, $in) or one range
// per field, each on a field of `fields`: then an index over those fields
// (not multikey) answers the filter from its keys alone, and matching
// documents need no re-check. Returns the fields it constrains, or undefined.
export function exactFields(filter: Doc, seen = new Set<string>()): Set<string> | undefined {
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$and') {
      if (!Array.isArray(v) || !v.every(isPlainObject) || !v.every((sub) => exactFields(sub as Doc, seen))) return undefined;
      continue;
    }
    if (k.startsWith('$') || seen.has(k)) return undefined;
    seen.add(k);
    if (exactScalar(v)) continue;
    if (!isPlainObject(v)) return undefined;
    const ops = Object.keys(v);
    if (ops.length === 0 || !ops.every((op) => RANGE_OPS.has(op))) return undefined;
    const eqOps = ops.filter((op) => op === '$eq' || op === '$in');
    const loOps = ops.filter((op) => op === '$gt' || op === '$gte');
    const hiOps = ops.filter((op) => op === '$lt' || op === '$lte');
    if (eqOps.length > 1 || (eqOps.length && (loOps.length || hiOps.length)) || loOps.length > 1 || hiOps.length > 1) return undefined;
    const values = ops.flatMap((op) => (op === '$in' ? (Array.isArray(v[op]) ? (v[op] as unknown[]) : [undefined]) : [v[op]]));
    if (values.length === 0 || values.length > 500 || !values.every(exactScalar)) return undefined;
  }
  return seen;
}

// Whether an index key value satisfies a field's bounds (same type bracket for ranges).
export function keyMatches(v: unknown, b: FieldBounds): boolean {
  if (b.eq) return b.eq.some((x) => compareValues(v, x) === 0);
  const bound = b.lo ?? b.hi;
  if (!bound || typeRank(v) !== typeRank(bound.v)) return false;
  if (b.lo) {
    const c = compareValues(v, b.lo.v);
    if (c < 0 || (c === 0 && !b.lo.incl)) return false;
  }
  if (b.hi) {
    const c = compareValues(v, b.hi.v);
    if (c > 0 || (c === 0 && !b.hi.incl)) return false;
  }
  return true;
}
