import { Collection as DriverCollection, Db, ObjectId } from 'mongodb';
import { Collection } from '../src/storage/collection';
import { countMatches, runFind } from '../src/query/find';
import { Harness, removeDir, start } from './helpers';

jest.setTimeout(30_000);

let h: Harness;
let db: Db;
let plain: DriverCollection;
let indexed: DriverCollection;

// Deterministic documents with the awkward cases: missing and null fields,
// strings where numbers usually are, arrays, embedded documents.
function docs(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const doc: Record<string, unknown> = { _id: new ObjectId(i.toString(16).padStart(24, '0')), cat: i % 4, name: `n${(i * 37) % 101}` };
    if (i % 13 !== 0) doc.lat = i % 17 === 0 ? `s${i % 5}` : ((i * 7) % 50) - 10;
    if (i % 11 === 0) doc.lat = null;
    doc.lng = ((i * 11) % 40) - 20;
    doc.sub = i % 9 === 0 ? [{ x: i }, 3] : { x: i % 6, y: 'y' };
    doc.arr = [i, i + 1, i + 2];
    if (i % 5 === 0) doc.tags = i % 10 === 0 ? ['a', 'c'] : 'b';
    return doc;
  });
}

beforeAll(async () => {
  h = await start();
  db = h.client.db('plans');
  plain = db.collection('plain');
  indexed = db.collection('indexed');
  const all = docs(600);
  await plain.insertMany(all.map((d) => ({ ...d })));
  await indexed.insertMany(all.map((d) => ({ ...d })));
  await indexed.createIndex({ cat: 1, lat: 1, lng: 1 });
  await indexed.createIndex({ cat: 1, name: 1, _id: 1 });
  await indexed.createIndex({ tags: 1 });
});

afterAll(async () => {
  await h.stop();
  removeDir(h.dir);
});

const mid = new ObjectId((300).toString(16).padStart(24, '0'));
const FILTERS: Record<string, unknown>[] = [
  { cat: 1 },
  { cat: 1, lat: { $gte: 10, $lte: 20 } },
  { cat: 1, lat: { $gt: 10, $lt: 20 }, lng: { $gte: -5, $lte: 5 } },
  { cat: { $in: [1, 2, 2] }, lat: { $gte: 10 } },
  { cat: 1, lng: { $lt: 0 } },
  { cat: 1, lat: 15 },
  { cat: 1, lat: { $lte: 0 } },
  { cat: 2, lat: { $gte: 's' } },
  { cat: 3, lat: null },
  { cat: 1, lat: { $gte: 0, $lte: 30 }, 'sub.x': 2 },
  { cat: 1, $or: [{ name: { $gt: 'n5' } }, { name: 'n5', _id: { $gt: mid } }] },
  { $and: [{ cat: 1 }, { name: { $gte: 'n40' } }, { $or: [{ name: { $gt: 'n40' } }, { name: 'n40', _id: { $gt: mid } }] }] },
  { cat: 1, lat: { $gte: 10 }, $or: [{ lng: { $lt: -10 } }, { lng: { $gt: 10 } }] },
  { $or: [{ cat: 1, lat: { $lt: 0 } }, { cat: 1, lat: { $gt: 30 } }] },
  { tags: 'a' },
  { tags: { $gte: 'b', $lte: 'c' } },
];

describe('an indexed collection answers exactly what an unindexed one does', () => {
  it.each(FILTERS.map((f) => [JSON.stringify(f), f]))('%s', async (_, filter) => {
    const ids = async (c: DriverCollection) => (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => String(d._id));
    const expected = await ids(plain);
    expect(await ids(indexed)).toEqual(expected);
    expect(await indexed.countDocuments(filter)).toBe(expected.length);
    expect(await indexed.countDocuments(filter, { skip: 2, limit: 3 })).toBe(Math.min(3, Math.max(0, expected.length - 2)));
    const sorted = (c: DriverCollection) => c.find(filter, { projection: { lat: 1, 'sub.x': 1, arr: { $slice: -2 } } }).sort({ lat: -1, name: 1, _id: 1 }).skip(1).limit(7).toArray();
    expect(await sorted(indexed)).toEqual(await sorted(plain));
  });
});

