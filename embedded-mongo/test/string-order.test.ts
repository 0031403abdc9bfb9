import { Collection } from 'mongodb';
import { Harness, removeDir, start } from './helpers';

// Strings compare as MongoDB compares them: by their UTF-8 bytes (code point
// order), not by UTF-16 units as JavaScript does. The two differ for characters
// above U+FFFF (an emoji, stored by JS as a surrogate pair from U+D800) against
// U+E000..U+FFFF: JS puts the emoji first, MongoDB puts it last.

jest.setTimeout(30_000);

const EMOJI = '\u{1F600}'; // UTF-8 F0 9F 98 80
const NAMES = ['a', 'z', '\uE000', '\uFF21', '\uFFFD', EMOJI, `b${EMOJI}`, 'b\uFFFD'];
// Sorted by UTF-8 bytes.
const ORDER = ['a', 'b\uFFFD', `b${EMOJI}`, 'z', '\uE000', '\uFF21', '\uFFFD', EMOJI];

interface Item {
  _id: number;
  name: string;
  tags?: string[];
}

let h: Harness;
const colls: Record<'plain' | 'indexed', Collection<Item>> = {} as never;

beforeAll(async () => {
  h = await start();
  const db = h.client.db('strings');
  for (const kind of ['plain', 'indexed'] as const) {
    colls[kind] = db.collection<Item>(kind);
    if (kind === 'indexed') await colls[kind].createIndex({ name: 1 });
    await colls[kind].insertMany(NAMES.map((name, i) => ({ _id: i, name, tags: [name, 'm'] })));
  }
});

afterAll(async () => {
  await h.stop();
  removeDir(h.dir);
});

const names = (docs: Item[]) => docs.map((d) => d.name);

describe.each(['plain', 'indexed'] as const)('%s collection', (kind) => {
  test('a sort orders by UTF-8 bytes, both directions', async () => {
    const c = colls[kind];
    expect(names(await c.find().sort({ name: 1 }).toArray())).toEqual(ORDER);
    expect(names(await c.find().sort({ name: -1 }).toArray())).toEqual([...ORDER].reverse());
    expect(names(await c.find({ name: { $gte: 'a' } }).sort({ name: 1, _id: 1 }).limit(3).toArray())).toEqual(ORDER.slice(0, 3));
    expect(names(await c.aggregate<Item>([{ $match: {} }, { $sort: { name: 1 } }]).toArray())).toEqual(ORDER);
  });

  test('range queries compare by UTF-8 bytes, in find, count and $match', async () => {
    const c = colls[kind];
    expect(names(await c.find({ name: { $gt: '\uFFFD' } }).toArray())).toEqual([EMOJI]);
    expect(names(await c.find({ name: { $lt: EMOJI } }).sort({ name: 1 }).toArray())).toEqual(ORDER.slice(0, -1));
    expect(names(await c.find({ name: { $gte: `b${EMOJI}`, $lte: '\uE000' } }).sort({ name: 1 }).toArray())).toEqual([`b${EMOJI}`, 'z', '\uE000']);
    expect(await c.countDocuments({ name: { $gt: '\uFF21' } })).toBe(2);
    expect(await c.countDocuments({ $or: [{ name: { $lt: 'b\uFFFD' } }, { name: { $gte: EMOJI } }] })).toBe(2);
    expect(await c.countDocuments({ name: { $not: { $lt: EMOJI } } })).toBe(1);
    expect(names(await c.aggregate<Item>([{ $match: { name: { $gt: '\uFFFD' } } }, { $project: { name: 1 } }]).toArray())).toEqual([EMOJI]);
  });
});

test('an array field sorts by its least element ascending and its greatest descending, by UTF-8 bytes', async () => {
  const c = h.client.db('strings').collection<Item>('arrays');
  await c.insertMany([
    { _id: 1, name: 'one', tags: [EMOJI, 'x'] },
    { _id: 2, name: 'two', tags: ['\uFFFD', 'y'] },
    { _id: 3, name: 'three', tags: [] },
    { _id: 4, name: 'four' },
  ]);
  // Least elements: 'x', 'y'; an empty array before a missing field (null).
  expect(names(await c.find().sort({ tags: 1 }).toArray())).toEqual(['three', 'four', 'one', 'two']);
  // Greatest elements: the emoji, then U+FFFD.
  expect(names(await c.find().sort({ tags: -1 }).toArray())).toEqual(['one', 'two', 'four', 'three']);
  expect(names(await c.find({ tags: { $gt: '\uFFFD' } }).toArray())).toEqual(['one']);
});
