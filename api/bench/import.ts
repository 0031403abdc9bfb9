/**
 * Times the location import of a 2,000-row CSV of our template against the
 * embedded engine (or MONGODB_URI): the dry run, the first apply (every
 * location new), the same file again (nothing changes) and a file with every
 * price changed (every location updated). Two shapes of 2,000 rows: 400
 * locations of 5 services, and 2,000 locations of one service. Each request is
 * timed from the upload to the answer, one at a time.
 * Run: `npx tsx api/bench/import.ts [--rows 2000]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMPORT_COLUMNS } from '@directpay/contracts';
import app from '../src/app';
import { loadConfig } from '../src/config';

const at = process.argv.indexOf('--rows');
const ROWS = at > 0 ? Number(process.argv[at + 1]) : 2000;
const ZIPS = [['84601', 'Provo', 'UT'], ['84101', 'Salt Lake City', 'UT'], ['84057', 'Orem', 'UT'], ['78701', 'Austin', 'TX'], ['80202', 'Denver', 'CO'], ['85004', 'Phoenix', 'AZ']] as const;
const SERVICES = ['Exam, x-ray & cleaning', 'Exam, x-ray & cleaning(new patient)', 'Single annual membership', 'Dual annual membership', 'Family annual membership'];

function csv(locations: number, perLocation: number, priceOffset = 0): string {
  const lines = [IMPORT_COLUMNS.map((c) => c.name).join(',')];
  for (let l = 0; l < locations; l++) {
    const [zip, city, state] = ZIPS[l % ZIPS.length];
    for (let s = 0; s < perLocation; s++) {
      const first = s === 0;
      const location = first ? `Bench Dental ${l},Dental,https://bench${l}.example.com,(801) 555-${String(l % 10000).padStart(4, '0')},,${l} Main St,,${city},${state},${zip},,` : ',,,,,,,,,,,';
      const service = SERVICES[s % SERVICES.length];
      lines.push(`loc-${l},${location},"${service}",${100 + s + priceOffset},,,,,`);
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

function multipart(text: string) {
  const boundary = '----importbench';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(text),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function signIn(server: FastifyInstance, email: string): Promise<Record<string, string>> {
  const dev = await server.inject({ method: 'POST', url: '/auth/dev/token', payload: { email } });
  const login = await server.inject({ method: 'POST', url: '/google_auth', payload: { token: dev.json().token } });
  return { authorization: `Bearer ${login.json().token}` };
}

async function timed(server: FastifyInstance, auth: Record<string, string>, url: string, text: string, expect: Record<string, number>): Promise<number> {
  const body = multipart(text);
  const start = performance.now();
  const response = await server.inject({ method: 'POST', url, headers: { ...auth, ...body.headers }, payload: body.payload });
  const ms = performance.now() - start;
  const answer = response.json();
  if (response.statusCode !== 200 || answer.errors.length > 0) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  for (const [key, value] of Object.entries(expect)) if (answer[key] !== value) throw new Error(`${url}: ${key} ${answer[key]}, expected ${value}`);
  return ms;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-import-bench-'));
  const server = Fastify({ pluginTimeout: 120_000 });
  await server.register(fp(app), {
    config: loadConfig({ NODE_ENV: 'development', DEV_IDP: 'on', LOG_LEVEL: 'warn', DATA_DIR: dataDir, MONGODB_URI: process.env.MONGODB_URI, MONGODB_DB: `import_bench_${process.pid}` }),
    // The product's caps on new locations would refuse these files: the timings are of the import's work, not its caps.
    importCaps: { perImport: Number.MAX_SAFE_INTEGER, perDay: Number.MAX_SAFE_INTEGER },
  });
  await server.ready();
  try {
    // The places index loads on its first use (a few seconds): once, before the timings.
    const warm = await signIn(server, 'bench-warm@example.com');
    await timed(server, warm, '/account/imports/preview', csv(1, 1), { created: 1 });
    for (const perLocation of [5, 1]) {
      const locations = Math.ceil(ROWS / perLocation);
      const auth = await signIn(server, `bench-${perLocation}@example.com`);
      const file = csv(locations, perLocation);
      const changed = csv(locations, perLocation, 1);
      const kb = (Buffer.byteLength(file) / 1024).toFixed(0);
      const figures = {
        'dry run': await timed(server, auth, '/account/imports/preview', file, { created: locations }),
        'apply, all new': await timed(server, auth, '/account/imports', file, { created: locations }),
        'same file again': await timed(server, auth, '/account/imports', file, { unchanged: locations }),
        'apply, all changed': await timed(server, auth, '/account/imports', changed, { updated: locations }),
      };
      const text = Object.entries(figures)
        .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)} s`)
        .join('; ');
      console.log(`${locations * perLocation} rows (${locations} locations x ${perLocation} services, ${kb} KB): ${text}`);
    }
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
