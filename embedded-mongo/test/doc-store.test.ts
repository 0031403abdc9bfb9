/**
 * Documents are stored as BSON and a find whose index decides its filter
 * decodes only what its projection and sort read (doc-store.ts). Whatever the
 * types and shapes, the projected result must equal the projection of the
 * whole document, and reads must not share objects with the store.
 */
import { Binary, calculateObjectSize, Decimal128, Long, ObjectId, serialize, Timestamp, BSONRegExp } from 'bson';
import { Db } from 'mongodb';
import { DocStore, fieldTree, knownSize, MISSING, COMPLEX, partialDecode, peekTopLevel } from '#src/storage/doc-store';
import { projectedPaths, projector } from '#src/query/projection';
import type { Doc } from '#src/values';
import { Harness, start, tempDirs } from './helpers';

const doc: Doc = {
  _id: new ObjectId('64656d6f64656d6f64656d6f'),
  n: 3,
  d: 2.5,
  neg: -0,
  big: Long.fromString('9007199254740993'),
  safe: Long.fromNumber(42),
  s: 'héllo wörld',
  empty: '',
  t: true,
  f: false,
  nil: null,
  when: new Date('2026-01-02T03:04:05.678Z'),
  // Dates are read from their 64-bit milliseconds: before 1970 (negative), past 2^32 ms, and the epoch.
  old: new Date('1901-12-13T20:45:51.999Z'),
  far: new Date('+275760-09-13T00:00:00.000Z'),
  epoch: new Date(0),
  justBefore: new Date(-1),
  bin: new Binary(Buffer.from([1, 2, 3])),
  dec: Decimal128.fromString('1.50'),
  ts: new Timestamp({ t: 1, i: 2 }),
  re: new BSONRegExp('^a', 'i'),
  nested: { a: { b: 1, c: 'x', d: [1, { e: 2 }] }, f: [{ g: 1 }, { g: 2 }], h: 'y' },
  arr: [1, 'two', { three: 3 }, [4]],
  owner: new ObjectId('6f776e65726f776e65726f77'),
  ids: [new ObjectId('6964696469646964696469ff'), new ObjectId('000000000000000000000001')],
  none: [],
  after: 'last',
};
const raw = serialize(doc);

test.each([
  [{ n: 1 }],
  [{ s: 1, empty: 1, t: 1, f: 1, nil: 1 }],
  [{ big: 1, safe: 1, when: 1, bin: 1, dec: 1, ts: 1, re: 1, neg: 1, d: 1 }],
  [{ when: 1, old: 1, far: 1, epoch: 1, justBefore: 1 }],
  [{ 'nested.a.b': 1, 'nested.h': 1, after: 1 }],
  [{ 'nested.f.g': 1 }],
  [{ 'nested.a.d.e': 1, _id: 0 }],
  [{ arr: { $slice: 2 }, 'nested.a': 1 }],
  [{ missing: 1, 'nested.missing.deeper': 1 }],
  [{ owner: 1, ids: 1, none: 1 }],
])('projection %j of a partly decoded document equals that of the whole one', (projection) => {
  const project = projector(projection)!;
  const paths = projectedPaths(projection, { 'nested.h': 1 })!;
  expect(paths).toBeDefined();
  const whole = project([fullCopy()])[0];
  const partial = project([partialDecode(raw, fieldTree(paths))])[0];
  expect(partial).toEqual(whole);
  expect(Object.keys(partial)).toEqual(Object.keys(whole));
});

test('ObjectIds and arrays read from the bytes are the types bson gives', () => {
  const partial = partialDecode(raw, fieldTree(['owner', 'ids', 'none', '_id']));
  expect(partial.owner).toBeInstanceOf(ObjectId);
  expect((partial.owner as ObjectId).equals(doc.owner as ObjectId)).toBe(true);
  expect(partial._id).toBeInstanceOf(ObjectId);
  expect(Array.isArray(partial.ids) && partial.ids.every((id) => id instanceof ObjectId)).toBe(true);
  expect(partial.none).toEqual([]);
  // The decoded ObjectId owns its bytes: changing the stored bytes does not change it.
  const copy = Buffer.from(raw);
  const read = partialDecode(copy, fieldTree(['owner']));
  copy.fill(0);
  expect((read.owner as ObjectId).toHexString()).toBe('6f776e65726f776e65726f77');
});

