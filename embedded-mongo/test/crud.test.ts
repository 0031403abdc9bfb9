import { Collection, Db, MongoServerError, ObjectId } from 'mongodb';
import { Harness, removeDir, start } from './helpers';

jest.setTimeout(30_000);

let h: Harness;
let db: Db;

beforeAll(async () => {
  h = await start();
  db = h.client.db('crud');
});

afterAll(async () => {
  await h.stop();
  removeDir(h.dir);
});

async function fresh(name: string): Promise<Collection> {
  const c = db.collection(name);
  await c.deleteMany({});
  return c;
}

test('insert, find, update, delete round trip', async () => {
  const c = await fresh('basic');
  const { insertedId } = await c.insertOne({ name: 'Clinic A', price: 40, when: new Date(0) });
  expect(insertedId).toBeInstanceOf(ObjectId);
  const got = await c.findOne({ _id: insertedId });
  expect(got).toMatchObject({ name: 'Clinic A', price: 40, when: new Date(0) });
  expect(got?._id.equals(insertedId)).toBe(true);
  const upd = await c.updateOne({ _id: insertedId }, { $set: { price: 45 } });
  expect(upd).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
  const same = await c.updateOne({ _id: insertedId }, { $set: { price: 45 } });
  expect(same).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
  await c.replaceOne({ _id: insertedId }, { name: 'Clinic B' });
  expect(await c.findOne({ _id: insertedId }, { projection: { _id: 0 } })).toEqual({ name: 'Clinic B' });
  expect((await c.deleteOne({ _id: insertedId })).deletedCount).toBe(1);
  expect(await c.countDocuments()).toBe(0);
});

test('query operators', async () => {
  const c = await fresh('ops');
  await c.insertMany([
    { n: 1, tags: ['a', 'b'], city: 'Austin', addr: { zip: '78701' }, items: [{ k: 'x', v: 1 }] },
    { n: 2, tags: ['b'], city: 'Boston', addr: { zip: '02110' }, items: [{ k: 'y', v: 5 }] },
    { n: 3, city: 'austin', extra: null, items: [] },
  ]);
  const ns = async (filter: object) => (await c.find(filter).sort({ n: 1 }).toArray()).map((d) => d.n);
  expect(await ns({ n: { $in: [1, 3] } })).toEqual([1, 3]);
  expect(await ns({ n: { $gt: 1, $lt: 3 } })).toEqual([2]);
  expect(await ns({ n: { $gte: 2 } })).toEqual([2, 3]);
  expect(await ns({ city: { $regex: '^aus', $options: 'i' } })).toEqual([1, 3]);
  expect(await ns({ city: /^Bos/ })).toEqual([2]);
  expect(await ns({ items: { $elemMatch: { k: 'y', v: { $gt: 2 } } } })).toEqual([2]);
  expect(await ns({ tags: { $exists: false } })).toEqual([3]);
  expect(await ns({ $or: [{ n: 1 }, { city: 'Boston' }] })).toEqual([1, 2]);
  expect(await ns({ $and: [{ n: { $ne: 1 } }, { tags: 'b' }] })).toEqual([2]);
  expect(await ns({ 'addr.zip': '02110' })).toEqual([2]);
  expect(await ns({ tags: 'a' })).toEqual([1]);
  expect(await ns({ n: { $nin: [1, 2] } })).toEqual([3]);
});

interface Profile {
  _id: string;
  count?: number;
  tags?: string[];
  gone?: boolean;
  nested?: { deep: number };
  email?: string;
  name?: string;
  createdAt?: number;
  flag?: boolean;
}

