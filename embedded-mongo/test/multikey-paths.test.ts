// Multikey indexes tracked per path, as MongoDB does: an index made multikey
// by one array field still walks in order, checks its other fields on the keys
// and covers a read of its other fields, when an equality pins the array field
// to one value. Every answer is held to the same find on a collection with no
// index (the filter checked on each document).
import { Collection, ObjectId } from 'mongodb';
import { Collection as EngineCollection } from '../src/storage/collection';
import { runFind } from '../src/query/find';
import { Harness, removeDir, start } from './helpers';

jest.setTimeout(30_000);

interface Row {
  _id: ObjectId;
  codes: string[];
  tile: number;
  name: string;
  cat: number;
  rev: ObjectId;
}

const CODES = ['A', 'B', 'C', 'D'];
const rows: Row[] = Array.from({ length: 800 }, (_, i) => ({
  _id: new ObjectId(),
  // None, one, or several codes, some repeated within a document.
  codes: i % 7 === 0 ? [] : Array.from({ length: 1 + (i % 4) }, (_, k) => CODES[(i * (k + 3)) % CODES.length]),
  tile: i % 9,
  name: `clinic ${String((i * 37) % 800).padStart(3, '0')}`,
  cat: i % 3,
  rev: new ObjectId(),
}));

const INDEX = 'codes_tile_name_id_cat_rev';
const NARROW = 'codes_name_id_cat_rev';
const PROJECTION = { _id: 1, rev: 1 };
let h: Harness;
let c: Collection<Row>;
let plain: Collection<Row>;

beforeAll(async () => {
  h = await start();
  const db = h.client.db('multikey');
  c = db.collection<Row>('indexed');
  plain = db.collection<Row>('plain');
  await c.createIndex({ codes: 1, tile: 1, name: 1, _id: 1, cat: 1, rev: 1 }, { name: INDEX });
  await c.createIndex({ codes: 1, name: 1, _id: 1, cat: 1, rev: 1 }, { name: NARROW });
  await c.createIndex({ cat: 1, codes: 1 }, { name: 'cat_codes' });
  await c.insertMany(rows);
  await plain.insertMany(rows);
});

afterAll(async () => {
  await h.stop();
  removeDir(h.dir);
});

const byName = { name: 1, _id: 1 } as const;

test('an equality on the array field pages in order from the index alone', async () => {
  for (const [filter, hint] of [
    [{ codes: 'B' }, NARROW],
    [{ codes: 'B', tile: { $in: [1, 4, 8] } }, INDEX],
    [{ codes: 'C', cat: 2 }, NARROW],
  ] as const) {
    const find = () => c.find(filter, { projection: PROJECTION, hint }).sort(byName).limit(10);
    expect(await find().toArray()).toEqual(await plain.find(filter, { projection: PROJECTION }).sort(byName).limit(10).toArray());
    const plan = await find().explain('executionStats');
    expect(plan.queryPlanner.winningPlan).toMatchObject({ stage: 'PROJECTION_COVERED', inputStage: { stage: 'IXSCAN', indexName: hint } });
    expect(plan.executionStats.totalDocsExamined).toBe(0);
  }
});

test('a sorted page of one array value is read in index order and stops at the page', () => {
  const coll = new EngineCollection('unit', 'multikey');
  coll.createIndex({ name: NARROW, key: { codes: 1, name: 1, _id: 1, cat: 1, rev: 1 } });
  for (const row of rows) coll.insert({ ...row });
  for (const filter of [{ codes: 'B' }, { codes: 'C', cat: 2 }]) {
    const page = runFind(coll, filter, { sort: byName, limit: 10, hint: NARROW });
    expect(page.scan.ordered).toBe(true);
    // About a page of keys (a third of them another category), of the hundreds the code has.
    expect(page.scan.keysExamined).toBeLessThan(40);
    expect(page.docs.map((d) => d.name)).toEqual(runFind(coll, filter, { sort: byName }).docs.slice(0, 10).map((d) => d.name));
  }
  expect(runFind(coll, { codes: { $in: ['A', 'B'] } }, { sort: byName, limit: 10, hint: NARROW }).scan.ordered).toBe(false);
});

test('finds and counts what the documents hold for every other kind of filter', async () => {
  const filters: object[] = [
    { codes: { $in: ['A', 'D'] } },
    { codes: { $in: ['A', 'D'] }, tile: 3 },
    { codes: { $gte: 'B', $lte: 'C' } },
    { codes: 'A', name: { $gte: 'clinic 400' } },
    { codes: [] },
    { codes: { $size: 2 } },
    { cat: 1 },
    { codes: 'D', cat: { $gte: 1 } },
  ];
  for (const filter of filters) {
    for (const hint of [INDEX, NARROW, 'cat_codes']) {
      const got = await c.find(filter, { projection: PROJECTION, hint }).sort(byName).toArray();
      expect({ filter, hint, got }).toEqual({ filter, hint, got: await plain.find(filter, { projection: PROJECTION }).sort(byName).toArray() });
      expect({ filter, hint, n: await c.countDocuments(filter, { hint }) }).toEqual({ filter, hint, n: got.length });
    }
  }
});

test('a read that asks for the array field fetches the documents, which hold the whole array', async () => {
  const got = await c.find({ codes: 'A' }, { projection: { codes: 1 }, hint: NARROW }).sort(byName).limit(5).toArray();
  expect(got).toEqual(await plain.find({ codes: 'A' }, { projection: { codes: 1 } }).sort(byName).limit(5).toArray());
  expect(got.some((d) => d.codes.length > 1)).toBe(true);
  const plan = await c.find({ codes: 'A' }, { projection: { codes: 1 }, hint: NARROW }).sort(byName).limit(5).explain('executionStats');
  expect(plan.queryPlanner.winningPlan.stage).not.toBe('PROJECTION_COVERED');
});

test('a filter on the array field after the equality prefix is checked on the documents', async () => {
  const filter = { cat: 2, codes: 'B' };
  expect(await c.find(filter, { projection: PROJECTION, hint: INDEX }).sort(byName).toArray()).toEqual(
    await plain.find(filter, { projection: PROJECTION }).sort(byName).toArray(),
  );
});
