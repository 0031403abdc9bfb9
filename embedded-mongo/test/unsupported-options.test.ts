import { Db } from 'mongodb';
import { Harness, removeDir, start } from './helpers';

// The engine answers what it implements and refuses what it cannot honour,
// with MongoDB's code and a message naming the option, through the official
// driver. What the driver and the API always send is still accepted.

jest.setTimeout(30_000);

let h: Harness;
let db: Db;

beforeAll(async () => {
  h = await start();
  db = h.client.db('options');
  await db.collection('items').insertMany([{ _id: 1, name: 'a' }, { _id: 2, name: 'b' }] as never);
});

afterAll(async () => {
  await h.stop();
  removeDir(h.dir);
});

const unsupported = (field: string) => expect.objectContaining({ code: 115, codeName: 'CommandNotSupported', message: expect.stringContaining(`'${field}'`) });

test('a collation other than simple is refused on every command that takes one', async () => {
  const c = db.collection('items');
  const fr = { locale: 'fr' };
  await expect(c.find({}, { collation: fr }).toArray()).rejects.toEqual(unsupported('find.collation'));
  await expect(c.aggregate([], { collation: fr }).toArray()).rejects.toEqual(unsupported('aggregate.collation'));
  await expect(c.updateOne({ _id: 1 } as never, { $set: { x: 1 } }, { collation: fr })).rejects.toEqual(unsupported('update.updates.collation'));
  await expect(c.deleteOne({ _id: 1 } as never, { collation: fr })).rejects.toEqual(unsupported('delete.deletes.collation'));
  await expect(c.createIndex({ name: 1 }, { collation: fr })).rejects.toEqual(unsupported('createIndexes.indexes.collation'));
  await expect(c.countDocuments({}, { collation: fr })).rejects.toEqual(unsupported('aggregate.collation'));
  await expect(c.findOneAndUpdate({ _id: 1 } as never, { $set: { x: 1 } }, { collation: fr })).rejects.toEqual(unsupported('findAndModify.collation'));
  // Nothing was changed by the refused writes; 'simple' is what the engine does anyway.
  expect(await c.find({}, { collation: { locale: 'simple' } }).sort({ _id: 1 }).toArray()).toEqual([{ _id: 1, name: 'a' }, { _id: 2, name: 'b' }]);
  expect((await c.indexes()).map((i) => i.name)).toEqual(['_id_']);
});

test('schema validation, capped collections, views, time series and TTL indexes are refused', async () => {
  await expect(db.createCollection('v1', { validator: { $jsonSchema: { required: ['name'] } } })).rejects.toEqual(unsupported('create.validator'));
  await expect(db.createCollection('v2', { validator: { name: { $type: 'string' } } })).rejects.toEqual(unsupported('create.validator'));
  await expect(db.command({ collMod: 'items', validator: { $jsonSchema: { required: ['name'] } } })).rejects.toEqual(unsupported('collMod.validator'));
  await expect(db.createCollection('cap', { capped: true, size: 4096 })).rejects.toEqual(unsupported('create.capped'));
  await expect(db.createCollection('view', { viewOn: 'items', pipeline: [{ $match: { name: 'a' } }] })).rejects.toEqual(unsupported('create.viewOn'));
  await expect(db.createCollection('ts', { timeseries: { timeField: 'at' } })).rejects.toEqual(unsupported('create.timeseries'));
  await expect(db.collection('items').createIndex({ at: 1 }, { expireAfterSeconds: 60 })).rejects.toEqual(unsupported('createIndexes.indexes.expireAfterSeconds'));
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
  expect(names).toEqual(['items']);
  // An empty validator validates nothing, and a collMod without options changes nothing.
  await db.createCollection('plain', { validator: {} });
  await expect(db.command({ collMod: 'plain' })).resolves.toMatchObject({ ok: 1 });
  await expect(db.command({ collMod: 'missing' })).rejects.toMatchObject({ code: 26 });
});

test('a field MongoDB does not know is refused with 40415, at the top level and in a statement', async () => {
  await expect(db.command({ find: 'items', foo: 1 })).rejects.toMatchObject({ code: 40415, codeName: 'IDLUnknownField', message: "BSON field 'find.foo' is an unknown field." });
  await expect(db.command({ insert: 'items', documents: [{ _id: 9 }], bogus: true })).rejects.toMatchObject({ code: 40415, message: "BSON field 'insert.bogus' is an unknown field." });
  await expect(db.command({ update: 'items', updates: [{ q: { _id: 1 }, u: { $set: { x: 1 } }, upsrt: true }] })).rejects.toMatchObject({
    code: 40415,
    message: "BSON field 'update.updates.upsrt' is an unknown field.",
  });
  expect(await db.collection('items').countDocuments({ $or: [{ _id: 9 }, { x: 1 }] } as never)).toBe(0);
});

