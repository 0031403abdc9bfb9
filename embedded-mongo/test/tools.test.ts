import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { EJSON } from 'bson';
import { Binary, GridFSBucket, MongoClient, ObjectId, type Document } from 'mongodb';
import { startEmbeddedMongo } from '../src/index';
import { runTool } from '../src/tools/cli';
import { start, tempDirs } from './helpers';

// db:export, db:copy, db:backup and db:restore round-trip a data set shaped
// like the app's (clinics with indexes, users, GridFS images), read back
// through the official driver. The API's suite runs the same tools on the
// real demo data (api/test/database/db-tools.test.ts).

jest.setTimeout(30_000);

const newDir = tempDirs();

async function seed(client: MongoClient): Promise<void> {
  const db = client.db('directpay');
  await db.collection('clinics').createIndex({ slug: 1 }, { unique: true });
  await db.collection('clinics').createIndex({ categoryId: 1, latitude: 1, longitude: 1 }, { name: 'category_geo' });
  await db.collection('clinics').insertMany(
    Array.from({ length: 120 }, (_, i) => ({
      _id: new ObjectId(),
      slug: `clinic-${i}`,
      categoryId: i % 7,
      latitude: 40 + i / 100,
      longitude: -111 - i / 100,
      createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 28))),
      price: i % 3 === 0 ? null : i * 1.5,
      services: [{ name: 'Visit', price: 50 + i }],
    })),
  );
  await db.collection('users').insertOne({ email: 'owner@example.com', hash: new Binary(Buffer.from('secret-hash')) });
  const bucket = new GridFSBucket(db, { bucketName: 'images' });
  for (let i = 0; i < 3; i++) {
    const bytes = Buffer.alloc(270_000 + i, i + 1);
    await new Promise<void>((resolve, reject) => {
      Readable.from([bytes]).pipe(bucket.openUploadStream(`pic-${i}.jpg`, { metadata: { contentType: 'image/jpeg' } })).on('finish', () => resolve()).on('error', reject);
    });
  }
}

// Documents as canonical extended JSON: exact types and bytes, and quick to compare.
type Dump = Record<string, { docs: string[]; indexes: string[] }>;

async function dump(client: MongoClient): Promise<Dump> {
  const out: Dump = {};
  const db = client.db('directpay');
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    out[name] = {
      docs: (await db.collection(name).find({}, { sort: { _id: 1 } }).toArray()).map((d) => EJSON.stringify(d, { relaxed: false })),
      indexes: (await db.collection(name).indexes()).map((i) => String(i.name)).sort(),
    };
  }
  return out;
}

const counts = (d: Dump): Record<string, number> => Object.fromEntries(Object.entries(d).map(([k, v]) => [k, v.docs.length]));

let source: string;
let original: Dump;
beforeAll(async () => {
  source = newDir();
  const h = await start(source);
  await seed(h.client);
  original = await dump(h.client);
  await h.stop();
  expect(counts(original)).toEqual({ clinics: 120, users: 1, 'images.files': 3, 'images.chunks': 6 });
});

