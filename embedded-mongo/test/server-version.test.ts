import { Db } from 'mongodb';
import { Harness, removeDir, start } from './helpers';

// The engine reports MongoDB 7.0 and accepts what 7.0 accepts: an update
// statement's `sort` (MongoDB 8.0's updateOne/replaceOne option) is refused as
// 7.0 refuses it, instead of being honoured by a server that says it is 7.0.

jest.setTimeout(30_000);

let h: Harness;
let db: Db;

beforeAll(async () => {
  h = await start();
  db = h.client.db('version');
  await db.collection('items').insertMany([{ _id: 1, n: 1 }, { _id: 2, n: 2 }] as never);
});

afterAll(async () => {
  await h.stop();
  removeDir(h.dir);
});

test('it reports 7.0, in buildInfo, serverStatus, the feature compatibility version and the wire version', async () => {
  const admin = h.client.db('admin');
  expect((await admin.command({ buildInfo: 1 })).version).toMatch(/^7\.0\./);
  expect((await admin.command({ serverStatus: 1 })).version).toMatch(/^7\.0\./);
  expect((await admin.command({ getParameter: 1, featureCompatibilityVersion: 1 })).featureCompatibilityVersion.version).toBe('7.0');
  expect((await admin.command({ hello: 1 })).maxWireVersion).toBe(21);
});

test("an update statement's sort is refused as MongoDB 7.0 refuses it, and nothing changes", async () => {
  const c = db.collection('items');
  const unknown = (field: string) => expect.objectContaining({ code: 40415, message: `BSON field '${field}' is an unknown field.` });
  await expect(c.updateOne({}, { $set: { picked: true } }, { sort: { n: -1 } })).rejects.toEqual(unknown('update.updates.sort'));
  await expect(c.replaceOne({}, { n: 9 }, { sort: { n: -1 } })).rejects.toEqual(unknown('update.updates.sort'));
  await expect(c.bulkWrite([{ updateOne: { filter: {}, update: { $set: { picked: true } }, sort: { n: -1 } } }])).rejects.toMatchObject({ code: 40415 });
  expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([{ _id: 1, n: 1 }, { _id: 2, n: 2 }]);
  // findAndModify's sort has always been there, and is honoured.
  expect(await c.findOneAndUpdate({}, { $set: { picked: true } }, { sort: { n: -1 }, returnDocument: 'after' })).toEqual({ _id: 2, n: 2, picked: true });
});
