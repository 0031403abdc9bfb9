// Compound 2dsphere indexes ({ group: 1, location: '2dsphere' }), as the manual
// describes them: the fields may come in any order, only the 2dsphere field
// decides whether a document is indexed, and $geoNear, $nearSphere and
// $geoWithin give the same answers as over a plain 2dsphere index whatever the
// query says of the other fields (equality, $in, arrays, nothing at all). The
// engine walks only the points of the groups a query's equalities name; these
// tests hold it to a brute-force ranking so that doing so never drops a match.
import { Collection, Db, Double, Int32 } from 'mongodb';
import { metresBetween, pt } from './geo-fixtures';
import { Harness, removeDir, start } from './helpers';

jest.setTimeout(60_000);

let h: Harness;
let db: Db;

beforeAll(async () => {
  h = await start();
  db = h.client.db('geo_compound');
});

afterAll(async () => {
  await h.stop();
  removeDir(h.dir);
});


interface Place {
  i: number;
  group?: unknown;
  location: { type: string; coordinates: number[] };
}

async function fresh(name: string, key: Record<string, 1 | '2dsphere'>): Promise<Collection<Place>> {
  const c = db.collection<Place>(name);
  await c.drop().catch(() => undefined);
  await c.createIndex(key);
  return c;
}

/** 2,000 points around two cities, in groups 0 to 4; some with an array of groups, a missing one or a Double. */
function placesAround(): Place[] {
  let seed = 11;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  return Array.from({ length: 2000 }, (_, i) => {
    const [lng, lat] = i % 2 ? [-87.6, 41.9] : [-95.4, 29.8];
    const location = pt(lng + (rnd() - 0.5) * 2, lat + (rnd() - 0.5) * 2);
    if (i % 97 === 0) return { i, location };
    if (i % 89 === 0) return { i, group: [1, 3], location };
    if (i % 83 === 0) return { i, group: new Double(2), location };
    return { i, group: i % 5, location };
  });
}

/** The brute-force answer: documents `matches` accepts, nearest first, each once. */
function ranked(docs: Place[], center: number[], matches: (d: Place) => boolean, limit: number): { i: number; d: number }[] {
  return docs
    .filter(matches)
    .map((d) => ({ i: d.i, d: metresBetween(center, d.location.coordinates) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, limit);
}

const groupsOf = (d: Place): number[] => {
  if (d.group === undefined) return [];
  if (Array.isArray(d.group)) return d.group as number[];
  return [Number(d.group)];
};

describe.each([
  ['group first', { group: 1, location: '2dsphere' } as const],
  ['location first', { location: '2dsphere', group: 1 } as const],
])('a compound 2dsphere index (%s)', (_, key) => {
  let c: Collection<Place>;
  let docs: Place[];

  beforeAll(async () => {
    c = await fresh(`places_${Object.keys(key)[0]}`, key);
    docs = placesAround();
    await c.insertMany(docs.map((d) => ({ ...d })));
  });

  test.each([
    ['an equality', { group: 2 }, (d: Place) => groupsOf(d).includes(2)],
    ['an Int32 equality matches a stored Double', { group: new Int32(2) }, (d: Place) => groupsOf(d).includes(2)],
    ['an $in', { group: { $in: [0, 3] } }, (d: Place) => groupsOf(d).some((g) => g === 0 || g === 3)],
    ['a range (every group is walked)', { group: { $gte: 3 } }, (d: Place) => groupsOf(d).some((g) => g >= 3)],
    ['no condition on the group', {}, () => true],
    ['null (a missing group)', { group: null }, (d: Place) => d.group === undefined],
    ['a group no document has', { group: 9 }, () => false],
  ])('$geoNear with %s: the brute-force ranking, each document once', async (_name, query, matches) => {
    for (const center of [[-87.6, 41.9], [-95.4, 29.8], [-90, 35]]) {
      const expected = ranked(docs, center, matches, 60);
      const got = await c.aggregate([{ $geoNear: { near: pt(center[0], center[1]), distanceField: 'd', key: 'location', query, spherical: true } }, { $limit: 60 }]).toArray();
      expect(got.map((g) => g.i)).toEqual(expected.map((e) => e.i));
      expect(got.map((g) => g.d)).toEqual(expected.map((e) => expect.closeTo(e.d, 3)));
    }
  });

  test('$nearSphere and $geoWithin in find use it with the same answers', async () => {
    const center = [-87.6, 41.9];
    const near = await c.find({ group: 4, location: { $nearSphere: { $geometry: pt(center[0], center[1]), $maxDistance: 30_000 } } }).toArray();
    expect(near.map((d) => d.i)).toEqual(ranked(docs, center, (d) => groupsOf(d).includes(4) && metresBetween(center, d.location.coordinates) <= 30_000, 1e9).map((e) => e.i));
    const box = [[-88, 41.5], [-87.5, 42]];
    const within = await c.find({ group: { $in: [1, 2] }, location: { $geoWithin: { $box: box } } }).toArray();
    const inBox = (d: Place) => {
      const [lng, lat] = d.location.coordinates;
      return lng >= -88 && lng <= -87.5 && lat >= 41.5 && lat <= 42 && groupsOf(d).some((g) => g === 1 || g === 2);
    };
    expect(within.map((d) => d.i).sort((a, b) => a - b)).toEqual(docs.filter(inBox).map((d) => d.i));
  });
});

test('only the 2dsphere field decides whether a document is indexed; a write moves a document between groups', async () => {
  const c = await fresh('writes', { group: 1, location: '2dsphere' });
  await c.insertMany([
    { i: 1, group: 'a', location: pt(0, 0) },
    { i: 2, location: pt(0, 0.1) },
    { i: 3, group: 'a' } as Place,
    { i: 4, group: 'b', location: pt(0, 0.2) },
  ]);
  const near = async (query: object) =>
    (await c.aggregate([{ $geoNear: { near: pt(0, 0), distanceField: 'd', key: 'location', query, spherical: true } }]).toArray()).map((d) => d.i);
  expect(await near({})).toEqual([1, 2, 4]);
  expect(await near({ group: 'a' })).toEqual([1]);
  await c.updateOne({ i: 4 }, { $set: { group: 'a' } });
  expect(await near({ group: 'a' })).toEqual([1, 4]);
  expect(await near({ group: 'b' })).toEqual([]);
  await c.updateOne({ i: 1 }, { $set: { location: pt(0, 0.3) } });
  expect(await near({ group: 'a' })).toEqual([4, 1]);
  await c.deleteOne({ i: 4 });
  expect(await near({ group: 'a' })).toEqual([1]);
  await c.updateOne({ i: 3 }, { $set: { location: pt(0, 0.05) } });
  expect(await near({ group: { $in: ['a', 'b'] } })).toEqual([3, 1]);
});

test('a compound 2dsphere index comes back after a restart', async () => {
  const dir = h.dir;
  const c = await fresh('restart', { group: 1, location: '2dsphere' });
  await c.insertMany([{ i: 1, group: 1, location: pt(0, 0) }, { i: 2, group: 2, location: pt(0, 1) }, { i: 3, group: 1, location: pt(0, 2) }]);
  await h.stop();
  h = await start(dir);
  db = h.client.db('geo_compound');
  const out = await db.collection('restart').aggregate([{ $geoNear: { near: pt(0, 0.9), distanceField: 'd', key: 'location', query: { group: 1 }, spherical: true } }]).toArray();
  expect(out.map((d) => d.i)).toEqual([1, 3]);
  const indexes = await db.collection('restart').indexes();
  expect(indexes.map((i) => i.key)).toContainEqual({ group: 1, location: '2dsphere' });
});
