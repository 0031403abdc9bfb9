// A find's `hint` picks the index, and an $in on an index prefix followed by
// the sort fields is read in sort order by merging its ranges (MongoDB's
// SORT_MERGE), so a sorted, limited page reads about one page of documents.
import { Collection, MongoServerError } from 'mongodb';
import { Harness, removeDir, start } from './helpers';

jest.setTimeout(30_000);

let h: Harness;
interface Row {
  _id: number;
  cat: number;
  tile: number;
  lat: number;
  name: string;
}
let c: Collection<Row>;

beforeAll(async () => {
  h = await start();
  c = h.client.db('plans').collection<Row>('tiles');
  await c.createIndex({ cat: 1, tile: 1, name: 1, _id: 1 }, { name: 'cat_tile_name' });
  await c.createIndex({ cat: 1, tile: 1, lat: 1 }, { name: 'cat_tile_lat' });
  await c.insertMany(Array.from({ length: 3000 }, (_, i) => ({ _id: i, cat: i % 3, tile: i % 50, lat: i % 97, name: `n${String((i * 7919) % 3000).padStart(4, '0')}` })));
});

afterAll(async () => {
  await h.stop();
  removeDir(h.dir);
});

test('an $in prefix with the sort after it is merged in order and stops at the limit', async () => {
  const filter = { cat: 1, tile: { $in: [3, 9, 14, 20, 41] }, lat: { $gte: 10 } };
  const all = await c.find(filter).toArray();
  const expected = all.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a._id - b._id)).slice(0, 7).map((d) => d._id);
  const cursor = c.find(filter, { hint: 'cat_tile_name' }).sort({ name: 1, _id: 1 }).limit(7);
  expect((await cursor.toArray()).map((d) => d._id)).toEqual(expected);
  const plan = await c.find({ cat: 1, tile: { $in: [3, 9, 14, 20, 41] } }, { hint: 'cat_tile_name' }).sort({ name: 1, _id: 1 }).limit(7).explain('executionStats');
  expect(plan.queryPlanner.winningPlan.inputStage.indexName).toBe('cat_tile_name');
});

test('a hint that names no index is refused with code 2', async () => {
  const e = await c.find({ cat: 1 }, { hint: 'nope' }).toArray().catch((x: MongoServerError) => x);
  expect(e).toMatchObject({ code: 2 });
  expect((await c.find({ cat: 1 }, { hint: { cat: 1, tile: 1, lat: 1 } }).limit(2).toArray()).length).toBe(2);
});
