// Conformance of the geo subset against MongoDB's documented results: 2dsphere
// distances in metres on a sphere of radius 6378.1 km (radians for legacy
// pairs), nearest-first order, min/maxDistance, the query filter, $geoWithin
// shapes with geodesic polygon edges, and the driver-visible errors.
import { Collection, Db, MongoServerError } from 'mongodb';
import { DEG, metresBetween, pt, R } from './geo-fixtures';
import { Harness, removeDir, start } from './helpers';

jest.setTimeout(60_000);

let h: Harness;
let db: Db;

beforeAll(async () => {
  h = await start();
  db = h.client.db('geo');
});

afterAll(async () => {
  await h.stop();
  removeDir(h.dir);
});


async function fresh(name: string, index = true): Promise<Collection> {
  const c = db.collection(name);
  await c.drop().catch(() => undefined);
  if (index) await c.createIndex({ location: '2dsphere' });
  return c;
}

// The manual's $geoNear example (places in New York).
async function places(): Promise<Collection> {
  const c = await fresh('places');
  await c.insertMany([
    { name: 'Central Park', location: pt(-73.97, 40.77), category: 'Parks' },
    { name: 'Sara D. Roosevelt Park', location: pt(-73.9928, 40.7193), category: 'Parks' },
    { name: 'Polo Grounds', location: pt(-73.9375, 40.8303), category: 'Stadiums' },
  ]);
  return c;
}

const NEAR = pt(-73.99279, 40.719296);

test('$geoNear: the manual example with maxDistance, query, includeLocs and a dotted distanceField', async () => {
  const c = await places();
  const out = await c
    .aggregate([{ $geoNear: { near: NEAR, distanceField: 'dist.calculated', maxDistance: 2, query: { category: 'Parks' }, includeLocs: 'dist.location', spherical: true } }])
    .toArray();
  expect(out.map((d) => d.name)).toEqual(['Sara D. Roosevelt Park']);
  expect(out[0].dist.calculated).toBeCloseTo(0.9539931676365992, 3);
  expect(out[0].dist.location).toEqual(pt(-73.9928, 40.7193));
});

test('$geoNear: includeLocs gives the location the distance was measured to, with a dotted index field and several locations per document', async () => {
  const c = db.collection('branches');
  await c.drop().catch(() => undefined);
  await c.createIndex({ 'offices.location': '2dsphere' });
  const far = pt(-73.97, 40.77);
  const near = pt(-73.9928, 40.7193);
  await c.insertMany([
    { name: 'two offices', offices: [{ location: far }, { location: near }] },
    { name: 'one office', offices: { location: pt(-73.9375, 40.8303) } },
  ]);
  const out = await c.aggregate([{ $geoNear: { near: NEAR, distanceField: 'dist', includeLocs: 'at', spherical: true } }]).toArray();
  expect(out.map((d) => [d.name, d.at])).toEqual([
    ['two offices', near],
    ['one office', pt(-73.9375, 40.8303)],
  ]);
  expect(out[0].dist).toBeCloseTo(metresBetween(NEAR.coordinates, near.coordinates), 0);
  // With a $project after it, the stage decodes only what is read: the location still comes through.
  const projected = await c
    .aggregate([{ $geoNear: { near: NEAR, distanceField: 'dist', includeLocs: 'at', spherical: true } }, { $project: { _id: 0, at: 1 } }])
    .toArray();
  expect(projected).toEqual([{ at: near }, { at: pt(-73.9375, 40.8303) }]);
});

test('$geoNear: minDistance keeps only farther documents (the manual example finds Central Park)', async () => {
  const c = await places();
  const out = await c.aggregate([{ $geoNear: { near: NEAR, distanceField: 'dist', minDistance: 2, query: { category: 'Parks' }, spherical: true } }]).toArray();
  expect(out.map((d) => d.name)).toEqual(['Central Park']);
});

