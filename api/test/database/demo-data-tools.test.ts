/**
 * The database commands on the real demo data (clinics with pictures in
 * GridFS): db:export and db:copy round-trip it with equal counts read back
 * through the driver, db:backup (while the API runs) and db:restore bring it
 * back; and demo seeding never refills a data folder that lost its data.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, truncateSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EJSON } from 'bson';
import { MongoClient, type Document } from 'mongodb';
import { startEmbeddedMongo } from '@directpay/embedded-mongo';
import { runTool } from '@directpay/embedded-mongo/src/tools/cli';
import { buildPublicApp } from '../public/public-app';

const embedded = !process.env.MONGODB_URI;
const describeEmbedded = embedded ? describe : describe.skip;
const DB = 'test_dbtools';

type Counts = Record<string, number>;

async function countsOf(uri: string, db = DB): Promise<Counts> {
  const client = await MongoClient.connect(uri);
  try {
    const out: Counts = {};
    for (const { name } of await client.db(db).listCollections({}, { nameOnly: true }).toArray()) out[name] = await client.db(db).collection(name).countDocuments();
    return out;
  } finally {
    await client.close();
  }
}

// Each test runs the db:* commands as processes of their own (tsx, then the engine): seconds each, more on a busy machine.
jest.setTimeout(60_000);

describeEmbedded('database commands on the demo data', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'api-dbtools-'));
  const dataDir = path.join(root, 'data');
  let demo: Counts;
  beforeAll(async () => {
    const api = await buildPublicApp('dbtools', { clinics: 12, images: true, dataDir, env: { MONGODB_DB: DB } });
    await api.close();
    const mongo = await startEmbeddedMongo({ dataDir });
    demo = await countsOf(mongo.uri);
    await mongo.close();
    expect(demo.clinics).toBe(12);
    expect(demo['images.files']).toBeGreaterThanOrEqual(24);
    expect(demo['images.chunks']).toBeGreaterThanOrEqual(demo['images.files']);
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('db:export then an import (what mongoimport does) gives back equal counts and documents', async () => {
    const out = path.join(root, 'export');
    await runTool(['export', '--data-dir', dataDir, '--out', out]);
    expect(readdirSync(path.join(out, DB)).filter((f) => !f.endsWith('.indexes.json')).sort()).toEqual(Object.keys(demo).map((c) => `${c}.json`).sort());
    const target = await startEmbeddedMongo({ dataDir: path.join(root, 'imported') });
    const client = await MongoClient.connect(target.uri);
    for (const name of Object.keys(demo)) {
      const docs = readFileSync(path.join(out, DB, `${name}.json`), 'utf8').split('\n').filter(Boolean).map((l) => EJSON.parse(l, { relaxed: false }) as Document);
      if (docs.length) await client.db(DB).collection(name).insertMany(docs);
      else await client.db(DB).createCollection(name);
    }
    const clinic = await client.db(DB).collection('clinics').findOne({}, { sort: { _id: 1 } });
    await client.close();
    expect(await countsOf(target.uri)).toEqual(demo);
    await target.close();
    const source = await startEmbeddedMongo({ dataDir });
    const sourceClient = await MongoClient.connect(source.uri);
    expect(clinic).toEqual(await sourceClient.db(DB).collection('clinics').findOne({}, { sort: { _id: 1 } }));
    await sourceClient.close();
    await source.close();
  });

  it('db:copy into another server by its mongodb:// URI keeps counts and indexes', async () => {
    const target = await startEmbeddedMongo({ dataDir: path.join(root, 'copy'), port: 0 });
    await runTool(['copy', '--data-dir', dataDir, '--to', target.uri]);
    expect(await countsOf(target.uri)).toEqual(demo);
    const client = await MongoClient.connect(target.uri);
    const indexes = (await client.db(DB).collection('clinics').indexes()).map((i) => i.name);
    await client.close();
    await target.close();
    const source = await startEmbeddedMongo({ dataDir });
    const sourceClient = await MongoClient.connect(source.uri);
    expect(indexes.sort()).toEqual((await sourceClient.db(DB).collection('clinics').indexes()).map((i) => i.name).sort());
    await sourceClient.close();
    await source.close();
  });

  it('db:backup of the running API, then db:restore into a new folder, gives back the demo data', async () => {
    const api = await buildPublicApp('dbtools', { dataDir, env: { MONGODB_DB: DB } });
    const out = path.join(root, 'backup');
    try {
      const lines = await runTool(['backup', '--data-dir', dataDir, '--out', out]);
      expect(lines[0]).toContain('from the running app');
    } finally {
      await api.close();
    }
    const restored = path.join(root, 'restored');
    await runTool(['restore', '--from', out, '--data-dir', restored]);
    const mongo = await startEmbeddedMongo({ dataDir: restored });
    expect(await countsOf(mongo.uri)).toEqual(demo);
    await mongo.close();
  });
});

describeEmbedded('demo seeding (SEED_DEMO=on)', () => {
  it('never refills a data folder that held data and lost it', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'api-seedmarker-'));
    const dataDir = path.join(root, 'data');
    try {
      const first = await buildPublicApp('seedmarker', { clinics: 2, dataDir });
      await first.close();
      // The data is lost (the journal emptied): the engine refuses the folder until it is repaired,
      // and the repaired folder is empty but not new.
      for (const f of readdirSync(dataDir)) if (f.startsWith('journal-')) truncateSync(path.join(dataDir, f), 0);
      await expect(buildPublicApp('seedmarker', { dataDir, env: { SEED_DEMO: 'on' } })).rejects.toThrow(/npm run db:repair/);
      await runTool(['repair', '--data-dir', dataDir]);
      const second = await buildPublicApp('seedmarker', { dataDir, env: { SEED_DEMO: 'on' } });
      expect(await second.server.clinics.count()).toBe(0);
      await second.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
