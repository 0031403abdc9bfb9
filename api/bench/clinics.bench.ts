/**
 * `npm run bench:api`: GET /clinics (category + map viewport, limit 50)
 * throughput at 10,000 and 100,000 clinics, as a ratio to a bare Fastify JSON
 * route measured in the same run on the same machine. Also times page 1
 * against page 50 (or the last page of smaller sets) of a keyset-paginated listing.
 *
 * Env: BENCH_SECONDS (default 8), BENCH_CONCURRENCY (default 16),
 * BENCH_SIZES (default 10000,100000), MONGODB_URI (else a temp embedded engine).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { SEARCH_CATEGORY_IDS } from '@directpay/contracts';
import app from '../src/app';
import { loadConfig } from '../src/config';
import { CITIES } from '../src/demo/cities';
import { seedDemo } from '../src/demo/seed-demo';
import { load, type LoadResult } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);

/** A city-sized viewport (about 40 x 40 km) per city, rotating over categories. */
function viewportQueries(): string[] {
  return CITIES.flatMap(([, , lat, lng], c) => {
    const categoryId = SEARCH_CATEGORY_IDS[c % SEARCH_CATEGORY_IDS.length];
    const bbox = [lng - 0.25, lat - 0.18, lng + 0.25, lat + 0.18].map((n) => n.toFixed(4)).join(',');
    return [`/clinics?categoryId=${categoryId}&bbox=${bbox}&limit=50`];
  });
}

async function timePage(base: string, pageNumber: number, runs = 15): Promise<number> {
  let url = `${base}/clinics?categoryId=1&limit=50`;
  for (let p = 1; p < pageNumber; p++) {
    const body = (await (await fetch(url)).json()) as { nextCursor: string | null };
    if (!body.nextCursor) throw new Error(`only ${p} pages`);
    url = `${base}/clinics?categoryId=1&limit=50&cursor=${encodeURIComponent(body.nextCursor)}`;
  }
  const started = performance.now();
  for (let r = 0; r < runs; r++) await (await fetch(url)).arrayBuffer();
  return (performance.now() - started) / runs;
}

const fmt = (r: LoadResult) => `${r.perSecond.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errors ${r.errors}`;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const bare = Fastify();
  bare.get('/bare', { schema: { response: { 200: { type: 'object', properties: { hello: { type: 'string' } } } } } }, async () => ({ hello: 'world' }));
  const bareUrl = `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bare`;

  const server = Fastify();
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, MONGODB_URI: process.env.MONGODB_URI, MONGODB_DB: `bench_${process.pid}` });
  await server.register(fp(app), { config });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  const queries = viewportQueries().map((q) => base + q);
  const lines: string[] = [`GET /clinics, category + bbox, limit 50; ${CONCURRENCY} connections, ${SECONDS} s per run, ${os.cpus().length} cores, ${process.env.MONGODB_URI ? 'MongoDB' : 'embedded engine'}`];
  try {
    let seeded = 0;
    for (const size of SIZES) {
      process.stdout.write(`seeding ${size} clinics...\n`);
      await seedDemo({ clinics: server.clinics, images: server.images }, { clinics: size, from: seeded, images: false, lean: true });
      seeded = size;
      await load(queries, 1, CONCURRENCY); // warm-up
      const bareRun = await load([bareUrl], SECONDS, CONCURRENCY);
      const clinicsRun = await load(queries, SECONDS, CONCURRENCY);
      const sample = (await (await fetch(queries[0])).json()) as { total: number; results: unknown[] };
      const deep = Math.max(2, Math.min(50, Math.floor(size / SEARCH_CATEGORY_IDS.length / 50)));
      const [page1, pageDeep] = [await timePage(base, 1), await timePage(base, deep)];
      lines.push(
        `\n${size.toLocaleString('en-US')} clinics (a viewport holds about ${sample.total}, page of ${sample.results.length})`,
        `  bare JSON route  ${fmt(bareRun)}`,
        `  GET /clinics     ${fmt(clinicsRun)}`,
        `  ratio to bare    ${(clinicsRun.perSecond / bareRun.perSecond).toFixed(3)} (${((clinicsRun.perSecond / bareRun.perSecond) * 100).toFixed(1)} %)`,
        `  keyset paging    page 1 ${page1.toFixed(1)} ms, page ${deep} ${pageDeep.toFixed(1)} ms (category 1, no bbox, one request at a time)`,
      );
    }
  } finally {
    if (process.env.MONGODB_URI) await server.mongo.db.dropDatabase();
    await server.close();
    await bare.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
