import { Collection } from 'mongodb';
import { Harness, removeDir, start } from './helpers';

// What MongoDB's query, update and pipeline parsers refuse comes back with
// MongoDB's codes and messages, whichever command carries it.

jest.setTimeout(30_000);

let h: Harness;
let c: Collection<{ _id: number; a?: number }>;

beforeAll(async () => {
  h = await start();
  c = h.client.db('codes').collection('items');
  await c.insertMany([{ _id: 1, a: 1 }, { _id: 2, a: 2 }]);
});

afterAll(async () => {
  await h.stop();
  removeDir(h.dir);
});

test('an unknown aggregation stage is 40324, in the pipeline or a sub-pipeline', async () => {
  const unknown = { code: 40324, codeName: 'Location40324', message: "Unrecognized pipeline stage name: '$foo'" };
  await expect(c.aggregate([{ $foo: {} }]).toArray()).rejects.toMatchObject(unknown);
  await expect(c.aggregate([{ $match: {} }, { $facet: { x: [{ $foo: 1 }] } }]).toArray()).rejects.toMatchObject(unknown);
  await expect(c.aggregate([{ $lookup: { from: 'items', pipeline: [{ $foo: 1 }], as: 'x' } }]).toArray()).rejects.toMatchObject(unknown);
  // Even where the engine would answer without running the pipeline (a count).
  await expect(c.aggregate([{ $match: {} }, { $foo: 1 }, { $group: { _id: 1, n: { $sum: 1 } } }]).toArray()).rejects.toMatchObject(unknown);
  await expect(c.aggregate([{ $match: {}, $limit: 1 }]).toArray()).rejects.toMatchObject({ code: 40323 });
  await expect(c.aggregate([{ $out: 'copy' }, { $match: {} }]).toArray()).rejects.toMatchObject({ code: 40601 });
  // A stage MongoDB has and the engine does not is refused by name.
  await expect(c.aggregate([{ $collStats: { count: {} } }]).toArray()).rejects.toMatchObject({ code: 115, message: expect.stringContaining('$collStats') });
});

test('an unknown query operator is BadValue (2) with MongoDB\'s message, in a find, a count, a delete and a $match', async () => {
  const unknown = { code: 2, codeName: 'BadValue', message: 'unknown operator: $foo' };
  await expect(c.find({ a: { $foo: 1 } } as never).toArray()).rejects.toMatchObject(unknown);
  await expect(c.countDocuments({ a: { $foo: 1 } } as never)).rejects.toMatchObject(unknown);
  await expect(c.aggregate([{ $match: { a: { $foo: 1 } } }, { $project: { a: 1 } }]).toArray()).rejects.toMatchObject(unknown);
  // A write statement's error carries no codeName, on MongoDB too.
  await expect(c.deleteMany({ a: { $foo: 1 } } as never)).rejects.toMatchObject({ code: 2, message: unknown.message });
  await expect(c.find({ $foo: [] } as never).toArray()).rejects.toMatchObject({ code: 2, message: expect.stringMatching(/^unknown top level operator: \$foo\. /) });
  expect(await c.countDocuments()).toBe(2);
});

test('an unknown update operator is FailedToParse (9), in update and findAndModify', async () => {
  const unknown = { code: 9, message: 'Unknown modifier: $foo. Expected a valid update modifier or pipeline-style update specified as an array' };
  await expect(c.updateOne({ _id: 1 }, { $foo: { a: 5 } } as never)).rejects.toMatchObject(unknown);
  await expect(c.findOneAndUpdate({ _id: 1 }, { $foo: { a: 5 } } as never)).rejects.toMatchObject(unknown);
  expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, a: 1 });
});
