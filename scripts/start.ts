/**
 * `npm start`: builds what is not built, then runs the whole site: the API
 * (embedded database and demo data unless MONGODB_URI is set), the host and
 * each remote on its own port. Ctrl-C stops everything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FRONTENDS, ROOT } from './apps';
import { buildIfNeeded } from './build-if-needed';
import { portsFromEnv, type Ports } from './runtime-files';
import { serveHost } from './serve-host';
import { startStaticServer } from './serve-static';

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The API did not become healthy at ${url}`);
}

function startApi(ports: Ports): ChildProcess {
  const env = {
    ...process.env,
    // Explicit: only development (and test) may use the API's built-in session secret.
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    API_PORT: String(ports.api),
    SITE_ORIGINS: process.env.SITE_ORIGINS ?? `http://localhost:${ports.host},http://127.0.0.1:${ports.host}`,
    // The development identity provider lets people sign in on a machine with no internet.
    DEV_IDP: process.env.DEV_IDP ?? 'on',
    DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, '.data'),
    SEED_DEMO: process.env.SEED_DEMO ?? 'on',
    // The development account (the login page's development sign-in) moderates, so the demo shows the moderation page.
    ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? 'owner@directpay.local',
  };
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], { env, stdio: 'inherit' });
}

async function main() {
  const ports = portsFromEnv();
  if (!process.argv.includes('--no-build')) buildIfNeeded();

  const api = startApi(ports);
  const servers: FastifyInstance[] = [];
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled(servers.map((s) => s.close()));
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  api.once('exit', (code) => {
    if (!stopping) {
      console.error(`The API stopped (exit code ${code}).`);
      void stop(1);
    }
  });

  try {
    for (const app of FRONTENDS) {
      servers.push(app.name === 'host' ? await serveHost() : await startStaticServer({ root: path.join(ROOT, app.dir, 'dist'), port: ports[app.name] }));
    }
    await waitForHealth(`http://127.0.0.1:${ports.api}/health`, api);
  } catch (error) {
    console.error((error as Error).message);
    await stop(1);
    return;
  }
  console.log(`\nDirectPay Clinics is running at http://localhost:${ports.host}`);
  console.log(`  API      http://localhost:${ports.api}  (docs at /docs)`);
  console.log(`  remotes  search :${ports.mf_search}  profile :${ports.mf_profile}  account :${ports.mf_account}`);
  console.log('Press Ctrl-C to stop.\n');
}

void main();
