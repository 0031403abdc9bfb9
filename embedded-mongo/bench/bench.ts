// Scale check from the issue: 100k documents of ~2KB, then indexed
// category + bounding-box queries. Run: npx tsx embedded-mongo/bench/bench.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src/index';

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-bench-'));
  const mongo = await startEmbeddedMongo({ dataDir: dir });
  const client = await MongoClient.connect(mongo.uri);
  const c = client.db('bench').collection('clinics');
  const N = 100_000;
  const pad = 'x'.repeat(1900);
  let t = Date.now();
  for (let start = 0; start < N; start += 5000) {
    await c.insertMany(
      Array.from({ length: 5000 }, (_, j) => {
        const i = start + j;
        return { slug: `c-${i}`, categoryId: i % 25, latitude: 25 + Math.random() * 24, longitude: -124 + Math.random() * 57, description: pad };
      }),
    );
  }
  console.log(`insert ${N} x ~2KB: ${Date.now() - t} ms`);
  t = Date.now();
  await c.createIndex({ categoryId: 1, latitude: 1 });
  await c.createIndex({ slug: 1 }, { unique: true });
  console.log(`create 2 indexes: ${Date.now() - t} ms`);
  t = Date.now();
  let found = 0;
  for (let q = 0; q < 1000; q++) {
    const lat = 25 + Math.random() * 22;
    const lng = -124 + Math.random() * 50;
    const docs = await c
      .find({ categoryId: q % 25, latitude: { $gte: lat, $lte: lat + 1 }, longitude: { $gte: lng, $lte: lng + 2 } }, { projection: { description: 0 } })
      .limit(50)
      .toArray();
    found += docs.length;
  }
  console.log(`1000 bbox queries: ${Date.now() - t} ms (${found} docs)`);
  t = Date.now();
  for (let q = 0; q < 1000; q++) await c.findOne({ slug: `c-${(q * 7919) % N}` });
  console.log(`1000 unique lookups: ${Date.now() - t} ms`);
  console.log(`rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
  await client.close();
  t = Date.now();
  await mongo.close();
  const again = await startEmbeddedMongo({ dataDir: dir });
  console.log(`restart (replay): ${Date.now() - t} ms; data dir ${Math.round(fs.readdirSync(dir).reduce((s, f) => s + fs.statSync(path.join(dir, f)).size, 0) / 1e6)} MB`);
  await again.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

void main();
