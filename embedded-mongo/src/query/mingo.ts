import { ObjectId } from 'bson';
import { Context, Query } from 'mingo';
import type { Options } from 'mingo/types';
import { looseGeoPoint, shapeTest } from '../geo/shapes';
import { compareStrings, compareValues, Doc, isPlainObject, valuesAtPath } from '../values';
import { COMPLEX, MISSING, peekTopLevel } from '../storage/doc-store';

const geoWithin = (selector: string, value: unknown) => {
  const test = shapeTest(value as Doc);
  return (obj: Doc): boolean =>
    valuesAtPath(obj, selector).some((v) => {
      const p = looseGeoPoint(v);
      return p !== undefined && test(p);
    });
};

// $lt/$lte/$gt/$gte on a string, comparing as MongoDB does (compareStrings):
// mingo compares UTF-16 units, so a filter whose string holds units from
// U+D800 up is rewritten to these (see utf8Ranges).
const stringRange = (test: (c: number) => boolean) => (selector: string, value: unknown) => (obj: Doc): boolean =>
  valuesAtPath(obj, selector).some((v) => (Array.isArray(v) ? v : [v]).some((x) => typeof x === 'string' && test(compareStrings(x, value as string))));
const UTF8_RANGES: Record<string, string> = { $lt: '$_utf8Lt', $lte: '$_utf8Lte', $gt: '$_utf8Gt', $gte: '$_utf8Gte' };

const context = Context.init({
  query: {
    $geoWithin: geoWithin,
    $_utf8Lt: stringRange((c) => c < 0),
    $_utf8Lte: stringRange((c) => c <= 0),
    $_utf8Gt: stringRange((c) => c > 0),
    $_utf8Gte: stringRange((c) => c >= 0),
  } as never,
});

const HIGH_UNIT = /[\ud800-\uffff]/;
const isOperatorObject = (v: unknown): v is Doc => isPlainObject(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith('$'));

function utf8Operators(ops: Doc): Doc {
  const out: Doc = {};
  let changed = false;
  for (const [op, arg] of Object.entries(ops)) {
    let key = op;
    let value = arg;
    if (op in UTF8_RANGES && typeof arg === 'string' && HIGH_UNIT.test(arg)) key = UTF8_RANGES[op];
    else if (op === '$not' && isOperatorObject(arg)) value = utf8Operators(arg);
    else if (op === '$elemMatch' && isPlainObject(arg)) value = isOperatorObject(arg) ? utf8Operators(arg) : utf8Ranges(arg);
    changed ||= key !== op || value !== arg;
    out[key] = value;
  }
  return changed ? out : ops;
}

/** The filter with each string range that mingo would order differently from MongoDB moved to the operators above; the same object when there is none. */
export function utf8Ranges(filter: Doc): Doc {
  const out: Doc = {};
  let changed = false;
  for (const [key, cond] of Object.entries(filter)) {
    let value = cond;
    if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(cond)) {
      const branches = cond.map((b) => (isPlainObject(b) ? utf8Ranges(b) : b));
      if (branches.some((b, i) => b !== cond[i])) value = branches;
    } else if (!key.startsWith('$') && isOperatorObject(cond)) {
      value = utf8Operators(cond);
    }
    changed ||= value !== cond;
    out[key] = value;
  }
  return changed ? out : filter;
}

export function mingoOptions(extra: Partial<Options> = {}): Partial<Options> {
  // Scripting ($where, $function, $accumulator) would run client-supplied JS.
  return { idKey: '_id', useStrictMode: true, scriptEnabled: false, context, ...extra };
}

export function compileFilter(filter: Doc | undefined): (doc: Doc) => boolean {
  if (!filter || Object.keys(filter).length === 0) return () => true;
  const q = new Query(utf8Ranges(filter), mingoOptions());
  const test = (doc: Doc) => q.test(doc);
  return equalityTest(filter, test) ?? test;
}

const SKIP = Symbol('ask mingo');

/**
 * A filter of plain equalities (`{categoryId: 3, 'a.b': 'x'}`: numbers,
 * strings, booleans, ObjectIds) tested natively, as near-me tests every
 * candidate of its walk; a document whose path crosses or ends in an array
 * (where MongoDB matches any element) goes to mingo's `fallback`.
 */
function equalityTest(filter: Doc, fallback: (doc: Doc) => boolean): ((doc: Doc) => boolean) | undefined {
  const conditions: Array<[string[], unknown]> = [];
  for (const [path, value] of Object.entries(filter)) {
    if (path.startsWith('$') || path.includes('$')) return undefined;
    if (!(typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean' || value instanceof ObjectId)) return undefined;
    conditions.push([path.split('.'), value]);
  }
  const valueAt = (doc: Doc, parts: string[]): unknown => {
    let cur: unknown = doc;
    for (const part of parts) {
      if (Array.isArray(cur)) return SKIP;
      if (!isPlainObject(cur)) return undefined;
      cur = cur[part];
    }
    return Array.isArray(cur) ? SKIP : cur;
  };
  return (doc) => {
    for (const [parts, value] of conditions) {
      const v = valueAt(doc, parts);
      if (v === SKIP) return fallback(doc);
      if (v === undefined || compareValues(v, value) !== 0) return false;
    }
    return true;
  };
}

/**
 * For a filter's top-level plain equalities on numbers, strings and
 * booleans: a test on a stored document's BSON bytes that is false only when
 * the document certainly does not match (the field is missing or holds another
 * scalar), so near-me's walk skips other categories' clinics without decoding
 * them. True means "decode and apply the whole filter". Undefined when the
 * filter has no such equality.
 */
export function rawPrefilter(filter: Doc | undefined): ((raw: Uint8Array) => boolean) | undefined {
  if (!filter) return undefined;
  const checks: Array<[Buffer, number | string | boolean]> = [];
  for (const [path, value] of Object.entries(filter)) {
    if (path.startsWith('$') || path.includes('.')) continue;
    if ((typeof value === 'number' && !Number.isNaN(value)) || typeof value === 'string' || typeof value === 'boolean') checks.push([Buffer.from(path, 'utf8'), value]);
  }
  if (checks.length === 0) return undefined;
  return (raw) => {
    for (const [name, value] of checks) {
      const v = peekTopLevel(raw, name);
      if (v === COMPLEX) continue;
      if (v === MISSING || v === null) return false;
      if (typeof value === 'number' ? typeof v !== 'number' || v !== value : v !== value) return false;
    }
    return true;
  };
}
