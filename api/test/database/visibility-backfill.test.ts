/**
 * A data folder written before clinics had a visibility keeps finding every
 * clinic after an upgrade: the API marks them public when it starts, and makes
 * again the covering indexes that lacked the visibility key.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_COLLECTION, VISIBILITY_MIGRATION } from '#src/repositories/clinics/clinics-repository';
import { buildPublicApp } from '../public/public-app';

const dir = mkdtempSync(path.join(os.tmpdir(), 'api-visibility-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const total = async (app: Awaited<ReturnType<typeof buildPublicApp>>) => (await app.server.inject({ url: '/clinics?categoryId=1&bbox=-125,24,-66,50' })).json().total as number;

it('marks clinics stored without a visibility public at the next start, and remakes the older covering indexes', async () => {
  const first = await buildPublicApp('visibility', { clinics: 30, dataDir: dir });
  const before = await total(first);
  expect(before).toBeGreaterThan(0);
  // What an older version stored: no visibility, the index without its key, no record of the backfill.
  const db = first.server.mongo.db;
  expect((await db.collection('clinics').updateMany({}, { $unset: { visibility: '' } })).modifiedCount).toBe(30);
  await db.collection('clinics').dropIndex('category_tile_name_covering');
  await db.collection('clinics').createIndex(
    { categoryId: 1, 'search.tile': 1, 'search.name': 1, _id: 1, 'search.lat': 1, 'search.lng': 1, revision: 1, updatedAt: 1 },
    { name: 'category_tile_name_covering' },
  );
  await db.collection(MIGRATIONS_COLLECTION).deleteOne({ _id: VISIBILITY_MIGRATION as never });
  expect(await total(first)).toBe(0);
  await first.close();

  const second = await buildPublicApp('visibility', { dataDir: dir });
  try {
    expect(await total(second)).toBe(before);
    const index = (await second.server.mongo.db.collection('clinics').listIndexes().toArray()).find((i) => i.name === 'category_tile_name_covering');
    expect(Object.keys(index?.key ?? {}).at(-1)).toBe('visibility');
    expect(await second.server.clinics.backfillVisibility()).toBe(0);
  } finally {
    await second.close();
  }
}, 120_000);
