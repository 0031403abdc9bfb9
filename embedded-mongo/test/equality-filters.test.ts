/**
 * Plain equality filters are tested natively (near-me tests its category on
 * every candidate); MongoDB's rules still hold: an array matches when an
 * element is equal, a path through an array of documents fans out, types are
 * not coerced, a missing field never equals a value.
 */
import { Db, ObjectId } from 'mongodb';
import { Harness, start, tempDirs } from './helpers';

const dirs = tempDirs();
let h: Harness;
let db: Db;
const owner = new ObjectId();

beforeAll(async () => {
  h = await start(dirs());
  db = h.client.db('eq');
  const at = (i: number) => ({ type: 'Point', coordinates: [-111 + i / 1000, 40] });
  await db.collection<{ _id: number; [field: string]: unknown }>('things').insertMany([
    { _id: 1, cat: 3, at: at(1), owner, nested: { tag: 'a' } },
    { _id: 2, cat: [1, 3], at: at(2), nested: [{ tag: 'a' }, { tag: 'b' }] },
    { _id: 3, cat: '3', at: at(3), nested: { tag: 'b' } },
    { _id: 4, at: at(4), nested: 'a' },
    { _id: 5, cat: 3.0, at: at(5), owner: owner.toHexString(), nested: { tag: ['x', 'a'] } },
    { _id: 6, cat: true, at: at(6) },
  ]);
  await db.collection('things').createIndex({ at: '2dsphere' });
});
afterAll(() => h.stop());

const ids = (docs: Array<{ _id: unknown }>) => docs.map((d) => d._id);
const near = { $nearSphere: { $geometry: { type: 'Point', coordinates: [-111, 40] } } };

test.each([
  [{ cat: 3 }, [1, 2, 5]],
  [{ cat: '3' }, [3]],
  [{ cat: true }, [6]],
  [{ 'nested.tag': 'a' }, [1, 2, 5]],
  [{ 'nested.tag': 'b' }, [2, 3]],
  [{ cat: 3, 'nested.tag': 'a' }, [1, 2, 5]],
  [{ cat: 1 }, [2]],
  [{ cat: 4 }, []],
])('%j matches %j, by a scan and nearest first', async (filter, expected) => {
  const things = db.collection<{ _id: number }>('things');
  expect(ids(await things.find(filter).sort({ _id: 1 }).toArray())).toEqual(expected);
  expect(ids(await things.find({ ...filter, at: near }).toArray())).toEqual(expected);
});

test('an ObjectId equals an ObjectId, not its hex string', async () => {
  const things = db.collection<{ _id: number }>('things');
  expect(ids(await things.find({ owner, at: near }).toArray())).toEqual([1]);
  expect(ids(await things.find({ owner: owner.toHexString(), at: near }).toArray())).toEqual([5]);
});
