import { ObjectId } from 'bson';
import { Context, Query } from 'mingo';
import type { Options } from 'mingo/types';
import { looseGeoPoint, shapeTest } from '../geo/shapes';
import { compareValues, Doc, isPlainObject, valuesAtPath } from '../values';
import { COMPLEX, MISSING, peekTopLevel } from '../storage/doc-store';

const geoWithin = (selector: string, value: unknown) => {
  const test = shapeTest(value as Doc);
  return (obj: Doc): boolean =>
    valuesAtPath(obj, selector).some((v) => {
      const p = looseGeoPoint(v);
      return p !== undefined && test(p);
    });
};

const context = Context.init({ query: { $geoWithin: geoWithin } as never });

export function mingoOptions(extra: Partial<Options> = {}): Partial<Options> {
  // Scripting ($where, $function, $accumulator) would run client-supplied JS.
  return { idKey: '_id', useStrictMode: true, scriptEnabled: false, context, ...extra };
}

export function compileFilter(filter: Doc | undefined): (doc: Doc) => boolean {
  if (!filter || Object.keys(filter).length === 0) return () => true;
  const q = new Query(filter, mingoOptions());
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
