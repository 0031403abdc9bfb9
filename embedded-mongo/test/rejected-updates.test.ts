import { Collection } from 'mongodb';
import { Harness, removeDir, start } from './helpers';

// Updates MongoDB refuses are refused with its codes, per statement, and the
// refused statement changes nothing (in memory, and in the journal: the
// document is the same after a restart).

jest.setTimeout(30_000);

interface Item {
  _id: number;
  s?: unknown;
  n?: unknown;
  arr?: unknown;
  sub?: unknown;
}

let h: Harness;
let c: Collection<Item>;
const original: Item = { _id: 1, s: 'text', n: 5, arr: [1, 2], sub: { a: 1 } };

beforeAll(async () => {
  h = await start();
  c = h.client.db('updates').collection<Item>('items');
  await c.insertOne(original);
});

afterAll(async () => {
  await h.stop();
  removeDir(h.dir);
});

test('$inc on a string is TypeMismatch (14)', async () => {
  await expect(c.updateOne({ _id: 1 }, { $inc: { s: 1 } as never })).rejects.toMatchObject({
    code: 14,
    message: "Cannot apply $inc to a value of non-numeric type. {_id: 1} has the field 's' of non-numeric type string",
  });
  await expect(c.updateOne({ _id: 1 }, { $inc: { n: 'x' } as never })).rejects.toMatchObject({ code: 14, message: 'Cannot increment with non-numeric argument: {n: "x"}' });
  await expect(c.updateOne({ _id: 1 }, { $mul: { 'sub.a': 2, s: 2 } as never })).rejects.toMatchObject({ code: 14 });
  expect(await c.findOne({ _id: 1 })).toEqual(original);
});

test('$push onto a value that is not an array is BadValue (2)', async () => {
  await expect(c.updateOne({ _id: 1 }, { $push: { s: 'more' } as never })).rejects.toMatchObject({
    code: 2,
    message: "The field 's' must be an array but is of type string in document {_id: 1}",
  });
  await expect(c.updateOne({ _id: 1 }, { $addToSet: { n: 1 } as never })).rejects.toMatchObject({ code: 2 });
  expect(await c.findOne({ _id: 1 })).toEqual(original);
});

test('a path through an array by name, or through a scalar, is PathNotViable (28)', async () => {
  await expect(c.updateOne({ _id: 1 }, { $set: { 'arr.x': 1 } as never })).rejects.toMatchObject({ code: 28, message: "Cannot create field 'x' in element {arr: [ 1, 2 ]}" });
  await expect(c.updateOne({ _id: 1 }, { $set: { 's.deeper': 1 } as never })).rejects.toMatchObject({ code: 28, message: 'Cannot create field \'deeper\' in element {s: "text"}' });
  // Several operators: one refused path refuses the whole update.
  await expect(c.updateOne({ _id: 1 }, { $set: { n: 6 }, $inc: { 'arr.x': 1 } } as never)).rejects.toMatchObject({ code: 28 });
  expect(await c.findOne({ _id: 1 })).toEqual(original);
  // An array position by number is a path, as is a new subfield of an embedded document.
  await c.updateOne({ _id: 2 }, { $set: { 'arr.1': 3, 'sub.b': 2 } as never }, { upsert: true });
  expect(await c.findOne({ _id: 2 })).toEqual({ _id: 2, arr: { 1: 3 }, sub: { b: 2 } });
});

test('findAndModify and ordered bulk writes report the refusal the same way', async () => {
  await expect(c.findOneAndUpdate({ _id: 1 }, { $inc: { s: 1 } as never })).rejects.toMatchObject({ code: 14 });
  const bulk = c.bulkWrite([{ updateOne: { filter: { _id: 1 }, update: { $set: { n: 7 } } } }, { updateOne: { filter: { _id: 1 }, update: { $push: { s: 1 } as never } } }]);
  // Statements before the refused one are applied, as in MongoDB; the refused one changes nothing.
  await expect(bulk).rejects.toMatchObject({ code: 2, result: expect.objectContaining({ modifiedCount: 1 }) });
  expect(await c.findOne({ _id: 1 })).toEqual({ ...original, n: 7 });
  await c.updateOne({ _id: 1 }, { $set: { n: 5 } });
});

test('after a restart the document is as it was before the refused updates', async () => {
  await h.stop();
  h = await start(h.dir);
  c = h.client.db('updates').collection<Item>('items');
  expect(await c.findOne({ _id: 1 })).toEqual(original);
});