test('$geoNear: metres on a 6378.1 km sphere, nearest first, $limit after it, legacy pairs in radians', async () => {
  const c = await fresh('equator');
  // One degree apart on the equator: exactly R·π/180 metres each.
  await c.insertMany([3, 1, 4, 0, 2].map((k) => ({ k, location: pt(k, 0) })));
  const out = await c.aggregate([{ $geoNear: { near: pt(0, 0), distanceField: 'd', spherical: true } }, { $limit: 4 }]).toArray();
  expect(out.map((d) => d.k)).toEqual([0, 1, 2, 3]);
  out.forEach((d) => expect(d.d).toBeCloseTo(d.k * R * DEG, 4));
  const within = await c.aggregate([{ $geoNear: { near: pt(0, 0), distanceField: 'd', maxDistance: 150_000, spherical: true } }]).toArray();
  expect(within.map((d) => d.k)).toEqual([0, 1]);
  const legacy = await c.aggregate([{ $geoNear: { near: [0, 0], distanceField: 'd', spherical: true, maxDistance: 1.5 * DEG } }]).toArray();
  expect(legacy.map((d) => [d.k, d.d])).toEqual([[0, 0], [1, expect.closeTo(DEG, 12)]]);
  const scaled = await c.aggregate([{ $geoNear: { near: pt(0, 0), distanceField: 'km', distanceMultiplier: 0.001, spherical: true } }, { $skip: 2 }, { $limit: 1 }]).toArray();
  expect(scaled[0].km).toBeCloseTo((2 * R * DEG) / 1000, 6);
  const staged = await c.aggregate([{ $geoNear: { near: pt(0, 0), distanceField: 'd', spherical: true } }, { $match: { k: { $gte: 1 } } }, { $skip: 1 }, { $limit: 2 }, { $project: { _id: 0, k: 1 } }]).toArray();
  expect(staged).toEqual([{ k: 2 }, { k: 3 }]);
});

test('$geoNear followed by $match, $limit and $project (near-me\'s shape) answers as on whole documents, whatever fields each stage reads', async () => {
  const c = await fresh('partial');
  const docs = Array.from({ length: 12 }, (_, k) => ({
    k,
    cat: k % 3 === 0 ? 'other' : 'x',
    tags: k % 2 === 0 ? ['red', 'big'] : ['blue'],
    nested: { a: k % 4, b: `b${k}`, big: 'y'.repeat(500) },
    pad: 'z'.repeat(2000),
    location: pt(k * 0.01, 0),
  }));
  await c.insertMany(docs);
  const geoNear = { $geoNear: { near: pt(0, 0), distanceField: 'd', spherical: true, query: { cat: 'x', 'nested.a': { $gte: 1 } } } };
  const match = { $match: { $or: [{ tags: 'red' }, { 'nested.a': 3 }] } };
  const expected = docs
    .filter((d) => d.cat === 'x' && d.nested.a >= 1 && (d.tags.includes('red') || d.nested.a === 3))
    .slice(0, 3)
    .map((d) => ({ k: d.k, nested: { b: d.nested.b }, d: expect.closeTo(d.k * 0.01 * R * DEG, 3) }));
  const out = await c.aggregate([geoNear, match, { $limit: 3 }, { $project: { _id: 0, k: 1, 'nested.b': 1, d: 1 } }]).toArray();
  expect(out).toEqual(expected);
  // The same stages with a $match that may read any field ($expr): the whole documents, the same answer.
  const anyField = await c.aggregate([geoNear, match, { $match: { $expr: { $gte: ['$k', 0] } } }, { $limit: 3 }, { $project: { _id: 0, k: 1, 'nested.b': 1, d: 1 } }]).toArray();
  expect(anyField).toEqual(expected);
  // A $slice in the projection and includeLocs: both read from the decoded fields.
  const sliced = await c
    .aggregate([{ $geoNear: { ...geoNear.$geoNear, includeLocs: 'loc' } }, { $limit: 1 }, { $project: { _id: 0, tags: { $slice: 1 }, loc: 1 } }])
    .toArray();
  const first = docs.find((d) => d.cat === 'x' && d.nested.a >= 1)!;
  expect(sliced).toEqual([{ tags: first.tags.slice(0, 1), loc: first.location }]);
});

test('$geoNear: nearest-first order equals a brute-force ranking across the antimeridian and near the poles', async () => {
  const c = await fresh('random');
  let seed = 7;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const docs = Array.from({ length: 3000 }, (_, i) => {
    // Half the points in a dense cluster, half anywhere (including high latitudes).
    const dense = i % 2 === 0;
    const lng = dense ? 179.5 + rnd() * 1 - (rnd() < 0.5 ? 360 : 0) : rnd() * 360 - 180;
    const lat = dense ? 60 + rnd() * 2 : Math.asin(rnd() * 2 - 1) / DEG;
    return { i, group: i % 3, location: pt(Math.max(-180, Math.min(180, lng)), lat) };
  });
  await c.insertMany(docs);
  for (const center of [[180, 61], [-179.9, 60.5], [0, 89.95], [-45, -30], [100, 0]]) {
    const expected = docs
      .filter((d) => d.group === 1)
      .map((d) => ({ i: d.i, d: metresBetween(center, d.location.coordinates) }))
      .filter((r) => r.d >= 1000 && r.d <= 3_000_000)
      .sort((a, b) => a.d - b.d)
      .slice(0, 40);
    const got = await c
      .aggregate([{ $geoNear: { near: pt(center[0], center[1]), distanceField: 'd', query: { group: 1 }, minDistance: 1000, maxDistance: 3_000_000, spherical: true } }, { $limit: 40 }])
      .toArray();
    expect(got.map((g) => g.d)).toEqual(expected.map((e) => expect.closeTo(e.d, 3)));
  }
});