test('db:export writes canonical extended JSON, one document a line; imported back, every document is equal', async () => {
  const out = path.join(newDir(), 'export');
  const lines = await runTool(['export', '--data-dir', source, '--out', out]);
  expect(lines).toContain(`directpay.images.chunks: 6 documents -> ${path.join(out, 'directpay', 'images.chunks.json')}`);
  const first = fs.readFileSync(path.join(out, 'directpay', 'clinics.json'), 'utf8').split('\n')[0];
  expect(first).toMatch(/^\{"_id":\{"\$oid":"[0-9a-f]{24}"\}/);
  expect(first).toContain('"createdAt":{"$date":{"$numberLong":"');

  // What mongoimport does: parse each line as canonical EJSON and insert it.
  const target = await start(newDir());
  for (const name of Object.keys(original)) {
    const docs = fs
      .readFileSync(path.join(out, 'directpay', `${name}.json`), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => EJSON.parse(l, { relaxed: false }) as Document);
    await target.client.db('directpay').collection(name).insertMany(docs);
    const indexes = EJSON.parse(fs.readFileSync(path.join(out, 'directpay', `${name}.indexes.json`), 'utf8')) as Array<{ name: string }>;
    expect(indexes.map((i) => i.name).sort()).toEqual(original[name].indexes);
  }
  const back = await dump(target.client);
  for (const name of Object.keys(original)) expect(back[name].docs).toEqual(original[name].docs);
  await target.stop();
});

test('db:copy copies every collection and index into another server through its mongodb:// URI and checks the counts', async () => {
  const second = await startEmbeddedMongo({ dataDir: newDir(), port: 0 });
  expect(second.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\//);
  const lines = await runTool(['copy', '--data-dir', source, '--to', second.uri]);
  expect(lines).toContain('directpay.clinics: 120 documents, 3 indexes - counts match');
  const client = await MongoClient.connect(second.uri);
  const copied = await dump(client);
  expect(counts(copied)).toEqual(counts(original));
  for (const name of Object.keys(original)) {
    expect(copied[name].indexes).toEqual(original[name].indexes);
    expect(copied[name].docs).toEqual(original[name].docs);
  }
  // A second copy into the same, now full, database is refused and changes nothing.
  await expect(runTool(['copy', '--data-dir', source, '--to', second.uri])).rejects.toThrow(/already holds documents.*nothing was copied/);
  expect(await client.db('directpay').collection('clinics').countDocuments()).toBe(120);
  await client.close();
  await second.close();
});

test('db:backup copies a running database consistently; db:restore brings it back', async () => {
  // The "app": the engine runs with the folder open (listening on its socket).
  const running = await startEmbeddedMongo({ dataDir: source });
  const app = await MongoClient.connect(running.uri);
  const out = path.join(newDir(), 'backup');
  // Writes keep coming while the backup is taken.
  let writing = true;
  const writes = (async () => {
    for (let i = 0; writing; i++) {
      await app.db('directpay').collection('events').insertOne({ i });
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const lines = await runTool(['backup', '--data-dir', source, '--out', out]);
  writing = false;
  await writes;
  expect(lines[0]).toMatch(new RegExp(`^backed up \\d+ documents in \\d+ collections \\(\\d+ bytes, from the running app\\) to ${out}$`));
  expect(fs.readdirSync(out).sort()).toEqual(['backup.json', 'snapshot.db']);
  expect(fs.readdirSync(path.join(source, 'backups'))).toEqual([]);
  const manifest = JSON.parse(fs.readFileSync(path.join(out, 'backup.json'), 'utf8')) as { collections: Array<{ c: string; count: number }> };
  const eventsInBackup = manifest.collections.find((c) => c.c === 'events')?.count ?? 0;
  await app.db('directpay').collection('events').drop();
  await app.close();
  await running.close();

  // Restore into a new folder, and over the live folder (whose data is kept aside).
  for (const target of [path.join(newDir(), 'restored'), source]) {
    const result = await runTool(['restore', '--from', out, '--data-dir', target]);
    expect(result[0]).toMatch(new RegExp(`^restored ${out} \\(\\d+ documents, backed up .*\\) into ${target}$`));
    const h = await start(target);
    const back = await dump(h.client);
    expect(back.events?.docs.length ?? 0).toBe(eventsInBackup);
    delete back.events;
    expect(counts(back)).toEqual(counts(original));
    for (const name of Object.keys(original)) expect(back[name]).toEqual(original[name]);
    await h.stop();
  }
  expect(fs.readdirSync(source).some((f) => f.startsWith('before-restore-'))).toBe(true);
});

test('db:restore refuses while the app has the folder open, and a damaged backup', async () => {
  const out = path.join(newDir(), 'backup');
  await runTool(['backup', '--data-dir', source, '--out', out]);
  const running = await startEmbeddedMongo({ dataDir: source });
  await expect(runTool(['restore', '--from', out, '--data-dir', source])).rejects.toThrow(`${source} is in use by process ${process.pid}: stop the app before restoring into it`);
  await running.close();
  const bytes = fs.readFileSync(path.join(out, 'snapshot.db'));
  bytes[Math.floor(bytes.length / 2)] ^= 1;
  fs.writeFileSync(path.join(out, 'snapshot.db'), bytes);
  await expect(runTool(['restore', '--from', out, '--data-dir', newDir()])).rejects.toThrow(/snapshot\.db is damaged at byte \d+ .*this backup cannot be used/);
});
