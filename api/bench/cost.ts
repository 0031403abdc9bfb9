/**
 * CPU per request (from /proc, so other processes' load does not count) for
 * the bench's requests against a kept data folder: the main thread's (the API
 * and the driver) and the whole process's but the load generator's (the
 * embedded engine's thread, the garbage collector's and libuv's included):
 *   COST_DIR=/tmp/clinics-100k COST_SIZE=100000 npx tsx bench/cost.ts
 * COST_SETS=search,near picks sets; COST_LIMIT=3 sets the page size (50); COST_PROFILE=/tmp/p writes a CPU profile
 * of each set's measured seconds.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { SEARCH_CATEGORY_IDS } from '@directpay/contracts';
import app from '../src/app';
import { loadConfig } from '../src/config';
import { CITIES } from '../src/demo/cities';
import { seedDemo } from '../src/demo/seed-demo';
import { load } from './load';

const DIR = process.env.COST_DIR ?? '/tmp/clinics-cost';
const SIZE = Number(process.env.COST_SIZE ?? 1000);
const SECONDS = Number(process.env.COST_SECONDS ?? 4);
const LIMIT = Number(process.env.COST_LIMIT ?? 50);

/** utime + stime, in ms, of the main thread or of the whole process. */
function cpuMs(of: 'main' | 'process'): number {
  const fields = readFileSync(of === 'main' ? `/proc/self/task/${process.pid}/stat` : '/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * COST_PROFILE=/tmp/prefix: a CPU profile of the measured seconds only (not
 * the load or warm-up), written to /tmp/prefix-<set>.cpuprofile for Chrome's
 * DevTools or any .cpuprofile reader.
 */
async function startProfile(): Promise<(file: string) => Promise<void>> {
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) => session.post(method, (err, result) => (err ? reject(err) : resolve(result))));
  await post('Profiler.enable');
  await post('Profiler.start');
  return async (file) => {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

async function main() {
  const bare = Fastify();
  bare.get('/bare', { schema: { response: { 200: { type: 'object', properties: { hello: { type: 'string' } } } } } }, async () => ({ hello: 'world' }));
  const bareUrl = `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bare`;
  const server = Fastify({ pluginTimeout: 600_000 });
  await server.register(fp(app), { config: loadConfig({ NODE_ENV: 'development', DATA_DIR: DIR, SEED_DEMO: 'off' }) });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  const have = await server.clinics.count();
  if (have < SIZE) await seedDemo({ clinics: server.clinics, images: server.images }, { clinics: SIZE, from: have, images: false, lean: true });
  await server.mongo.idle();
  const cat = (c: number) => SEARCH_CATEGORY_IDS[c % SEARCH_CATEGORY_IDS.length];
  const sets: Record<string, string[]> = {
    // First: the map's cluster indexes, as the search page builds them.
    markers: CITIES.map(([, , lat, lng], c) => `${base}/clinics/markers?categoryId=${cat(c)}&bbox=${lng - 1},${lat - 1},${lng + 1},${lat + 1}&zoom=9`),
    bare: [bareUrl],
    categories: [`${base}/categories`],
    search: CITIES.map(([, , lat, lng], c) => {
      const bbox = [lng - 0.25, lat - 0.18, lng + 0.25, lat + 0.18].map((n) => n.toFixed(4)).join(',');
      return `${base}/clinics?categoryId=${cat(c)}&bbox=${bbox}&limit=${LIMIT}`;
    }),
    near: CITIES.map(([, , lat, lng], c) => `${base}/clinics?categoryId=${cat(c)}&near=${lat},${lng}&sort=distance&limit=${LIMIT}`),
  };
  for (const url of sets.markers) await (await fetch(url)).arrayBuffer();
  const only = process.env.COST_SETS?.split(',');
  for (const [name, urls] of Object.entries(sets)) {
    if (only && !only.includes(name)) continue;
    await load(urls, 1, 16);
    const profiling = process.env.COST_PROFILE ? await startProfile() : undefined;
    const [main, all] = [cpuMs('main'), cpuMs('process')];
    const r = await load(urls, SECONDS, 16);
    const perRequest = (ms: number) => (ms / r.requests).toFixed(3);
    const [mainMs, serverMs] = [cpuMs('main') - main, cpuMs('process') - all - r.clientCpuMs];
    if (profiling) await profiling(`${process.env.COST_PROFILE}-${name}.cpuprofile`);
    console.log(`${name.padEnd(11)} ${r.perSecond.toFixed(0).padStart(6)} req/s  main thread ${perRequest(mainMs)} ms/request  process ${perRequest(serverMs)} ms/request  errors ${r.errors}`);
  }
  await server.close();
  await bare.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
