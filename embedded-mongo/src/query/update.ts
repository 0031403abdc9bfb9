import { deserialize, ObjectId, serialize } from 'bson';
import { Aggregator, update } from 'mingo';
import { Codes, MongoError } from '../errors';
import { Doc, isPlainObject, valueKey } from '../values';
import { mingoOptions } from './mingo';
import { checkUpdate } from './update-checks';
import { arithmeticResult, retype, typesOf } from '../storage/number-types';

const MODIFIERS = new Set([
  '$set', '$unset', '$inc', '$mul', '$min', '$max', '$rename', '$push', '$pull', '$pullAll',
  '$addToSet', '$pop', '$currentDate', '$bit', '$setOnInsert',
]);

export function cloneDoc(doc: Doc): Doc {
  return deserialize(serialize(doc)) as Doc;
}

export function isOperatorUpdate(u: unknown): boolean {
  return isPlainObject(u) && Object.keys(u).some((k) => k.startsWith('$'));
}

// MongoDB stores _id first; a generated one is added when missing.
export function withIdFirst(doc: Doc): Doc {
  const { _id, ...rest } = doc;
  return { _id: _id === undefined ? new ObjectId() : _id, ...rest };
}

export interface Applied {
  doc: Doc;
  modified: boolean;
}

/** Where the numbers of an updated document take their BSON types from (see number-types.ts). */
export interface Typing {
  /** The stored bytes of the document being updated (none for an upsert's new document). */
  stored?: Uint8Array;
  /** The update and the filter as the client's command typed their numbers (commandTypes). */
  u?: unknown;
  q?: Doc;
}

// Produces the new version of `doc` without touching the stored object.
export function applyUpdate(doc: Doc, u: unknown, opts: { arrayFilters?: Doc[]; filter?: Doc; isInsert?: boolean; typing?: Typing }): Applied {
  let next: Doc;
  if (Array.isArray(u)) {
    next = new Aggregator(u as Doc[], mingoOptions()).run([cloneDoc(doc)])[0] ?? {};
  } else if (!isPlainObject(u)) {
    throw new MongoError(Codes.FailedToParse, 'Update argument must be either an object or an array');
  } else if (!isOperatorUpdate(u)) {
    if (u._id !== undefined && doc._id !== undefined && valueKey(u._id) !== valueKey(doc._id)) {
      throw new MongoError(Codes.ImmutableField, "Performing an update on the path '_id' would modify the immutable field '_id'");
    }
    next = cloneDoc({ ...u, _id: doc._id ?? u._id });
  } else {
    const mods: Doc = {};
    for (const [op, spec] of Object.entries(u)) {
      if (!op.startsWith('$')) throw new MongoError(Codes.FailedToParse, `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`);
      if (!MODIFIERS.has(op)) throw new MongoError(Codes.FailedToParse, `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`);
      if (op === '$setOnInsert') {
        if (opts.isInsert) mods.$set = { ...(mods.$set as Doc | undefined), ...(spec as Doc) };
      } else if (op === '$set') {
        mods.$set = { ...(mods.$set as Doc | undefined), ...(spec as Doc) };
      } else {
        mods[op] = spec;
      }
    }
    guardId(doc, mods);
    checkUpdate(doc, mods);
    next = cloneDoc(doc);
    if (Object.keys(mods).length) {
      update(next, mods, opts.arrayFilters, opts.filter, { cloneMode: 'copy', queryOptions: mingoOptions() });
    }
  }
  if (doc._id !== undefined && valueKey(next._id) !== valueKey(doc._id)) {
    throw new MongoError(Codes.ImmutableField, "Performing an update on the path '_id' would modify the immutable field '_id'");
  }
  next = withIdFirst(next);
  const typing = opts.typing ?? {};
  const typedOld = opts.isInsert ? typing.q && upsertSeed(typing.q) : typesOf(typing.stored);
  if (typedOld || typing.u !== undefined || (isPlainObject(u) && ('$inc' in u || '$mul' in u))) {
    next = retype(next, typeHints(u, next, doc, typedOld, typing.u, opts.isInsert === true));
  }
  const modified = !Buffer.from(serialize(next)).equals(Buffer.from(typing.stored ?? serialize(doc)));
  return { doc: next, modified };
}

