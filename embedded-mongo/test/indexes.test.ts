import { Db, MongoServerError } from 'mongodb';
import { Harness, removeDir, start } from './helpers';

jest.setTimeout(30_000);

let h: Harness;
let db: Db;

beforeAll(async () => {
  h = await start();
  db = h.client.db('idx');
});

afterAll(async () => {
  await h.stop();
  removeDir(h.dir);
});

test('create, list and drop indexes', async () => {
  const c = db.collection('lifecycle');
  expect(await c.createIndex({ a: 1 })).toBe('a_1');
  expect(await c.createIndex({ b: 1, c: -1 }, { name: 'bc' })).toBe('bc');
  expect(await c.createIndex({ a: 1 })).toBe('a_1');
  const names = (await c.listIndexes().toArray()).map((i) => i.name);
  expect(names).toEqual(['_id_', 'a_1', 'bc']);
  await c.dropIndex('bc');
  expect((await c.indexes()).map((i) => i.name)).toEqual(['_id_', 'a_1']);
  await expect(c.dropIndex('nope')).rejects.toMatchObject({ code: 27 });
  await c.dropIndexes();
  expect((await c.indexes()).map((i) => i.name)).toEqual(['_id_']);
  await expect(db.collection('missing').listIndexes().toArray()).rejects.toMatchObject({ code: 26 });
});

test('unique indexes reject duplicates with E11000', async () => {
  const c = db.collection('users');
  await c.createIndex({ email: 1 }, { unique: true });
  await c.insertOne({ email: 'a@x.test' });
  const err = (await c.insertOne({ email: 'a@x.test' }).catch((e: unknown) => e)) as MongoServerError;
  expect(err).toBeInstanceOf(MongoServerError);
  expect(err.code).toBe(11000);
  expect(err.message).toBe('E11000 duplicate key error collection: idx.users index: email_1 dup key: { email: "a@x.test" }');
  expect(err.keyValue).toEqual({ email: 'a@x.test' });

  const bulk = await c.insertMany([{ email: 'b@x.test' }, { email: 'b@x.test' }, { email: 'c@x.test' }], { ordered: false }).catch((e: unknown) => e);
  expect(bulk).toMatchObject({ code: 11000 });
  expect(await c.countDocuments()).toBe(3);

  await c.insertOne({ email: 'd@x.test' });
  await expect(c.updateOne({ email: 'd@x.test' }, { $set: { email: 'a@x.test' } })).rejects.toMatchObject({ code: 11000 });
  await expect(c.findOneAndUpdate({ email: 'd@x.test' }, { $set: { email: 'a@x.test' } })).rejects.toMatchObject({ code: 11000 });
  expect(await c.findOne({ email: 'd@x.test' })).not.toBeNull();

  const dupData = db.collection('dupdata');
  await dupData.insertMany([{ k: 1 }, { k: 1 }]);
  await expect(dupData.createIndex({ k: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
  expect((await dupData.indexes()).map((i) => i.name)).toEqual(['_id_']);
});

test('indexed lookups do not scan the collection', async () => {
  const c = db.collection('clinics');
  const N = 100_000;
  const batch = 10_000;
  for (let start = 0; start < N; start += batch) {
    await c.insertMany(
      Array.from({ length: batch }, (_, j) => {
        const i = start + j;
        return { slug: `clinic-${i}`, categoryId: i % 20, latitude: 25 + (i % 1000) * 0.02, longitude: -120 + Math.floor(i / 1000) * 0.5 };
      }),
    );
  }
  await c.createIndex({ slug: 1 }, { unique: true });
  await c.createIndex({ categoryId: 1, latitude: 1 });

  const geo = { categoryId: 3, latitude: { $gte: 30, $lte: 31 }, longitude: { $gte: -100, $lte: -90 } };
  const plan = await c.find(geo).explain('executionStats');
  expect(plan.queryPlanner.winningPlan.inputStage.indexName).toBe('categoryId_1_latitude_1');
  const expected = (await c.find(geo).toArray()).length;
  expect(expected).toBeGreaterThan(0);
  expect(plan.executionStats.nReturned).toBe(expected);
  // 1/20 categories x ~5% of the latitude band, not 100k documents.
  expect(plan.executionStats.totalDocsExamined).toBeLessThan(500);

  const one = await c.find({ slug: 'clinic-77777' }).explain('executionStats');
  expect(one.executionStats.totalDocsExamined).toBe(1);

  const t0 = Date.now();
  for (let i = 0; i < 1000; i++) {
    const doc = await c.findOne({ slug: `clinic-${(i * 97) % N}` });
    expect(doc?.categoryId).toBe(((i * 97) % N) % 20);
  }
  expect(Date.now() - t0).toBeLessThan(10_000);
}, 60_000);

test('an index that matches the sort order answers sorted, limited queries without sorting everything', async () => {
  const c = db.collection('sorted');
  await c.insertMany(Array.from({ length: 2000 }, (_, i) => ({ cat: i % 2, name: `n${String((i * 7919) % 2000).padStart(4, '0')}` })));
  await c.createIndex({ cat: 1, name: 1, _id: 1 });
  const expected = (await c.find({ cat: 1 }).toArray()).map((d) => d.name).sort().slice(5, 15);
  const page = await c.find({ cat: 1, name: { $gte: 'n0' } }).sort({ name: 1, _id: 1 }).skip(5).limit(10).toArray();
  expect(page.map((d) => d.name)).toEqual(expected);
  const before = page[page.length - 1];
  const next = await c
    .find({ $and: [{ cat: 1 }, { name: { $gte: before.name } }, { $or: [{ name: { $gt: before.name } }, { name: before.name, _id: { $gt: before._id } }] }] })
    .sort({ name: 1, _id: 1 })
    .limit(3)
    .toArray();
  expect(next.map((d) => d.name)).toEqual((await c.find({ cat: 1 }).toArray()).map((d) => d.name).sort().slice(15, 18));
  const all = await c.find({}).sort({ cat: 1, name: 1 }).limit(3).toArray();
  expect(all.map((d) => d.cat)).toEqual([0, 0, 0]);
});
