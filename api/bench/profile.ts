/**
 * Profiles the server side of the bench's GET /clinics load (and optionally
 * other URLs) with the V8 inspector, so seeding does not drown the picture.
 * Keeps its data folder, so a size is seeded once:
 *   PROFILE_DIR=/tmp/clinics-10k PROFILE_SIZE=10000 npx tsx bench/profile.ts
 * Writes <PROFILE_DIR>.cpuprofile (open in Chrome DevTools).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { SEARCH_CATEGORY_IDS } from '@directpay/contracts';
import app from '../src/app';
import { loadConfig } from '../src/config';
import { CITIES } from '../src/demo/cities';
import { seedDemo } from '../src/demo/seed-demo';
import { load } from './load';

const DIR = process.env.PROFILE_DIR ?? '/tmp/clinics-profile';
const SIZE = Number(process.env.PROFILE_SIZE ?? 10_000);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 5);

async function main() {
  const server = Fastify({ pluginTimeout: 120_000 });
  await server.register(fp(app), { config: loadConfig({ NODE_ENV: 'development', DATA_DIR: DIR, SEED_DEMO: 'off' }) });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  const have = await server.clinics.count();
  if (have < SIZE) await seedDemo({ clinics: server.clinics, images: server.images }, { clinics: SIZE, from: have, images: false, lean: true });
  const urls = process.env.PROFILE_URLS
    ? process.env.PROFILE_URLS.split(' ').map((u) => base + u)
    : CITIES.map(([, , lat, lng], c) => {
        const bbox = [lng - 0.25, lat - 0.18, lng + 0.25, lat + 0.18].map((n) => n.toFixed(4)).join(',');
        return `${base}/clinics?categoryId=${SEARCH_CATEGORY_IDS[c % SEARCH_CATEGORY_IDS.length]}&bbox=${bbox}&limit=50`;
      });
  // The map's cluster indexes, as the search page builds them (a viewport's total is counted from them).
  const markers = CITIES.map(([, , lat, lng], c) => `${base}/clinics/markers?categoryId=${SEARCH_CATEGORY_IDS[c % SEARCH_CATEGORY_IDS.length]}&bbox=${lng - 1},${lat - 1},${lng + 1},${lat + 1}&zoom=9`);
  for (const url of markers) await (await fetch(url)).arrayBuffer();
  await load(urls, 1, 16);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const result = await load(urls, SECONDS, 16);
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(`${DIR}.cpuprofile`, JSON.stringify(profile));
  console.log(`${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms; profile in ${DIR}.cpuprofile`);
  await server.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
