/**
 * How much memory the API takes while it makes and sends the open data exports:
 *   EXPORT_DIR=/tmp/clinics-export EXPORT_SIZE=100000 npx tsx api/bench/export.ts
 * Seeds the folder with `npm run seed -- --clinics <EXPORT_SIZE>` when it holds
 * fewer clinics (kept for the next run), starts the embedded engine in this
 * process and the API as a process of its own on it (as against MongoDB, so the
 * API's memory is the API's alone), then downloads clinics.csv.gz and
 * clinics.ndjson.gz while reading the API's RSS from /proc every 50 ms. Prints,
 * per file: the time to make it, its size, the RSS before and at its peak, and
 * the growth; then the same for a second download, served as stored.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '@directpay/embedded-mongo';

const DIR = path.resolve(process.env.EXPORT_DIR ?? '/tmp/clinics-export');
const SIZE = Number(process.env.EXPORT_SIZE ?? 100_000);
const ROOT = path.resolve(__dirname, '../..');
const DB = 'directpay';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The resident set of a process, in bytes (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function clinicsIn(uri: string): Promise<number> {
  const client = await MongoClient.connect(uri);
  try {
    return await client.db(DB).collection('clinics').estimatedDocumentCount();
  } finally {
    await client.close();
  }
}

/** Downloads one file to nowhere, sampling the API's RSS until the last byte. */
async function measure(url: string, pid: number) {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  const started = Date.now();
  const response = await fetch(url);
  const firstByte = Date.now() - started;
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(pid));
  return { status: response.status, firstByteMs: firstByte, totalMs: Date.now() - started, bytes, before, peak };
}

async function main() {
  let engine = await startEmbeddedMongo({ dataDir: DIR });
  const have = await clinicsIn(engine.uri);
  if (have < SIZE) {
    // The folder has one owner at a time: the seed takes it, then the engine again.
    await engine.close();
    console.log(`seeding ${DIR} from ${have} to ${SIZE} clinics`);
    const seed = spawnSync('npm', ['run', 'seed', '--', '--clinics', String(SIZE)], { cwd: ROOT, env: { ...process.env, DATA_DIR: DIR }, stdio: 'inherit' });
    if (seed.status !== 0) throw new Error('the seed failed');
    engine = await startEmbeddedMongo({ dataDir: DIR });
  }
  // A run starts without the copies an earlier run made, so the first request makes them.
  const client = await MongoClient.connect(engine.uri);
  await client.db(DB).collection('open_data_exports').deleteMany({});
  await client.db(DB).collection('open_data.files').deleteMany({});
  await client.db(DB).collection('open_data.chunks').deleteMany({});
  await client.close();

  const port = await freePort();
  const api = spawn(process.execPath, [...(process.env.EXPORT_TRACE_GC ? ['--trace-gc'] : []), '--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', API_PORT: String(port), MONGODB_URI: engine.uri, MONGODB_DB: DB, SEED_DEMO: 'off', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 300_000;
    while (!(await fetch(`${base}/health/ready`).then((r) => r.ok, () => false))) {
      if (api.exitCode !== null || Date.now() > deadline) throw new Error('the API did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Settle: a profile and a search, as a running site would have served.
    await fetch(`${base}/clinics?categoryId=1&limit=50`).then((r) => r.arrayBuffer());
    await new Promise((resolve) => setTimeout(resolve, 3000));
    console.log(`${await clinicsIn(engine.uri)} clinics; API pid ${api.pid}, RSS at rest ${mb(rssOf(api.pid!))}`);
    // Arguments name the files to measure (both by default).
    const names = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['clinics.csv.gz', 'clinics.ndjson.gz'];
    for (const name of names) {
      for (const run of ['made', 'stored']) {
        const r = await measure(`${base}/open-data/${name}`, api.pid!);
        console.log(
          `${name.padEnd(18)} ${run.padEnd(6)} ${r.status} first byte ${(r.firstByteMs / 1000).toFixed(1)} s, all ${(r.totalMs / 1000).toFixed(1)} s, ` +
            `${mb(r.bytes)}; API RSS ${mb(r.before)} -> peak ${mb(r.peak)} (+${mb(r.peak - r.before)})`,
        );
      }
    }
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => (api.exitCode !== null ? resolve(null) : api.once('exit', resolve)));
    await engine.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