/** The value at a dotted update path (array positions by number), or undefined. */
function valueAt(doc: unknown, path: string): unknown {
  let cur = doc;
  for (const part of path.split('.')) {
    if (isPlainObject(cur) || Array.isArray(cur)) cur = (cur as Record<string, unknown>)[part];
    else return undefined;
  }
  return cur;
}

/**
 * Where the numbers of an updated document take their types from, in order:
 * what the update wrote (its values as the client typed them, $inc and
 * $mul results as MongoDB types them), then the stored document for the rest.
 */
function typeHints(u: unknown, next: Doc, old: Doc, typedOld: Doc | undefined, typedU: unknown, isInsert: boolean): unknown[] {
  // A pipeline's values are computed; a replacement keeps only the _id.
  if (Array.isArray(u)) return [typedOld];
  if (!isOperatorUpdate(u)) return [typedU ?? u, typedOld && { _id: typedOld._id }];
  const given = (isPlainObject(typedU) ? typedU : u) as Doc;
  const before = typedOld ?? old;
  const wrote: Doc = {};
  for (const [op, args] of Object.entries(u as Doc)) {
    if (!isPlainObject(args) || (op === '$setOnInsert' && !isInsert)) continue;
    const typedArgs = isPlainObject(given[op]) ? (given[op] as Doc) : args;
    for (const [path, arg] of Object.entries(args)) {
      if (path.includes('$')) continue;
      const value = typedArgs[path] ?? arg;
      const result = valueAt(next, path);
      if (op === '$set' || op === '$setOnInsert') setPath(wrote, path, value);
      else if ((op === '$min' || op === '$max') && result !== valueAt(old, path)) setPath(wrote, path, value);
      else if ((op === '$inc' || op === '$mul') && typeof result === 'number') setPath(wrote, path, arithmeticResult(result, valueAt(before, path), value));
      else if (op === '$push' || op === '$addToSet') {
        const items = isPlainObject(value) ? (Object.keys(value).length === 1 && Array.isArray(value.$each) ? value.$each : undefined) : [value];
        const had = valueAt(before, path) ?? [];
        if (items && Array.isArray(had)) setPath(wrote, path, [...had, ...items]);
      } else if (op === '$rename' && typeof arg === 'string') setPath(wrote, arg, valueAt(before, path));
    }
  }
  return [wrote, typedOld];
}

// mingo refuses to touch its idKey with a generic error; MongoDB allows a
// no-op $set of the same _id and otherwise reports ImmutableField.
function guardId(doc: Doc, mods: Doc): void {
  for (const [op, spec] of Object.entries(mods)) {
    if (!isPlainObject(spec)) continue;
    for (const key of Object.keys(spec)) {
      if (key !== '_id' && !key.startsWith('_id.')) continue;
      if (doc._id === undefined && op === '$set' && key === '_id') {
        // Upsert seed: the _id comes from the update itself.
        doc._id = spec._id;
        delete spec._id;
        continue;
      }
      if (op === '$set' && key === '_id' && valueKey(spec[key]) === valueKey(doc._id)) {
        delete spec[key];
        continue;
      }
      throw new MongoError(Codes.ImmutableField, "Performing an update on the path '_id' would modify the immutable field '_id'");
    }
  }
}

function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur = doc;
  for (const p of parts.slice(0, -1)) {
    if (!isPlainObject(cur[p])) cur[p] = {};
    cur = cur[p] as Doc;
  }
  cur[parts[parts.length - 1]] = value;
}

// The seed document an upsert starts from: the filter's equality fields.
export function upsertSeed(filter: Doc): Doc {
  const seed: Doc = {};
  const visit = (f: Doc): void => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) v.forEach((x) => isPlainObject(x) && visit(x));
      else if (k.startsWith('$')) continue;
      else if (isPlainObject(v) && Object.keys(v).some((x) => x.startsWith('$'))) {
        if ('$eq' in v) setPath(seed, k, v.$eq);
      } else setPath(seed, k, v);
    }
  };
  visit(filter);
  return seed;
}
