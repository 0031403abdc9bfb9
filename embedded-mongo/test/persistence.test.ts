import fs from 'node:fs';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src/index';
import { dirSize, start, tempDirs } from './helpers';
import { startChildServer } from './child-server';

// Generous: the machine is shared and every write waits for an fsync.
jest.setTimeout(30_000);

const newDir = tempDirs();

test('data and indexes survive a restart', async () => {
  const dir = newDir();
  let h = await start(dir);
  const c = h.client.db('p').collection('items');
  await c.createIndex({ sku: 1 }, { unique: true });
  await c.insertMany([{ sku: 'a', qty: 1 }, { sku: 'b', qty: 2 }]);
  await c.updateOne({ sku: 'a' }, { $inc: { qty: 5 } });
  await c.deleteOne({ sku: 'b' });
  await h.stop();

  h = await start(dir);
  const again = h.client.db('p').collection('items');
  expect(await again.find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ sku: 'a', qty: 6 }]);
  await expect(again.insertOne({ sku: 'a' })).rejects.toMatchObject({ code: 11000 });
  await h.stop();
});

test('a partial unique index is rebuilt on restart from the fields its filter reads', async () => {
  const dir = newDir();
  let h = await start(dir, { compactEveryBytes: 1 });
  const c = h.client.db('p').collection('locations');
  await c.createIndex({ account: 1, code: 1 }, { unique: true, partialFilterExpression: { 'state.active': true } });
  await c.insertMany([
    { account: 1, code: 'A', state: { active: true, since: 2024 }, name: 'Open' },
    { account: 1, code: 'A', state: { active: false }, name: 'Closed' },
    // Enough bytes for the journal to outgrow the snapshot of the empty collection.
    ...Array.from({ length: 20 }, (_, i) => ({ account: 2, code: `B${i}`, state: { active: true }, name: `Other ${i}` })),
  ]);
  // A later write compacts the journal into a snapshot, which a restart loads as stored bytes.
  // Each write is made with no compaction under way, so one that a write starts holds every write before it.
  const journals = () => fs.readdirSync(dir).filter((f) => f.startsWith('journal-'));
  await h.mongo.idle();
  for (let i = 0; i < 20 && journals().length > 0; i++) {
    await h.client.db('p').collection('other').insertOne({ i });
    await h.mongo.idle();
  }
  expect(journals()).toEqual([]);
  await h.stop();

  h = await start(dir);
  try {
    const again = h.client.db('p').collection('locations');
    await expect(again.insertOne({ account: 1, code: 'A', state: { active: true } })).rejects.toMatchObject({ code: 11000 });
    // Outside the filter, the same key is not held by the index.
    await again.insertOne({ account: 1, code: 'A', state: { active: false } });
    expect(await again.countDocuments({ account: 1, code: 'A' })).toBe(3);
  } finally {
    await h.stop();
  }
});

test('a data directory cannot be opened twice at once', async () => {
  const dir = newDir();
  const h = await start(dir);
  await expect(startEmbeddedMongo({ dataDir: dir })).rejects.toThrow(/already in use/);
  await h.stop();
  const again = await startEmbeddedMongo({ dataDir: dir });
  await again.close();
});

test('a torn final journal record is ignored on replay', async () => {
  const dir = newDir();
  let h = await start(dir);
  await h.client.db('p').collection('t').insertOne({ keep: 1 });
  await h.stop();
  const journal = fs.readdirSync(dir).find((f) => f.startsWith('journal-'))!;
  // A half-written record: a length prefix promising more than is there.
  fs.appendFileSync(path.join(dir, journal), Buffer.from([200, 0, 0, 0, 1, 2, 3, 4, 5, 6]));
  h = await start(dir);
  const c = h.client.db('p').collection('t');
  expect(await c.countDocuments()).toBe(1);
  await c.insertOne({ keep: 2 });
  await h.stop();
  h = await start(dir);
  expect(await h.client.db('p').collection('t').countDocuments()).toBe(2);
  await h.stop();
});

test('compaction keeps the folder small and the data intact', async () => {
  const dir = newDir();
  let h = await start(dir, { compactEveryBytes: 256 * 1024 });
  const c = h.client.db('p').collection('counters');
  await c.insertMany(Array.from({ length: 50 }, (_, i) => ({ _id: i, n: 0, pad: 'x'.repeat(2000) })) as never);
  await c.createIndex({ n: 1 });
  for (let round = 0; round < 20; round++) {
    await Promise.all(Array.from({ length: 50 }, (_, i) => c.updateOne({ _id: i } as never, { $inc: { n: 1 } })));
  }
  await h.stop();
  // 1000 journaled updates of ~2KB would be >2 MB without compaction.
  expect(dirSize(dir)).toBeLessThan(600 * 1024);
  expect(fs.existsSync(path.join(dir, 'snapshot.db'))).toBe(true);

  h = await start(dir);
  const again = h.client.db('p').collection('counters');
  expect(await again.countDocuments({ n: 20 })).toBe(50);
  expect((await again.indexes()).map((i) => i.name)).toEqual(['_id_', 'n_1']);
  await h.stop();
});

test('kill -9 loses no acknowledged write', async () => {
  const dir = newDir();
  const child = await startChildServer(dir);
  const client = await MongoClient.connect(child.uri, { serverSelectionTimeoutMS: 10_000 });
  const c = client.db('p').collection('acked');
  const N = 300;
  // Concurrent single inserts exercise group commit.
  await Promise.all(Array.from({ length: N }, (_, i) => c.insertOne({ i })));
  await child.kill();
  await client.close(true);

  const h = await start(dir);
  const again = h.client.db('p').collection('acked');
  expect(await again.countDocuments()).toBe(N);
  expect((await again.distinct('i')).length).toBe(N);
  await h.stop();
}, 40_000);