test('$geoNear: equal distances come out by _id, within a cell and across cells, so a page can resume after the last one it gave', async () => {
  const c = await fresh('ties');
  // Five clinics on one point (one cell), inserted in no order, and two pairs mirrored east and
  // west of the centre (another cell each side): each group is one distance.
  await c.insertMany([
    { _id: 'e' as never, location: pt(10, 50) },
    { _id: 'b' as never, location: pt(10, 50) },
    { _id: 'd' as never, location: pt(10, 50) },
    { _id: 'a' as never, location: pt(10, 50) },
    { _id: 'c' as never, location: pt(10, 50) },
    { _id: 'w2' as never, location: pt(9.5, 50) },
    { _id: 'e2' as never, location: pt(10.5, 50) },
    { _id: 'e1' as never, location: pt(10.25, 50) },
    { _id: 'w1' as never, location: pt(9.75, 50) },
  ]);
  const order = async (extra: object[] = []) =>
    (await c.aggregate([{ $geoNear: { near: pt(10, 50), distanceField: 'd', spherical: true } }, ...extra]).toArray()).map((x) => x._id);
  expect(await order()).toEqual(['a', 'b', 'c', 'd', 'e', 'e1', 'w1', 'e2', 'w2']);
  // Resuming after 'c' at distance 0, as the API's cursor does.
  expect(await order([{ $match: { $or: [{ d: { $gt: 0 } }, { _id: { $gt: 'c' } }] } }, { $limit: 3 }])).toEqual(['d', 'e', 'e1']);
});

test('$geoNear: errors as MongoDB reports them', async () => {
  const c = await places();
  const err = (p: Promise<unknown>) => p.then(() => undefined, (e: MongoServerError) => e);
  const notFirst = await err(c.aggregate([{ $match: {} }, { $geoNear: { near: NEAR, distanceField: 'd', spherical: true } }]).toArray());
  expect(notFirst).toMatchObject({ code: 40602, message: '$geoNear is only valid as the first stage in a pipeline' });
  const plain = await fresh('noindex', false);
  await plain.insertOne({ location: pt(0, 0) });
  const noIndex = await err(plain.aggregate([{ $geoNear: { near: pt(0, 0), distanceField: 'd', spherical: true } }]).toArray());
  expect(noIndex).toMatchObject({ code: 27, codeName: 'IndexNotFound', message: '$geoNear requires a 2d or 2dsphere index, but none were found' });
  await c.createIndex({ other: '2dsphere' });
  const two = await err(c.aggregate([{ $geoNear: { near: NEAR, distanceField: 'd', spherical: true } }]).toArray());
  expect(two).toMatchObject({ code: 27, message: 'There is more than one 2dsphere index on geo.places; unsure which to use for $geoNear' });
  const keyed = await c.aggregate([{ $geoNear: { near: NEAR, distanceField: 'd', key: 'location', spherical: true } }]).toArray();
  expect(keyed.map((d) => d.name)).toEqual(['Sara D. Roosevelt Park', 'Central Park', 'Polo Grounds']);
  const noField = await err(c.aggregate([{ $geoNear: { near: NEAR, spherical: true, key: 'location' } }]).toArray());
  expect(noField).toMatchObject({ code: 2 });
  const negative = await err(c.aggregate([{ $geoNear: { near: NEAR, distanceField: 'd', key: 'location', maxDistance: -1 } }]).toArray());
  expect(negative).toMatchObject({ code: 2 });
});

test('2dsphere: a document with an unusable point is refused with code 16755; missing or null is skipped', async () => {
  const c = await fresh('bad');
  const e1 = await c.insertOne({ location: pt(200, 0) }).catch((e: MongoServerError) => e);
  expect(e1).toMatchObject({ code: 16755 });
  expect((e1 as MongoServerError).message).toContain('longitude/latitude is out of bounds');
  const e2 = await c.insertOne({ location: { type: 'Point', coordinates: ['a', 1] } }).catch((e: MongoServerError) => e);
  expect(e2).toMatchObject({ code: 16755 });
  await c.insertMany([{ n: 1 }, { n: 2, location: null }, { n: 3, location: pt(1, 1) }]);
  expect(await c.countDocuments()).toBe(3);
  const near = await c.aggregate([{ $geoNear: { near: pt(0, 0), distanceField: 'd', spherical: true } }]).toArray();
  expect(near.map((d) => d.n)).toEqual([3]);
  await c.updateOne({ n: 3 }, { $set: { location: pt(50, 50) } });
  const moved = await c.aggregate([{ $geoNear: { near: pt(50, 50), distanceField: 'd', maxDistance: 10, spherical: true } }]).toArray();
  expect(moved.map((d) => d.n)).toEqual([3]);
});