test('projections keep MongoDB semantics for nested fields, arrays and $slice', async () => {
  const c = db.collection('projections');
  await c.insertOne({ _id: 1 as never, a: { b: 1, c: 2 }, list: [{ b: 1, c: 2 }, 5, { c: 3 }], s: 'x', arr: [1, 2, 3, 4] });
  const one = (projection: Record<string, unknown>) => c.findOne({}, { projection });
  expect(await one({ 'a.b': 1 })).toEqual({ _id: 1, a: { b: 1 } });
  expect(await one({ 'a.b': 1, _id: 0, s: 1 })).toEqual({ a: { b: 1 }, s: 'x' });
  expect(await one({ 'list.b': 1 })).toEqual({ _id: 1, list: [{ b: 1 }, {}] });
  expect(await one({ 'a.c': 0, list: 0, arr: 0 })).toEqual({ _id: 1, a: { b: 1 }, s: 'x' });
  expect(await one({ 's.z': 1 })).toEqual({ _id: 1 });
  expect(await one({ arr: { $slice: 2 }, s: 1 })).toEqual({ _id: 1, arr: [1, 2], s: 'x' });
  expect(await one({ arr: { $slice: -1 }, _id: 0, list: 0, a: 0 })).toEqual({ s: 'x', arr: [4] });
});

describe('keyset pages read about one page of documents', () => {
  const coll = new Collection('unit', 'keyset');
  const N = 20_000;
  beforeAll(() => {
    coll.createIndex({ name: 'cat_name_id', key: { cat: 1, name: 1, _id: 1 } });
    for (let i = 0; i < N; i++) coll.insert({ _id: new ObjectId(i.toString(16).padStart(24, '0')), cat: i % 2, name: `n${String((i * 7919) % 1000).padStart(4, '0')}` });
  });

  it.each([
    ['$or alone', (name: string, id: ObjectId) => ({ cat: 1, $or: [{ name: { $gt: name } }, { name, _id: { $gt: id } }] })],
    ['$or with a $gte hint', (name: string, id: ObjectId) => ({ $and: [{ cat: 1 }, { name: { $gte: name } }, { $or: [{ name: { $gt: name } }, { name, _id: { $gt: id } }] }] })],
  ])('%s', (_, after) => {
    const sort = { name: 1, _id: 1 };
    const all = runFind(coll, { cat: 1 }, { sort }).docs;
    let page = runFind(coll, { cat: 1 }, { sort, limit: 50 });
    const seen = [...page.docs];
    for (let p = 1; p < 100; p++) {
      const last = page.docs[page.docs.length - 1];
      page = runFind(coll, after(last.name as string, last._id as ObjectId), { sort, limit: 50 });
      // Ties on name sit between the bound and the cursor: 20 per name here.
      expect(page.scan.docsExamined).toBeLessThanOrEqual(50 + 20);
      expect(page.scan.keysExamined).toBeLessThanOrEqual(50 + 20);
      seen.push(...page.docs);
    }
    expect(seen.map((d) => String(d._id))).toEqual(all.slice(0, 5000).map((d) => String(d._id)));
  });

  it('counts a category from the index without reading it', () => {
    const before = coll.docsExamined;
    expect(countMatches(coll, { cat: 1 })).toBe(N / 2);
    expect(countMatches(coll, { cat: 1, name: { $gte: 'n0100', $lt: 'n0200' } })).toBe(1000);
    expect(coll.docsExamined).toBe(before);
  });
});

describe('a count after a find of the same filter', () => {
  test('reuses the matches the find read, and sees every write after it', async () => {
    const h = await start();
    try {
      const c = h.client.db('t').collection('counted');
      await c.createIndex({ cat: 1, lat: 1, lng: 1 });
      await c.insertMany(Array.from({ length: 300 }, (_, i) => ({ cat: i % 3, lat: i % 50, lng: i % 7, name: `n${i}` })));
      const filter = { cat: 1, lat: { $gte: 10, $lte: 30 }, lng: { $gte: 2, $lte: 5 } };
      const expected = (await c.find(filter).toArray()).length;
      expect(expected).toBeGreaterThan(0);
      const page = await c.find(filter).sort({ name: 1 }).limit(5).toArray();
      expect(page).toHaveLength(5);
      expect(await c.countDocuments(filter)).toBe(expected);
      expect(await c.countDocuments(filter, { limit: 3 })).toBe(3);
      // Same shape, other types: never taken for the remembered filter.
      expect(await c.countDocuments({ ...filter, cat: '1' })).toBe(0);

      await c.insertOne({ cat: 1, lat: 20, lng: 3, name: 'new' });
      expect(await c.countDocuments(filter)).toBe(expected + 1);
      await c.find(filter).sort({ name: 1 }).limit(5).toArray();
      await c.updateOne({ name: 'new' }, { $set: { lng: 6 } });
      expect(await c.countDocuments(filter)).toBe(expected);
      await c.find(filter).sort({ name: 1 }).limit(5).toArray();
      await c.deleteOne({ name: page[0].name });
      expect(await c.countDocuments(filter)).toBe(expected - 1);
    } finally {
      await h.stop();
      removeDir(h.dir);
    }
  });
});