test('a find option MongoDB knows but the engine cannot honour is refused, not ignored', async () => {
  await expect(db.collection('items').find({}).min({ _id: 2 }).hint({ _id: 1 }).toArray()).rejects.toEqual(unsupported('find.min'));
  await expect(db.collection('items').find({}, { tailable: true }).toArray()).rejects.toEqual(unsupported('find.tailable'));
  await expect(db.collection('items').find({ $expr: { $eq: ['$name', '$$n'] } }, { let: { n: 'a' } }).toArray()).rejects.toEqual(unsupported('find.let'));
});

test("write concerns a standalone cannot satisfy are refused with MongoDB's answers, and nothing is written", async () => {
  const c = db.collection('wc');
  await expect(c.insertOne({ _id: 1 } as never, { writeConcern: { w: 2 } })).rejects.toMatchObject({ code: 2, codeName: 'BadValue', message: "cannot use 'w' > 1 when a host is not replicated" });
  await expect(c.insertOne({ _id: 2 } as never, { writeConcern: { w: 'dc-east' as never } })).rejects.toMatchObject({
    code: 2,
    message: "cannot use non-majority 'w' mode dc-east when a host is not a member of a replica set",
  });
  await expect(c.updateOne({ _id: 1 } as never, { $set: { a: 1 } }, { upsert: true, writeConcern: { w: 3 } })).rejects.toMatchObject({ code: 2 });
  expect(await c.countDocuments()).toBe(0);
});

test('a snapshot or linearizable read concern needs a replica set', async () => {
  const c = db.collection('items');
  await expect(c.find({}, { readConcern: { level: 'snapshot' } }).toArray()).rejects.toMatchObject({ code: 123, codeName: 'NotAReplicaSet', message: 'node needs to be a replica set member to use readConcern: snapshot' });
  await expect(c.aggregate([], { readConcern: { level: 'snapshot' } }).toArray()).rejects.toMatchObject({ code: 123 });
  await expect(c.find({}, { readConcern: { level: 'linearizable' } }).toArray()).rejects.toMatchObject({ code: 123 });
});

test('what the driver sends for ordinary work is accepted: sessions, majority writes, local reads, comments, time limits, hints', async () => {
  const c = db.collection<{ _id: number; n: number; m?: number }>('ordinary');
  const session = h.client.startSession();
  try {
    await c.insertOne({ _id: 1, n: 1 }, { writeConcern: { w: 'majority', j: true, wtimeout: 1000 }, session, comment: 'why' });
    await c.insertMany([{ _id: 2, n: 2 }, { _id: 3, n: 3 }], { writeConcern: { w: 1 }, ordered: false, bypassDocumentValidation: true });
    await c.createIndex({ n: 1 }, { name: 'n_1', background: true });
    await c.updateOne({ n: 1 }, { $set: { m: 1 } }, { hint: 'n_1', writeConcern: { w: 'majority' } });
    await c.bulkWrite([{ updateOne: { filter: { _id: 2 }, update: { $set: { m: 2 } }, upsert: true } }, { deleteOne: { filter: { _id: 3 } } }], { ordered: false });
    const found = await c
      .find({ n: { $gte: 1 } }, { readConcern: { level: 'majority' }, maxTimeMS: 5000, comment: 'page', hint: 'n_1', allowDiskUse: true, session })
      .sort({ n: 1 })
      .toArray();
    expect(found).toEqual([{ _id: 1, n: 1, m: 1 }, { _id: 2, n: 2, m: 2 }]);
    expect(await c.countDocuments({}, { readConcern: { level: 'local' }, maxTimeMS: 5000 })).toBe(2);
    expect(await c.aggregate([{ $match: {} }, { $count: 'n' }], { readConcern: { level: 'available' }, allowDiskUse: true, comment: { why: 'stats' } }).toArray()).toEqual([{ n: 2 }]);
    expect(await c.findOneAndUpdate({ _id: 1 }, { $set: { m: 5 } }, { returnDocument: 'after', writeConcern: { w: 'majority' } })).toEqual({ _id: 1, n: 1, m: 5 });
    await db.createCollection('ordinary2', { writeConcern: { w: 'majority' } });
    // Generic arguments are not collection options.
    const [info] = await db.listCollections({ name: 'ordinary2' }, { nameOnly: false }).toArray();
    expect(info.options).toEqual({});
  } finally {
    await session.endSession();
  }
});

test('the command an explain describes is checked as if it ran', async () => {
  await expect(db.command({ explain: { find: 'items', filter: {}, collation: { locale: 'fr' } } })).rejects.toEqual(unsupported('find.collation'));
  await expect(db.collection('items').find({ name: 'a' }).explain()).resolves.toMatchObject({ ok: 1 });
});
