/**
 * `npm run bench:api [-- --with-million]`: at 1,000, 100,000 (and 1,000,000)
 * clinics, in one run on one machine, the throughput of
 * - a bare Fastify JSON route (the yardstick),
 * - GET /clinics: category + a city-sized viewport, limit 50 (ratio to bare),
 *   and the same with a 3-card page (what 1,000 clinics fill at both sizes),
 * - near-me: GET /clinics with near= a city centre (sorted by distance), limit 50,
 * - GET /clinics/markers: city, region and country views at several zooms,
 * and the largest markers answer over zooms 3 to 17 at every demo city.
 *
 * Search, its 3-card page and near-me are the median of BENCH_RUNS runs (default 3), in turn.
 * Env: BENCH_SECONDS (default 8), BENCH_CONCURRENCY (default 16),
 * BENCH_SIZES (default 1000,100000; --with-million adds 1000000),
 * MONGODB_URI (else a temp embedded engine), BENCH_DATA_DIR (an embedded data
 * folder to keep, e.g. one `npm run seed` filled: sizes below what it holds are
 * skipped, and only the missing clinics are seeded), BENCH_DATA_DIRS
 * (`1000=/tmp/a,100000=/tmp/b,1000000=/tmp/c`: a seeded folder per size, each
 * opened by a fresh API, whose start-up time and memory are printed).
 * Seeding and opening a data folder are followed by the engine's compaction;
 * each size is measured only once the engine is idle (server.mongo.idle()).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SEARCH_CATEGORY_IDS } from '@directpay/contracts';
import app from '../src/app';
import { loadConfig } from '../src/config';
import { CITIES } from '../src/demo/cities';
import { seedDemo } from '../src/demo/seed-demo';
import { load, type LoadResult } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
if (process.argv.includes('--with-million') && !SIZES.includes(1_000_000)) SIZES.push(1_000_000);

const categoryOf = (c: number) => SEARCH_CATEGORY_IDS[c % SEARCH_CATEGORY_IDS.length];

/** A city-sized viewport (about 40 x 40 km) per city, rotating over categories. */
function searchQueries(limit = 50): string[] {
  return CITIES.map(([, , lat, lng], c) => {
    const bbox = [lng - 0.25, lat - 0.18, lng + 0.25, lat + 0.18].map((n) => n.toFixed(4)).join(',');
    return `/clinics?categoryId=${categoryOf(c)}&bbox=${bbox}&limit=${limit}`;
  });
}

/**
 * The same viewports with a page no larger than what 1,000 clinics fill (a
 * city viewport then holds about 3 of the category): the 100,000 figure then
 * differs from the 1,000 one by the data set alone, not by answering 50 cards
 * instead of 3.
 */
const SAME_PAGE = 3;

/** Near-me from each city centre, nearest first. */
function nearQueries(): string[] {
  return CITIES.map(([, , lat, lng], c) => `/clinics?categoryId=${categoryOf(c)}&near=${lat},${lng}&sort=distance&limit=50`);
}

/** What a 1280 x 750 px desktop map at `zoom` centred on (lat, lng) asks for, padded by a quarter each side as the page does. */
function markersQuery(categoryId: number, lat: number, lng: number, zoom: number): string {
  const lngSpan = ((1280 * 1.5 * 360) / (256 * 2 ** zoom));
  const latSpan = Math.min(170, ((750 * 1.5 * 360) / (256 * 2 ** zoom)) * Math.cos((lat * Math.PI) / 180));
  const clamp = (n: number, m: number) => Math.max(-m, Math.min(m, n));
  const bbox = [clamp(lng - lngSpan / 2, 180), clamp(lat - latSpan / 2, 85), clamp(lng + lngSpan / 2, 180), clamp(lat + latSpan / 2, 85)];
  return `/clinics/markers?categoryId=${categoryId}&service=All%20services&bbox=${bbox.map((n) => n.toFixed(4)).join(',')}&zoom=${zoom}`;
}

const markersLoadQueries = () => CITIES.flatMap(([, , lat, lng], c) => [11, 8, 4].map((z) => markersQuery(categoryOf(c), lat, lng, z)));
const markersSizeQueries = () => CITIES.flatMap(([, , lat, lng], c) => [3, 5, 7, 9, 11, 13, 15, 17].map((z) => markersQuery(categoryOf(c), lat, lng, z)));