test('$nearSphere in find: order, $maxDistance/$minDistance in metres, the rest of the filter; no index is an error', async () => {
  const c = await places();
  const names = async (filter: object, limit = 0) => (await c.find(filter).limit(limit).toArray()).map((d) => d.name);
  expect(await names({ location: { $nearSphere: { $geometry: NEAR } } })).toEqual(['Sara D. Roosevelt Park', 'Central Park', 'Polo Grounds']);
  expect(await names({ location: { $nearSphere: { $geometry: NEAR, $minDistance: 2, $maxDistance: 7000 } } })).toEqual(['Central Park']);
  expect(await names({ category: 'Stadiums', location: { $near: { $geometry: NEAR } } })).toEqual(['Polo Grounds']);
  expect(await names({ location: { $nearSphere: { $geometry: NEAR } } }, 1)).toEqual(['Sara D. Roosevelt Park']);
  const counted = await c.countDocuments({ location: { $nearSphere: { $geometry: NEAR } } }).catch((e: MongoServerError) => e);
  expect(counted).toMatchObject({ code: 2 });
  const plain = await fresh('noindex2', false);
  await plain.insertOne({ location: pt(0, 0) });
  const e = await plain.find({ location: { $nearSphere: { $geometry: pt(0, 0) } } }).toArray().catch((x: MongoServerError) => x);
  expect(e).toMatchObject({ code: 291 });
});

test('$geoWithin: $box edges inclusive, $centerSphere radius in radians, geodesic polygon edges and holes, served by the index', async () => {
  const c = await fresh('within');
  const at = [
    ['corner', -100, 30], ['inside', -95, 35], ['outside', -89.99, 35],
    ['bulge', -95, 40.1], ['above', -95, 40.3], ['hole', -95, 33], ['far', 10, 10],
  ] as const;
  await c.insertMany(at.map(([name, lng, lat]) => ({ name, location: pt(lng, lat) })));
  const names = async (shape: object) => (await c.find({ location: { $geoWithin: shape } }).toArray()).map((d) => d.name).sort();
  expect(await names({ $box: [[-100, 30], [-90, 40]] })).toEqual(['corner', 'hole', 'inside']);
  // (-95, 33) is 2° (222.6 km) from (-95, 35): inside 230 km, outside 220 km, in radians of a 6378.1 km sphere.
  expect(await names({ $centerSphere: [[-95, 35], 230 / 6378.1] })).toEqual(['hole', 'inside']);
  expect(await names({ $centerSphere: [[-95, 35], 220 / 6378.1] })).toEqual(['inside']);
  // The north edge from (-100, 40) to (-90, 40) is a great-circle arc: it bows north to about 40.19° at -95°.
  const ring = [[-100, 30], [-90, 30], [-90, 40], [-100, 40], [-100, 30]];
  const hole = [[-96, 32], [-94, 32], [-94, 34], [-96, 34], [-96, 32]];
  expect(await names({ $geometry: { type: 'Polygon', coordinates: [ring] } })).toEqual(['bulge', 'corner', 'hole', 'inside']);
  expect(await names({ $geometry: { type: 'Polygon', coordinates: [ring, hole] } })).toEqual(['bulge', 'corner', 'inside']);
  const plan = await c.find({ location: { $geoWithin: { $box: [[-100, 30], [-90, 40]] } } }).explain('executionStats');
  expect(plan.executionStats.totalDocsExamined).toBeLessThan(at.length);
});

test('a 2dsphere index comes back after a restart', async () => {
  const dir = h.dir;
  const c = await fresh('restart');
  await c.insertMany([{ n: 1, location: pt(0, 0) }, { n: 2, location: pt(0, 1) }]);
  await h.stop();
  h = await start(dir);
  db = h.client.db('geo');
  const out = await db.collection('restart').aggregate([{ $geoNear: { near: pt(0, 0.9), distanceField: 'd', spherical: true } }]).toArray();
  expect(out.map((d) => d.n)).toEqual([2, 1]);
});