test('a partly read document carries an upper bound of its size, for batching', () => {
  const store = new DocStore();
  store.set('x', doc);
  const partial = store.getPartial('x', fieldTree(['s', 'nested.a.b', 'ids']))!;
  expect(knownSize(partial)).toBe(raw.length);
  expect(calculateObjectSize(partial)).toBeLessThanOrEqual(knownSize(partial)!);
});

function fullCopy(): Doc {
  const store = new DocStore();
  store.set('x', doc);
  return store.get('x') as Doc;
}

test('exclusions and operators other than $slice read whole documents', () => {
  expect(projectedPaths({ n: 0 }, undefined)).toBeUndefined();
  expect(projectedPaths({ arr: { $elemMatch: { three: 3 } } }, undefined)).toBeUndefined();
  expect(projectedPaths(undefined, { n: 1 })).toBeUndefined();
});

test('top-level scalars are read from the bytes; other shapes are left to the filter', () => {
  const name = (s: string) => Buffer.from(s);
  expect(peekTopLevel(raw, name('n'))).toBe(3);
  expect(peekTopLevel(raw, name('d'))).toBe(2.5);
  expect(peekTopLevel(raw, name('s'))).toBe('héllo wörld');
  expect(peekTopLevel(raw, name('t'))).toBe(true);
  expect(peekTopLevel(raw, name('nil'))).toBeNull();
  expect(peekTopLevel(raw, name('safe'))).toBe(42);
  expect(peekTopLevel(raw, name('big'))).toBe(COMPLEX);
  expect(peekTopLevel(raw, name('arr'))).toBe(COMPLEX);
  expect(peekTopLevel(raw, name('nested'))).toBe(COMPLEX);
  expect(peekTopLevel(raw, name('nope'))).toBe(MISSING);
});

test('each read decodes its own copy', () => {
  const store = new DocStore();
  store.set('x', doc);
  const a = store.get('x') as Doc;
  (a.nested as Doc).h = 'changed';
  expect(((store.get('x') as Doc).nested as Doc).h).toBe('y');
});

describe('through the wire', () => {
  const dirs = tempDirs();
  let h: Harness;
  let db: Db;
  beforeAll(async () => {
    h = await start(dirs());
    db = h.client.db('partial');
    const things = db.collection<{ _id: number; [field: string]: unknown }>('things');
    await things.insertMany(
      Array.from({ length: 40 }, (_, i) => ({
        _id: i,
        cat: i % 3,
        name: `n${String(39 - i).padStart(2, '0')}`,
        detail: { title: `t${i}`, long: 'x'.repeat(500), tags: [i, { k: i }] },
        prices: i % 5 === 0 ? [] : [{ p: i }, { p: i * 2 }],
        hours: { mon: '09:00', tue: '09:00' },
      })),
    );
    await things.createIndex({ cat: 1, name: 1 });
  });
  afterAll(() => h.stop());

  test.each([
    [{ _id: 1, 'detail.title': 1, prices: { $slice: 1 }, name: 1 }],
    [{ 'detail.tags.k': 1, _id: 0 }],
    [{ 'detail.title': 1, hours: 1 }],
  ])('an indexed find projecting %j returns what a find reading whole documents returns', async (projection) => {
    const things = db.collection<Doc>('things');
    const indexed = await things.find({ cat: 1 }, { projection }).sort({ name: 1 }).toArray();
    // hours is not in the index: each document is decoded whole for the filter.
    const whole = await things.find({ cat: 1, hours: { $exists: true } }, { projection }).sort({ name: 1 }).toArray();
    expect(indexed.length).toBe(13);
    expect(indexed).toEqual(whole);
    const explained = await things.find({ cat: 1 }, { projection }).sort({ name: 1 }).explain();
    expect(JSON.stringify(explained)).toContain('IXSCAN');
  });
});
