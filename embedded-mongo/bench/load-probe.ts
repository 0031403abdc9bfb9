/**
 * How long loading a data folder takes (what the API's start-up waits for),
 * and the memory the loaded engine holds:
 *   npx tsx embedded-mongo/bench/load-probe.ts <data-dir>
 * Stop the API first: one process at a time owns a data folder.
 */
import { Engine } from '../src/storage/engine';
import { Persistence } from '../src/storage/persistence';

async function main() {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: load-probe.ts <data-dir>');
  const engine = new Engine();
  const started = performance.now();
  const persistence = await Persistence.open(dir, engine, 64 * 1024 * 1024);
  const seconds = (performance.now() - started) / 1000;
  const documents = [...engine.dbs.values()].reduce((n, colls) => n + [...colls.values()].reduce((m, c) => m + c.docs.size, 0), 0);
  const { rss, heapUsed } = process.memoryUsage();
  console.log(`loaded ${documents} documents in ${seconds.toFixed(1)} s; rss ${(rss / 1e6).toFixed(0)} MB, heap ${(heapUsed / 1e6).toFixed(0)} MB`);
  await persistence.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
