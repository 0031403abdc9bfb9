import { Codes, MongoError } from '../errors';
import { compileFilter } from '../query/mingo';
import { Collection } from '../storage/collection';
import { validateName } from '../storage/engine';
import { Doc } from '../values';
import { collName, Handler, optDoc } from './context';

function dataSize(coll: Collection): number {
  return coll.docs.bytes();
}

// The collection options create keeps (and listCollections shows); checkFields has refused the ones the engine cannot honour.
const CREATE_OPTIONS = new Set(['capped', 'size', 'max', 'autoIndexId', 'idIndex', 'storageEngine', 'indexOptionDefaults', 'flags', 'validator', 'validationLevel', 'validationAction', 'collation', 'changeStreamPreAndPostImages']);

const create: Handler = async (cmd, ctx) => {
  const name = collName(cmd, 'create');
  validateName(ctx.db, name);
  if (ctx.engine.get(ctx.db, name)) throw new MongoError(Codes.NamespaceExists, `Collection ${ctx.db}.${name} already exists.`);
  const opts = Object.fromEntries(Object.entries(cmd).filter(([k]) => CREATE_OPTIONS.has(k)));
  const w = ctx.engine.writer();
  w.run({ o: 'mkcoll', db: ctx.db, c: name, opts });
  await w.commit();
  return { ok: 1 };
};

// Every option collMod takes needs a feature the engine lacks, so checkFields has refused it; without one it changes nothing.
const collMod: Handler = (cmd, ctx) => {
  const name = collName(cmd, 'collMod');
  if (!ctx.engine.get(ctx.db, name)) throw new MongoError(Codes.NamespaceNotFound, `ns does not exist: ${ctx.db}.${name}`);
  return { ok: 1 };
};

const drop: Handler = async (cmd, ctx) => {
  const name = collName(cmd, 'drop');
  const coll = ctx.engine.get(ctx.db, name);
  if (!coll) return { ok: 1 };
  const w = ctx.engine.writer();
  w.run({ o: 'dropcoll', db: ctx.db, c: name });
  await w.commit();
  return { ns: coll.ns, nIndexesWas: coll.indexes.size, ok: 1 };
};

const dropDatabase: Handler = async (_cmd, ctx) => {
  const w = ctx.engine.writer();
  if (ctx.engine.dbs.has(ctx.db)) w.run({ o: 'dropdb', db: ctx.db });
  await w.commit();
  return { dropped: ctx.db, ok: 1 };
};

const listDatabases: Handler = (cmd, ctx) => {
  const filter = compileFilter(optDoc(cmd.filter, 'filter'));
  const databases = [...ctx.engine.dbs.entries()]
    .map(([name, colls]) => ({ name, sizeOnDisk: [...colls.values()].reduce((s, c) => s + dataSize(c), 0), empty: colls.size === 0 }))
    .filter((d) => filter(d));
  if (cmd.nameOnly === true) return { databases: databases.map((d) => ({ name: d.name })), ok: 1 };
  return { databases, totalSize: databases.reduce((s, d) => s + d.sizeOnDisk, 0), totalSizeMb: 0, ok: 1 };
};

const listCollections: Handler = (cmd, ctx) => {
  const filter = compileFilter(optDoc(cmd.filter, 'filter'));
  const colls = [...(ctx.engine.dbs.get(ctx.db)?.values() ?? [])];
  const infos: Doc[] = colls
    .map((c) => ({
      name: c.name,
      type: 'collection',
      options: c.options,
      info: { readOnly: false },
      idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
    }))
    .filter((d) => filter(d));
  const docs = cmd.nameOnly === true ? infos.map((d) => ({ name: d.name, type: d.type })) : infos;
  const cursor = optDoc(cmd.cursor, 'cursor') ?? {};
  return ctx.cursors.first(`${ctx.db}.$cmd.listCollections`, docs, { batchSize: Number(cursor.batchSize ?? 0) || 101 });
};

const collStats: Handler = (cmd, ctx) => {
  const name = collName(cmd, 'collStats');
  const coll = ctx.engine.get(ctx.db, name);
  if (!coll) throw new MongoError(Codes.NamespaceNotFound, `Collection [${ctx.db}.${name}] not found.`);
  const size = dataSize(coll);
  const count = coll.docs.size;
  return { ns: coll.ns, count, size, avgObjSize: count ? size / count : 0, storageSize: size, nindexes: coll.indexes.size, totalIndexSize: 0, indexSizes: {}, ok: 1 };
};

const dbStats: Handler = (_cmd, ctx) => {
  const colls = [...(ctx.engine.dbs.get(ctx.db)?.values() ?? [])];
  const objects = colls.reduce((s, c) => s + c.docs.size, 0);
  const size = colls.reduce((s, c) => s + dataSize(c), 0);
  return { db: ctx.db, collections: colls.length, views: 0, objects, avgObjSize: objects ? size / objects : 0, dataSize: size, storageSize: size, indexes: colls.reduce((s, c) => s + c.indexes.size, 0), indexSize: 0, ok: 1 };
};

export const catalogCommands: Record<string, Handler> = { create, collMod, drop, dropDatabase, listDatabases, listCollections, collStats, dbStats };