test('update operators and upsert', async () => {
  await fresh('upd');
  const c = db.collection<Profile>('upd');
  await c.insertOne({ _id: 'u1', count: 1, tags: ['a'], gone: true });
  await c.updateOne({ _id: 'u1' }, { $inc: { count: 2 }, $push: { tags: 'b' }, $unset: { gone: '' }, $set: { 'nested.deep': 1 } });
  await c.updateOne({ _id: 'u1' }, { $addToSet: { tags: { $each: ['b', 'c'] } } });
  await c.updateOne({ _id: 'u1' }, { $pull: { tags: 'a' } });
  expect(await c.findOne({ _id: 'u1' })).toEqual({ _id: 'u1', count: 3, tags: ['b', 'c'], nested: { deep: 1 } });

  const up = await c.updateOne({ email: 'new@x.test' }, { $set: { name: 'N' }, $setOnInsert: { createdAt: 1 } }, { upsert: true });
  expect(up.upsertedCount).toBe(1);
  expect(up.upsertedId).toBeInstanceOf(ObjectId);
  expect(await c.findOne({ email: 'new@x.test' }, { projection: { _id: 0 } })).toEqual({ email: 'new@x.test', name: 'N', createdAt: 1 });
  await c.updateOne({ email: 'new@x.test' }, { $set: { name: 'M' }, $setOnInsert: { createdAt: 2 } }, { upsert: true });
  expect(await c.findOne({ email: 'new@x.test' })).toMatchObject({ name: 'M', createdAt: 1 });

  const many = await c.updateMany({}, { $set: { flag: true } });
  expect(many.modifiedCount).toBe(2);
  await expect(c.updateOne({ _id: 'u1' }, { $set: { _id: 'other' } })).rejects.toMatchObject({ code: 66 });
});

test('projection, sort, skip, limit', async () => {
  const c = await fresh('sort');
  await c.insertMany(Array.from({ length: 20 }, (_, i) => ({ i, even: i % 2 === 0, secret: 's' })));
  const docs = await c.find({ even: true }, { projection: { secret: 0, _id: 0 } }).sort({ i: -1 }).skip(2).limit(3).toArray();
  expect(docs).toEqual([{ i: 14, even: true }, { i: 12, even: true }, { i: 10, even: true }]);
  const inc = await c.find({}, { projection: { i: 1 } }).sort({ i: 1 }).limit(1).toArray();
  expect(Object.keys(inc[0]).sort()).toEqual(['_id', 'i']);
});

test('cursor over many batches, getMore and killCursors', async () => {
  const c = await fresh('many');
  await c.insertMany(Array.from({ length: 1000 }, (_, i) => ({ i })));
  const all = await c.find({}, { batchSize: 50 }).sort({ i: 1 }).toArray();
  expect(all.map((d) => d.i)).toEqual(Array.from({ length: 1000 }, (_, i) => i));
  const cursor = c.find({}, { batchSize: 10 });
  await cursor.next();
  await cursor.close();
  const agg = await c.aggregate([{ $match: { i: { $lt: 300 } } }], { batchSize: 7 }).toArray();
  expect(agg).toHaveLength(300);
});

test('counts, distinct and aggregation', async () => {
  const c = await fresh('agg');
  await c.insertMany([
    { cat: 'lab', price: 10, tags: ['x', 'y'] },
    { cat: 'lab', price: 30, tags: ['y'] },
    { cat: 'xray', price: 100 },
  ]);
  expect(await c.countDocuments({ cat: 'lab' })).toBe(2);
  expect(await c.countDocuments({}, { skip: 1, limit: 5 })).toBe(2);
  expect(await c.estimatedDocumentCount()).toBe(3);
  expect((await c.distinct('cat')).sort()).toEqual(['lab', 'xray']);
  expect((await c.distinct('tags')).sort()).toEqual(['x', 'y']);
  const grouped = await c.aggregate([{ $group: { _id: '$cat', total: { $sum: '$price' }, n: { $sum: 1 } } }, { $sort: { _id: 1 } }]).toArray();
  expect(grouped).toEqual([{ _id: 'lab', total: 40, n: 2 }, { _id: 'xray', total: 100, n: 1 }]);
  const facet = await c.aggregate([{ $match: { price: { $gte: 10 } } }, { $facet: { count: [{ $count: 'n' }], top: [{ $sort: { price: -1 } }, { $limit: 1 }, { $project: { _id: 0, price: 1 } }] } }]).toArray();
  expect(facet).toEqual([{ count: [{ n: 3 }], top: [{ price: 100 }] }]);
  const added = await c.aggregate([{ $set: { doubled: { $multiply: ['$price', 2] } } }, { $match: { cat: 'xray' } }]).toArray();
  expect(added[0].doubled).toBe(200);
  expect(await c.findOne({ cat: 'xray' })).not.toHaveProperty('doubled');
});

