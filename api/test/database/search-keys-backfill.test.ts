/**
 * A data folder written by a version before the tile and GeoJSON search keys
 * (issue 17) keeps finding every clinic after an upgrade: the API brings the
 * keys up to date when it starts, without a reseed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ClinicSearchResponse } from '@directpay/contracts';
import { MIGRATIONS_COLLECTION, SEARCH_KEYS_MIGRATION } from '#src/repositories/clinics/clinics-repository';
import { buildPublicApp } from '../public/public-app';

const dir = mkdtempSync(path.join(os.tmpdir(), 'api-backfill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const search = async (app: Awaited<ReturnType<typeof buildPublicApp>>, query: string) => {
  const response = await app.server.inject({ method: 'GET', url: `/clinics?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as ClinicSearchResponse;
};

it('gives clinics saved without map tiles and points their keys at the next start, once', async () => {
  const first = await buildPublicApp('backfill', { clinics: 40, dataDir: dir });
  const near = 'categoryId=1&near=40.7608,-111.891&sort=distance';
  const viewport = 'categoryId=1&bbox=-125,24,-66,50';
  const before = { near: await search(first, near), viewport: await search(first, viewport) };
  expect(before.near.total).toBeGreaterThan(0);
  // What an older version stored: no tile, no GeoJSON point, and no record of the backfill.
  const collection = first.server.mongo.db.collection('clinics');
  const old = await collection.updateMany({}, { $unset: { 'search.tile': '', 'search.location': '' } });
  expect(old.modifiedCount).toBe(40);
  expect((await first.server.mongo.db.collection(MIGRATIONS_COLLECTION).deleteOne({ _id: SEARCH_KEYS_MIGRATION as never })).deletedCount).toBe(1);
  await first.close();

  const second = await buildPublicApp('backfill', { dataDir: dir });
  try {
    expect(await second.server.mongo.db.collection('clinics').countDocuments({ 'search.tile': { $exists: false } })).toBe(0);
    expect((await search(second, near)).results.map((c) => c.id)).toEqual(before.near.results.map((c) => c.id));
    expect((await search(second, viewport)).total).toBe(before.viewport.total);
    expect(await second.server.clinics.backfillSearchFields()).toBe(0); // nothing left to do
    const record = await second.server.mongo.db.collection(MIGRATIONS_COLLECTION).findOne({ _id: SEARCH_KEYS_MIGRATION as never });
    expect(record).toMatchObject({ clinics: 40, doneAt: expect.any(Date) });
  } finally {
    await second.close();
  }
}, 120_000);

it('runs once: a start after the recorded backfill does not look for clinics without keys again', async () => {
  const onceDir = mkdtempSync(path.join(os.tmpdir(), 'api-backfill-once-'));
  try {
    const first = await buildPublicApp('backfill-once', { clinics: 5, dataDir: onceDir });
    expect(await first.server.mongo.db.collection(MIGRATIONS_COLLECTION).countDocuments({ _id: SEARCH_KEYS_MIGRATION as never })).toBe(1);
    // A clinic without a tile written behind the API's back stays so: the next start skips the scan.
    await first.server.mongo.db.collection('clinics').updateOne({}, { $unset: { 'search.tile': '' } });
    await first.close();
    const second = await buildPublicApp('backfill-once', { dataDir: onceDir });
    try {
      expect(await second.server.mongo.db.collection('clinics').countDocuments({ 'search.tile': { $exists: false } })).toBe(1);
    } finally {
      await second.close();
    }
  } finally {
    rmSync(onceDir, { recursive: true, force: true });
  }
}, 120_000);

it("gives clinics saved with billing codes but without the codes' prices those prices at the next start", async () => {
  const codesDir = mkdtempSync(path.join(os.tmpdir(), 'api-backfill-codes-'));
  try {
    const first = await buildPublicApp('backfill-codes', { clinics: 40, dataDir: codesDir });
    const byPrice = 'code=99203&sort=price';
    const before = await search(first, byPrice);
    expect(before.total).toBeGreaterThan(1);
    // What the version before code prices stored.
    await first.server.mongo.db.collection('clinics').updateMany({}, { $unset: { 'search.codePrices': '' } });
    await first.server.mongo.db.collection(MIGRATIONS_COLLECTION).deleteMany({});
    await first.close();
    const second = await buildPublicApp('backfill-codes', { dataDir: codesDir });
    try {
      expect(await second.server.mongo.db.collection('clinics').countDocuments({ 'search.codePrices': { $exists: false } })).toBe(0);
      expect((await search(second, byPrice)).results.map((c) => c.id)).toEqual(before.results.map((c) => c.id));
    } finally {
      await second.close();
    }
  } finally {
    rmSync(codesDir, { recursive: true, force: true });
  }
}, 120_000);