/**
 * Runs of the same load on this machine differ by up to a quarter (other
 * tenants, the garbage collector): search, its 3-card page and near-me are
 * each run BENCH_RUNS times (default 3), in turn, and their median run is the
 * figure.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (runs: LoadResult[]): LoadResult => [...runs].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(runs.length / 2)];
const runsOf = (runs: LoadResult[]) => runs.map((r) => r.perSecond.toFixed(0)).join(', ');

const rate = (r: LoadResult) => `${r.perSecond.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  errors ${r.errors}`;

interface SizeFigures {
  size: number;
  bare: LoadResult;
  search: LoadResult;
  searchSamePage: LoadResult;
  near: LoadResult;
  markers: LoadResult;
  largestKB: number;
  largestItems: number;
}

async function largestMarkers(base: string): Promise<{ kb: number; items: number }> {
  let kb = 0;
  let items = 0;
  for (const q of markersSizeQueries()) {
    const body = await (await fetch(base + q)).text();
    const json = JSON.parse(body) as { results: unknown[]; clusters: unknown[] };
    kb = Math.max(kb, Buffer.byteLength(body) / 1024);
    items = Math.max(items, json.results.length + json.clusters.length);
  }
  return { kb, items };
}

/** BENCH_DATA_DIRS=1000=/tmp/a,100000=/tmp/b,1000000=/tmp/c: a seeded folder per size (each opened by its own API). */
function dirsBySize(): Map<number, string> {
  const out = new Map<number, string>();
  for (const part of (process.env.BENCH_DATA_DIRS ?? '').split(',').filter(Boolean)) {
    const [size, dir] = part.split('=');
    out.set(Number(size), dir);
  }
  return out;
}

interface OpenApi {
  server: FastifyInstance;
  base: string;
  dataDir: string;
  kept: boolean;
  /** Seconds from registering the app (the engine loading its data folder) to listening. */
  startup: number;
}

async function openApi(dataDir: string | undefined): Promise<OpenApi> {
  const kept = dataDir !== undefined;
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const server = Fastify({ pluginTimeout: 600_000 });
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dir,
    MONGODB_URI: process.env.MONGODB_URI,
    MONGODB_DB: kept ? (process.env.MONGODB_DB ?? 'directpay') : `bench_${process.pid}`,
    SEED_DEMO: 'off',
  });
  const startedAt = Date.now();
  await server.register(fp(app), { config });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  const startup = (Date.now() - startedAt) / 1000;
  // Nothing is measured while the engine still compacts or flushes its journal (it shares the thread).
  await server.mongo.idle();
  return { server, base, dataDir: dir, kept, startup };
}

async function closeApi(api: OpenApi): Promise<void> {
  if (process.env.MONGODB_URI && !api.kept) await api.server.mongo.db.dropDatabase();
  await api.server.close();
  if (!api.kept) rmSync(api.dataDir, { recursive: true, force: true });
}

