import { Collection, Decimal128, Document, Double, Int32, Long } from 'mongodb';
import { Harness, removeDir, start, tempDir } from './helpers';

// Numbers keep their BSON types, as MongoDB keeps them: a Double 1.0 reads back
// as a Double, not an Int32, and a Long as a Long, through inserts, updates,
// projections, findAndModify, the journal and snapshots across restarts.
// promoteValues: false makes the driver show each number's class.

jest.setTimeout(60_000);

let h: Harness;
type Item = { _id: number } & Document;
let c: Collection<Item>;
const dir = tempDir();

const typed = { promoteValues: false } as const;

function classes(v: unknown): unknown {
  if (v instanceof Double || v instanceof Int32 || v instanceof Long || v instanceof Decimal128) return v.constructor.name;
  if (Array.isArray(v)) return v.map(classes);
  if (v && typeof v === 'object' && v.constructor === Object) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, classes(x)]));
  return typeof v;
}

const sample = () => ({
  _id: 1,
  d: new Double(1),
  l: Long.fromNumber(5),
  i: 7,
  f: 1.5,
  nested: { d: new Double(2), i: 3 },
  arr: [new Double(3), 4, Long.fromNumber(6)],
});
const SAMPLE_CLASSES = { _id: 'Int32', d: 'Double', l: 'Long', i: 'Int32', f: 'Double', nested: { d: 'Double', i: 'Int32' }, arr: ['Double', 'Int32', 'Long'] };

async function restart(opts: { compactEveryBytes?: number } = {}): Promise<void> {
  await h.stop();
  h = await start(dir, opts);
  c = h.client.db('numbers').collection<Item>('items');
}

beforeAll(async () => {
  h = await start(dir);
  c = h.client.db('numbers').collection<Item>('items');
});

afterAll(async () => {
  await h.stop();
  removeDir(dir);
});

test('an inserted document reads back with its number types, also after a restart', async () => {
  await c.insertOne(sample() as Item);
  expect(classes(await c.findOne({ _id: 1 }, typed))).toEqual(SAMPLE_CLASSES);
  await restart();
  expect(classes(await c.findOne({ _id: 1 }, typed))).toEqual(SAMPLE_CLASSES);
  // Queries still see the numbers: a Double 1.0 equals 1, in a filter, a range and an index.
  expect(await c.countDocuments({ d: 1, l: 5, 'nested.d': { $gte: 2 } })).toBe(1);
  await c.createIndex({ d: 1 });
  expect(await c.countDocuments({ d: { $lte: 1 } })).toBe(1);
  // A projection keeps them too, whatever the field names.
  expect(classes(await c.findOne({ _id: 1 }, { ...typed, projection: { d: 1, 'nested.d': 1 } }))).toEqual({ _id: 'Int32', d: 'Double', nested: { d: 'Double' } });
  await c.insertOne({ _id: 9, 'prix€': new Double(3), n: 1 });
  expect(classes(await c.findOne({ _id: 9 }, { ...typed, projection: { 'prix€': 1 } }))).toEqual({ _id: 'Int32', 'prix€': 'Double' });
  await c.deleteOne({ _id: 9 });
});

test('an update keeps the types of what it does not touch, and writes what it sets as the client typed it', async () => {
  await c.updateOne({ _id: 1 }, { $set: { note: 'x', set: new Double(4), setInt: 4 } });
  const doc = await c.findOne({ _id: 1 }, typed);
  expect(classes(doc)).toEqual({ ...SAMPLE_CLASSES, note: 'string', set: 'Double', setInt: 'Int32' });
  // Setting a Double field to an Int32 of the same value is a change, as on MongoDB.
  expect((await c.updateOne({ _id: 1 }, { $set: { d: 1 } })).modifiedCount).toBe(1);
  expect(classes((await c.findOne({ _id: 1 }, typed))?.d)).toBe('Int32');
  expect((await c.updateOne({ _id: 1 }, { $set: { d: new Double(1) } })).modifiedCount).toBe(1);
  expect((await c.updateOne({ _id: 1 }, { $set: { d: new Double(1) } })).modifiedCount).toBe(0);
  await restart();
  expect(classes(await c.findOne({ _id: 1 }, { ...typed, projection: { d: 1, set: 1, setInt: 1 } }))).toEqual({ _id: 'Int32', d: 'Double', set: 'Double', setInt: 'Int32' });
});

test('$inc and $mul type their results as MongoDB does', async () => {
  await c.insertOne({ _id: 2, d: new Double(1), i: 2, l: Long.fromNumber(3), big: 2147483600 } as Item);
  await c.updateOne({ _id: 2 }, { $inc: { d: 1, i: new Double(1), l: 1, big: 100, fresh: new Double(2) } as never });
  await c.updateOne({ _id: 2 }, { $mul: { l: 2 } as never });
  const doc = await c.findOne({ _id: 2 }, typed);
  expect(classes(doc)).toEqual({ _id: 'Int32', d: 'Double', i: 'Double', l: 'Long', big: 'Long', fresh: 'Double' });
  expect(doc).toEqual({ _id: new Int32(2), d: new Double(2), i: new Double(3), l: Long.fromNumber(8), big: Long.fromNumber(2147483700), fresh: new Double(2) });
});

test('replacements, upserts, findAndModify and bulk inserts keep the types', async () => {
  await c.replaceOne({ _id: 2 }, { r: new Double(5), l: Long.fromNumber(1) });
  expect(classes(await c.findOne({ _id: 2 }, typed))).toEqual({ _id: 'Int32', r: 'Double', l: 'Long' });
  await c.updateOne({ _id: 3, q: new Double(1) }, { $setOnInsert: { s: new Double(6) } }, { upsert: true });
  expect(classes(await c.findOne({ _id: 3 }, typed))).toEqual({ _id: 'Int32', q: 'Double', s: 'Double' });
  const before = await c.findOneAndUpdate({ _id: 3 }, { $set: { t: new Double(7) } }, { ...typed, returnDocument: 'before' });
  expect(classes(before)).toEqual({ _id: 'Int32', q: 'Double', s: 'Double' });
  const after = await c.findOneAndUpdate({ _id: 3 }, { $set: { u: Long.fromNumber(8) } }, { ...typed, returnDocument: 'after' });
  expect(classes(after)).toEqual({ _id: 'Int32', q: 'Double', s: 'Double', t: 'Double', u: 'Long' });
  // 100 documents take the bulk path (and its own journal records).
  await c.insertMany(Array.from({ length: 100 }, (_, i) => ({ _id: 100 + i, d: new Double(i), i })) as Item[]);
  await restart();
  expect(classes(await c.findOne({ _id: 150 }, typed))).toEqual({ _id: 'Int32', d: 'Double', i: 'Int32' });
  expect(classes(await c.findOne({ _id: 3 }, typed))).toEqual({ _id: 'Int32', q: 'Double', s: 'Double', t: 'Double', u: 'Long' });
});

test('a snapshot keeps the types', async () => {
  // A tiny threshold: the next write compacts the journal into a snapshot.
  await restart({ compactEveryBytes: 1 });
  await c.insertOne({ _id: 4, d: new Double(9) } as Item);
  await h.mongo.idle();
  await restart();
  expect(classes(await c.findOne({ _id: 4 }, typed))).toEqual({ _id: 'Int32', d: 'Double' });
  expect(classes(await c.findOne({ _id: 1 }, { ...typed, projection: { d: 1, l: 1, arr: 1 } }))).toEqual({ _id: 'Int32', d: 'Double', l: 'Long', arr: ['Double', 'Int32', 'Long'] });
});
