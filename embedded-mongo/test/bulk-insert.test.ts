/**
 * Large inserts (64 documents or more) take the bulk path: checked whole,
 * journaled, then applied once. Through the real driver, with MongoDB's
 * documented insertMany rules: an ordered batch stops at the first error and
 * keeps what came before it; an unordered one inserts every other document;
 * a key repeated inside the batch fails at its second occurrence.
 */
import { Db, MongoBulkWriteError } from 'mongodb';
import { Harness, start, tempDirs } from './helpers';

jest.setTimeout(60_000);

const dirs = tempDirs();
let h: Harness;
let db: Db;

beforeAll(async () => {
  h = await start(dirs());
  db = h.client.db('bulk');
});

afterAll(() => h.stop());

interface Person {
  _id: number | string;
  email: string;
  age?: number;
}
interface Place {
  _id: number;
  at: { type: string; coordinates: number[] };
}
type Failure = { index: number; code: number; errmsg: string };
const failures = (error: MongoBulkWriteError): Failure[] => [error.writeErrors].flat() as unknown as Failure[];

const people = (from: number, n: number): Person[] => Array.from({ length: n }, (_, i) => ({ _id: from + i, email: `p${from + i}@x.test`, age: (from + i) % 90 }));

async function bulkError(p: Promise<unknown>): Promise<MongoBulkWriteError> {
  const error = await p.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(MongoBulkWriteError);
  return error as MongoBulkWriteError;
}

test('a large insert lands whole: found by _id and by index, counted, and kept across a restart', async () => {
  const c = db.collection<Person>('whole');
  await c.createIndex({ age: 1 });
  const result = await c.insertMany(people(0, 500));
  expect(result.insertedCount).toBe(500);
  expect(await c.countDocuments()).toBe(500);
  expect(await c.findOne({ _id: 321 })).toEqual({ _id: 321, email: 'p321@x.test', age: 51 });
  const explained = await c.find({ age: 7 }).explain('executionStats');
  expect(explained.queryPlanner.winningPlan.inputStage.indexName).toBe('age_1');
  expect((await c.find({ age: 7 }).toArray()).map((d) => d._id as number).sort((a, b) => a - b)).toEqual([7, 97, 187, 277, 367, 457]);

  const dir = h.dir;
  await h.stop();
  h = await start(dir);
  db = h.client.db('bulk');
  const again = db.collection('whole');
  expect(await again.countDocuments()).toBe(500);
  expect(await again.countDocuments({ age: 7 })).toBe(6);
});

test('ordered: stops at the first duplicate _id and keeps the documents before it', async () => {
  const c = db.collection<Person>('ordered');
  await c.insertOne({ _id: 150, email: 'taken@x.test' });
  const error = await bulkError(c.insertMany(people(100, 100)));
  expect(error.insertedCount).toBe(50);
  expect(failures(error)).toHaveLength(1);
  const [first] = failures(error);
  expect(first.index).toBe(50);
  expect(first.code).toBe(11000);
  expect(first.errmsg).toBe('E11000 duplicate key error collection: bulk.ordered index: _id_ dup key: { _id: 150 }');
  expect(await c.countDocuments()).toBe(51);
  expect(await c.countDocuments({ _id: { $gt: 150 } })).toBe(0);
});

test('unordered: every other document is inserted; duplicates within the batch fail at their second occurrence', async () => {
  const c = db.collection<Person>('unordered');
  await c.createIndex({ email: 1 }, { unique: true });
  await c.insertOne({ _id: 'existing', email: 'p210@x.test' });
  const docs = people(200, 100);
  docs[60] = { ...docs[60], email: docs[5].email }; // the same email as an earlier document of the batch
  docs[80] = { ...docs[80], _id: docs[3]._id }; // the same _id as an earlier document of the batch
  const error = await bulkError(c.insertMany(docs, { ordered: false }));
  const errors = failures(error).map((e) => [e.index, e.code, e.errmsg]);
  expect(errors).toEqual([
    [10, 11000, 'E11000 duplicate key error collection: bulk.unordered index: email_1 dup key: { email: "p210@x.test" }'],
    [60, 11000, 'E11000 duplicate key error collection: bulk.unordered index: email_1 dup key: { email: "p205@x.test" }'],
    [80, 11000, 'E11000 duplicate key error collection: bulk.unordered index: _id_ dup key: { _id: 203 }'],
  ]);
  expect(error.insertedCount).toBe(97);
  expect(await c.countDocuments()).toBe(98);
  expect(await c.findOne({ _id: 203 })).toMatchObject({ email: 'p203@x.test' });
  expect(await c.findOne({ _id: 260 })).toBeNull();
});

test('a document with a bad 2dsphere point is refused with 16755; an ordered batch keeps the ones before it', async () => {
  const c = db.collection<Place>('places');
  await c.createIndex({ at: '2dsphere' });
  const docs: Place[] = Array.from({ length: 80 }, (_, i) => ({ _id: i, at: { type: 'Point', coordinates: [-111 + i / 100, 40] } }));
  docs[70] = { _id: 70, at: { type: 'Point', coordinates: [-111, 95] } };
  const error = await bulkError(c.insertMany(docs));
  expect(error.insertedCount).toBe(70);
  expect(failures(error)[0]).toMatchObject({ index: 70, code: 16755 });
  const near = await c.find({ at: { $nearSphere: { $geometry: { type: 'Point', coordinates: [-111, 40] } } } }).limit(3).toArray();
  expect(near.map((d) => d._id)).toEqual([0, 1, 2]);
});