async function main() {
  const perSize = dirsBySize();
  const bare = Fastify();
  bare.get('/bare', { schema: { response: { 200: { type: 'object', properties: { hello: { type: 'string' } } } } } }, async () => ({ hello: 'world' }));
  const bareUrl = `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bare`;
  const figures: SizeFigures[] = [];
  const startups: string[] = [];
  const header = `${CONCURRENCY} connections, ${SECONDS} s per run, ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)} at start), ${process.env.MONGODB_URI ? 'MongoDB' : 'embedded engine'}`;
  let api: OpenApi | undefined;
  let seeded = 0;
  try {
    for (const size of SIZES) {
      const own = perSize.get(size);
      if (!api || own) {
        if (api) await closeApi(api);
        api = await openApi(own ?? process.env.BENCH_DATA_DIR);
        seeded = api.kept ? await api.server.clinics.collection.countDocuments({ demo: true }) : 0;
        const line = `API start-up for ${size.toLocaleString('en-US')} clinics (loading ${seeded.toLocaleString('en-US')} from the data folder) ${api.startup.toFixed(1)} s, RSS ${(process.memoryUsage().rss / 1e9).toFixed(2)} GB`;
        startups.push(line);
        process.stdout.write(`${line}\n`);
      }
      const { server, base } = api;
      if (size < seeded) {
        process.stdout.write(`skipping ${size} clinics: ${api.dataDir} holds ${seeded}\n`);
        continue;
      }
      const [search, searchSamePage, near, markers] = [searchQueries(), searchQueries(SAME_PAGE), nearQueries(), markersLoadQueries()].map((qs) => qs.map((q) => base + q));
      if (size > seeded) {
        const started = Date.now();
        process.stdout.write(`seeding ${size} clinics...\n`);
        await seedDemo({ clinics: server.clinics, images: server.images }, { clinics: size, from: seeded, images: false, lean: true });
        seeded = size;
        const idleFrom = Date.now();
        await server.mongo.idle();
        process.stdout.write(`  seeded in ${((idleFrom - started) / 1000).toFixed(0)} s, engine idle ${((Date.now() - idleFrom) / 1000).toFixed(0)} s later\n`);
      }
      process.stdout.write('  warming up\n');
      // Warm-up: code paths, and every category's cluster index.
      const warm = Date.now();
      await load([...search, ...near, ...markers], 2, CONCURRENCY);
      process.stdout.write(`  warm-up (cluster indexes built) ${((Date.now() - warm) / 1000).toFixed(0)} s\n`);
      const largest = await largestMarkers(base);
      const bareRun = await load([bareUrl], SECONDS, CONCURRENCY);
      // Search, its 3-card page and near-me, RUNS times in turn: each figure is its median run.
      const [searchRuns, samePageRuns, nearRuns]: LoadResult[][] = [[], [], []];
      for (let run = 0; run < RUNS; run++) {
        searchRuns.push(await load(search, SECONDS, CONCURRENCY));
        samePageRuns.push(await load(searchSamePage, SECONDS, CONCURRENCY));
        nearRuns.push(await load(near, SECONDS, CONCURRENCY));
      }
      const [searchRun, samePageRun, nearRun] = [searchRuns, samePageRuns, nearRuns].map(median);
      const markersRun = await load(markers, SECONDS, CONCURRENCY);
      figures.push({ size, bare: bareRun, search: searchRun, searchSamePage: samePageRun, near: nearRun, markers: markersRun, largestKB: largest.kb, largestItems: largest.items });
      const f = figures[figures.length - 1];
      console.log(
        [
          `\n${size.toLocaleString('en-US')} clinics`,
          `  bare JSON route   ${rate(f.bare)}`,
          `  search (viewport) ${rate(f.search)}  ratio to bare ${(f.search.perSecond / f.bare.perSecond).toFixed(3)}  (runs ${runsOf(searchRuns)})`,
          `  search, ${SAME_PAGE} cards ${rate(f.searchSamePage)}  (runs ${runsOf(samePageRuns)})`,
          `  near-me           ${rate(f.near)}  ratio to search ${(f.near.perSecond / f.search.perSecond).toFixed(2)}  (runs ${runsOf(nearRuns)})`,
          `  markers           ${rate(f.markers)}`,
          `  largest markers response ${f.largestKB.toFixed(1)} KB (${f.largestItems} clusters + clinics at most)`,
          `  RSS ${(process.memoryUsage().rss / 1e9).toFixed(2)} GB`,
        ].join('\n'),
      );
    }
  } finally {
    if (api) await closeApi(api);
    await bare.close();
  }
  const bySize = new Map(figures.map((f) => [f.size, f]));
  const lines = [`\n${header}`, ...startups, '| clinics | search req/s | ratio to bare | near-me req/s | markers req/s | largest markers KB |', '|---|---|---|---|---|---|'];
  for (const f of figures) {
    lines.push(`| ${f.size.toLocaleString('en-US')} | ${f.search.perSecond.toFixed(0)} | ${(f.search.perSecond / f.bare.perSecond).toFixed(3)} | ${f.near.perSecond.toFixed(0)} | ${f.markers.perSecond.toFixed(0)} | ${f.largestKB.toFixed(1)} |`);
  }
  const [small, large] = [bySize.get(1000), bySize.get(100_000)];
  if (small && large) {
    lines.push(`search throughput at 100,000 vs 1,000 clinics: ${(large.search.perSecond / small.search.perSecond).toFixed(2)}`);
    lines.push(`  the same with a ${SAME_PAGE}-card page at both sizes: ${(large.searchSamePage.perSecond / small.searchSamePage.perSecond).toFixed(2)}`);
    lines.push(`near-me vs search at 100,000 clinics: ${(large.near.perSecond / large.search.perSecond).toFixed(2)}`);
  }
  if (large) lines.push(`largest markers response at 100,000 clinics: ${large.largestKB.toFixed(1)} KB`);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
