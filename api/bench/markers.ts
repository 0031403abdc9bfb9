/**
 * Times GET /clinics/markers for one category holding MARKERS_SIZE clinics
 * (default 10,000), one request at a time: `npx tsx bench/markers.ts`. The
 * first request reads the clinics; later ones are served from the repository's
 * per-category cache until a clinic is written.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import app from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_ACCOUNT_ID, demoClinic } from '../src/demo/demo-clinics';

const SIZE = Number(process.env.MARKERS_SIZE ?? 10_000);

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-markers-'));
  const server = Fastify({ pluginTimeout: 120_000 });
  await server.register(fp(app), { config: loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, MONGODB_URI: process.env.MONGODB_URI, MONGODB_DB: `markers_${process.pid}` }) });
  await server.ready();
  try {
    for (let start = 0; start < SIZE; start += 2000) {
      const batch = Array.from({ length: Math.min(2000, SIZE - start) }, (_, k) => {
        const { id, fields } = demoClinic(start + k, { lean: true });
        return { id, fields: { ...fields, categoryId: 1 } };
      });
      await server.clinics.insertMany(DEMO_ACCOUNT_ID, batch);
    }
    const url = '/clinics/markers?categoryId=1&zoom=18'; // past the clustering zooms: every clinic
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 25; i++) {
      const t = performance.now();
      const response = await server.inject(url);
      times.push(performance.now() - t);
      bytes = response.body.length;
      if (response.json().results.length !== SIZE) throw new Error(`expected ${SIZE} markers`);
    }
    const cold = times[0]; // the first request fills the per-category cache
    times.sort((a, b) => a - b);
    const raw: number[] = [];
    const projection = { _id: 1, 'detail.name': 1, 'search.lat': 1, 'search.lng': 1 };
    for (let i = 0; i < 25; i++) {
      const t = performance.now();
      await server.clinics.collection.find({ categoryId: 1 }, { projection, batchSize: 10_000 }).toArray();
      raw.push(performance.now() - t);
    }
    raw.sort((a, b) => a - b);
    console.log(`  of which the driver's find: median ${raw[12].toFixed(1)} ms`);
    console.log(`GET ${url}: ${SIZE} markers, ${(bytes / 1024).toFixed(0)} KB; first (uncached) ${cold.toFixed(1)} ms; median ${times[12].toFixed(1)} ms, best ${times[0].toFixed(1)} ms, worst ${times[24].toFixed(1)} ms`);
  } finally {
    if (process.env.MONGODB_URI) await server.mongo.db.dropDatabase();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
