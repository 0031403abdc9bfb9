// Covered reads, as MongoDB documents them ("Covered Query"): when an index
// decides the filter and holds every field the projection returns, the find
// is answered from the index keys: explain shows PROJECTION_COVERED over the
// IXSCAN and totalDocsExamined 0, and the documents are what a fetch returns.
import { Collection, ObjectId } from 'mongodb';
import { Harness, removeDir, start } from './helpers';

jest.setTimeout(30_000);

let h: Harness;
interface Row {
  _id: ObjectId;
  cat: number;
  tile: number;
  name: string;
  lat: number;
  at?: Date | null;
  rev?: ObjectId;
  note: string;
}
let c: Collection<Row>;
const INDEX = 'cat_tile_name_lat_at_rev';
const FILTER = { cat: 1, tile: { $in: [2, 5, 7] }, lat: { $gte: 10, $lte: 60 } };
/** Tiles where every row stores `at`. */
const FILTER_ALL_SET = { ...FILTER, tile: { $in: [2, 5] } };
const PROJECTION = { _id: 1, name: 1, at: 1, rev: 1 };
const rows: Row[] = Array.from({ length: 600 }, (_, i) => ({
  _id: new ObjectId(),
  cat: i % 3,
  tile: i % 10,
  name: `clinic ${String((i * 37) % 600).padStart(3, '0')}`,
  lat: i % 90,
  // A few rows (in tiles 3 and 7) miss a covered field or store null in it: the index holds null for both.
  ...(i % 50 === 7 ? {} : { at: i % 50 === 13 ? null : new Date(1_700_000_000_000 + i * 1000) }),
  rev: new ObjectId(),
  note: 'x'.repeat(200),
}));

/** The same find answered by fetching documents: no hint, an index that holds neither name nor the version. */
async function fetched(filter: object, sortLimit: number): Promise<unknown[]> {
  const all = await c.find(filter, { projection: PROJECTION, hint: 'cat_lat' }).toArray();
  return all.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a._id.toHexString() < b._id.toHexString() ? -1 : 1)).slice(0, sortLimit);
}

beforeAll(async () => {
  h = await start();
  c = h.client.db('covered').collection<Row>('rows');
  await c.createIndex({ cat: 1, tile: 1, name: 1, _id: 1, lat: 1, at: 1, rev: 1 }, { name: INDEX });
  await c.createIndex({ cat: 1, lat: 1 }, { name: 'cat_lat' });
  await c.insertMany(rows);
});

afterAll(async () => {
  await h.stop();
  removeDir(h.dir);
});

test('a find whose filter and projection the index holds examines no document and returns what a fetch returns', async () => {
  const find = () => c.find(FILTER_ALL_SET, { projection: PROJECTION, hint: INDEX }).sort({ name: 1, _id: 1 }).limit(25);
  const plan = await find().explain('executionStats');
  expect(plan.queryPlanner.winningPlan).toMatchObject({ stage: 'PROJECTION_COVERED', inputStage: { stage: 'IXSCAN', indexName: INDEX } });
  expect(plan.executionStats.totalDocsExamined).toBe(0);
  const got = await find().toArray();
  expect(got).toEqual(await fetched(FILTER_ALL_SET, 25));
  // Types survive: ObjectId, Date, string.
  expect(got[0]._id).toBeInstanceOf(ObjectId);
  expect(got[0].rev).toBeInstanceOf(ObjectId);
  expect(got.some((d) => d.at instanceof Date)).toBe(true);
});

test('a stored null and a missing field, which the index keys cannot tell apart, come back as stored', async () => {
  const got = await c.find(FILTER, { projection: PROJECTION, hint: INDEX }).sort({ name: 1, _id: 1 }).toArray();
  const expected = await fetched(FILTER, 1000);
  expect(got).toEqual(expected);
  const missing = rows.filter((r) => !('at' in r)).map((r) => r._id.toHexString());
  const nulls = rows.filter((r) => r.at === null).map((r) => r._id.toHexString());
  const byId = new Map(got.map((d) => [d._id.toHexString(), d]));
  const shownMissing = missing.filter((id) => byId.has(id));
  const shownNull = nulls.filter((id) => byId.has(id));
  expect(shownMissing.length + shownNull.length).toBeGreaterThan(0);
  for (const id of shownMissing) expect('at' in byId.get(id)!).toBe(false);
  for (const id of shownNull) expect(byId.get(id)!.at).toBeNull();
});

test('a projection with a field the index lacks, or a filter it does not decide, fetches the documents', async () => {
  const withNote = await c.find(FILTER, { projection: { ...PROJECTION, note: 1 }, hint: INDEX }).sort({ name: 1, _id: 1 }).limit(5).explain('executionStats');
  expect(withNote.queryPlanner.winningPlan.stage).toBe('FETCH');
  expect(withNote.executionStats.totalDocsExamined).toBeGreaterThan(0);
  const notDecided = await c.find({ ...FILTER, note: { $exists: true } }, { projection: PROJECTION, hint: INDEX }).limit(5).explain('executionStats');
  expect(notDecided.queryPlanner.winningPlan.stage).toBe('FETCH');
  const whole = await c.find(FILTER, { hint: INDEX }).limit(5).explain('executionStats');
  expect(whole.queryPlanner.winningPlan.stage).toBe('FETCH');
});

test('a covered read sees each write at once', async () => {
  const [first] = await c.find(FILTER, { projection: PROJECTION, hint: INDEX }).sort({ name: 1, _id: 1 }).limit(1).toArray();
  const rev = new ObjectId();
  await c.updateOne({ _id: first._id }, { $set: { rev, name: 'aaa first now' } });
  const [now] = await c.find(FILTER, { projection: PROJECTION, hint: INDEX }).sort({ name: 1, _id: 1 }).limit(1).toArray();
  expect(now).toMatchObject({ _id: first._id, rev, name: 'aaa first now' });
  await c.deleteOne({ _id: first._id });
  const after = await c.find(FILTER, { projection: PROJECTION, hint: INDEX }).sort({ name: 1, _id: 1 }).toArray();
  expect(after.some((d) => d._id.equals(first._id))).toBe(false);
});
