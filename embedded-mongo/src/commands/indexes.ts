import { Codes, MongoError } from '../errors';
import { defaultIndexName, IndexSpec } from '../storage/indexes';
import { Doc, isPlainObject } from '../values';
import { collName, Handler } from './context';

const createIndexes: Handler = async (cmd, ctx) => {
  const name = collName(cmd, 'createIndexes');
  const specs = cmd.indexes;
  if (!Array.isArray(specs) || specs.length === 0) throw new MongoError(Codes.BadValue, 'Must specify at least one index to create');
  const w = ctx.engine.writer();
  const created = !ctx.engine.get(ctx.db, name);
  const coll = w.collection(ctx.db, name, true)!;
  const before = coll.indexes.size;
  for (const raw of specs) {
    if (!isPlainObject(raw) || !isPlainObject(raw.key) || Object.keys(raw.key).length === 0) {
      throw new MongoError(Codes.FailedToParse, 'Index key pattern must be a non-empty object');
    }
    const spec: IndexSpec = { ...(raw as IndexSpec), name: typeof raw.name === 'string' ? raw.name : defaultIndexName(raw.key) };
    w.createIndex(coll, spec);
  }
  await w.commit();
  // A collection created by this command is a new object once applied for good.
  const after = ctx.engine.get(ctx.db, name)?.indexes.size ?? before;
  return { createdCollectionAutomatically: created, numIndexesBefore: before, numIndexesAfter: after, ...(after === before ? { note: 'all indexes already exist' } : {}), ok: 1 };
};

const listIndexes: Handler = (cmd, ctx) => {
  const name = collName(cmd, 'listIndexes');
  const coll = ctx.engine.get(ctx.db, name);
  if (!coll) throw new MongoError(Codes.NamespaceNotFound, `ns does not exist: ${ctx.db}.${name}`);
  const docs = [...coll.indexes.values()].map((i) => i.describe());
  return ctx.cursors.first(coll.ns, docs, {});
};

const dropIndexes: Handler = async (cmd, ctx) => {
  const name = collName(cmd, Object.keys(cmd)[0]);
  const coll = ctx.engine.get(ctx.db, name);
  if (!coll) throw new MongoError(Codes.NamespaceNotFound, `ns not found ${ctx.db}.${name}`);
  const was = coll.indexes.size;
  const target = cmd.index;
  let names: string[];
  if (target === '*') names = [...coll.indexes.keys()].filter((n) => n !== '_id_');
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target)) names = target.map(String);
  else if (isPlainObject(target)) {
    const idx = coll.findIndexByKey(target as Doc);
    if (!idx) throw new MongoError(Codes.IndexNotFound, `can't find index with key: ${JSON.stringify(target)}`);
    names = [idx.name];
  } else throw new MongoError(Codes.BadValue, 'invalid index specification');
  for (const n of names) {
    if (n === '_id_') throw new MongoError(Codes.InvalidOptions, 'cannot drop _id index');
    if (!coll.indexes.has(n)) throw new MongoError(Codes.IndexNotFound, `index not found with name [${n}]`);
  }
  const w = ctx.engine.writer();
  for (const n of names) w.run({ o: 'dropidx', db: ctx.db, c: name, name: n });
  await w.commit();
  return { nIndexesWas: was, ok: 1 };
};

export const indexCommands: Record<string, Handler> = { createIndexes, listIndexes, dropIndexes, deleteIndexes: dropIndexes };