test('findOneAndUpdate / findOneAndDelete', async () => {
  const c = await fresh('fam');
  await c.insertMany([{ k: 1, v: 1 }, { k: 2, v: 2 }]);
  const before = await c.findOneAndUpdate({ k: 1 }, { $inc: { v: 10 } });
  expect(before?.v).toBe(1);
  const after = await c.findOneAndUpdate({ k: 1 }, { $inc: { v: 10 } }, { returnDocument: 'after', projection: { _id: 0 } });
  expect(after).toEqual({ k: 1, v: 21 });
  const up = await c.findOneAndUpdate({ k: 3 }, { $set: { v: 3 } }, { upsert: true, returnDocument: 'after' });
  expect(up).toMatchObject({ k: 3, v: 3 });
  const sorted = await c.findOneAndDelete({}, { sort: { v: -1 } });
  expect(sorted?.k).toBe(1);
  expect(await c.countDocuments()).toBe(2);
});

test('errors come back as MongoServerError', async () => {
  await expect(db.command({ notARealCommand: 1 })).rejects.toMatchObject({ code: 59, codeName: 'CommandNotFound', message: "no such command: 'notARealCommand'" });
  await fresh('errs');
  const c = db.collection<{ _id: string }>('errs');
  await c.insertOne({ _id: 'dup' });
  const err = await c.insertOne({ _id: 'dup' }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(MongoServerError);
  expect(err).toMatchObject({ code: 11000 });
  expect((err as Error).message).toContain('E11000 duplicate key error collection: crud.errs index: _id_ dup key: { _id: "dup" }');
  await expect(c.find({ $badOp: 1 }).toArray()).rejects.toBeInstanceOf(MongoServerError);
  await expect(c.updateOne({}, { $nope: { a: 1 } } as never)).rejects.toBeInstanceOf(MongoServerError);
  expect(await db.command({ ping: 1 })).toMatchObject({ ok: 1 });
});

test('collections and databases', async () => {
  const other = h.client.db('other');
  await other.createCollection('made');
  await expect(other.createCollection('made')).rejects.toMatchObject({ code: 48 });
  await other.collection('implicit').insertOne({ a: 1 });
  const names = (await other.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
  expect(names).toEqual(['implicit', 'made']);
  expect(await other.listCollections({ name: 'made' }).toArray()).toHaveLength(1);
  expect(await other.collection('made').drop()).toBe(true);
  const dbs = await h.client.db('admin').admin().listDatabases();
  expect(dbs.databases.map((d) => d.name)).toContain('other');
  await other.dropDatabase();
  const after = await h.client.db('admin').admin().listDatabases();
  expect(after.databases.map((d) => d.name)).not.toContain('other');
});

test('$geoWithin with $box and $centerSphere', async () => {
  const c = await fresh('geo');
  await c.insertMany([
    { name: 'austin', loc: { type: 'Point', coordinates: [-97.74, 30.27] } },
    { name: 'dallas', loc: { type: 'Point', coordinates: [-96.8, 32.78] } },
    { name: 'boston', loc: [-71.06, 42.36] },
  ]);
  const box = await c.find({ loc: { $geoWithin: { $box: [[-100, 29], [-95, 33]] } } }).sort({ name: 1 }).toArray();
  expect(box.map((d) => d.name)).toEqual(['austin', 'dallas']);
  // 200 km around Austin, in radians of the Earth's radius.
  const near = await c.find({ loc: { $geoWithin: { $centerSphere: [[-97.74, 30.27], 200 / 6378.1] } } }).toArray();
  expect(near.map((d) => d.name)).toEqual(['austin']);
});

test('ObjectId and Date ranges, bulkWrite', async () => {
  const c = await fresh('typed');
  const ids = [new ObjectId(), new ObjectId(), new ObjectId()].sort((a, b) => a.toHexString().localeCompare(b.toHexString()));
  await c.insertMany(ids.map((_id, i) => ({ _id, at: new Date(Date.UTC(2024, 0, i + 1)) })));
  expect(await c.countDocuments({ _id: { $gt: ids[0] } })).toBe(2);
  expect(await c.countDocuments({ at: { $gte: new Date(Date.UTC(2024, 0, 2)) } })).toBe(2);
  expect(await c.countDocuments({ _id: { $in: [ids[2], new ObjectId()] } })).toBe(1);
  const res = await c.bulkWrite([
    { insertOne: { document: { x: 1 } } },
    { updateMany: { filter: { at: { $exists: true } }, update: { $set: { seen: true } } } },
    { deleteOne: { filter: { _id: ids[0] } } },
  ]);
  expect(res).toMatchObject({ insertedCount: 1, modifiedCount: 3, deletedCount: 1 });
});
