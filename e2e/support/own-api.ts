import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readRuntimeFromFiles } from './runtime-from-files';

const ROOT = path.resolve(__dirname, '../..');

/**
 * An API of the test's own, with `dentalClinics` demo Dental clinics (no images,
 * so it starts in seconds) in its own folder, that the test can stop and start
 * again on the same port and data: an outage that the rest of the suite, running
 * on the shared API, never notices. `seed`, when given, is the script that writes
 * the data instead (it gets the folder as its first argument).
 */
export async function startOwnApi(dentalClinics = 100, startTimeoutMs = 180_000, seed?: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'directpay-own-api-'));
  const seedArgs = seed ? [seed, dataDir] : [path.join(__dirname, '../tests/search/scale/seed-one-category.ts'), dataDir, String(dentalClinics)];
  execFileSync(process.execPath, ['--import', 'tsx', ...seedArgs], { cwd: ROOT, stdio: 'ignore' });
  const url = `http://localhost:${port}`;
  let api: ChildProcess | null = null;

  const start = async () => {
    api = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
      cwd: ROOT,
      env: { ...process.env, API_START_TIMEOUT_MS: String(startTimeoutMs), NODE_ENV: 'test', API_PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'off', DEV_IDP: 'off', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // Loading a large data set (the scale spec's 10,000 clinics) takes a while on a busy machine.
    const deadline = Date.now() + startTimeoutMs;
    for (;;) {
      if (api.exitCode !== null) throw new Error(`the API exited with ${api.exitCode}`);
      try {
        if ((await fetch(`${url}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('the API did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const stop = async () => {
    const running = api;
    api = null;
    if (running && running.exitCode === null) {
      running.kill('SIGTERM');
      await new Promise((r) => running.once('exit', r));
    }
  };

  await start();
  return {
    url,
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Points the page at an API, as a deploy rewriting /config.json would. */
export async function useApi(page: Page, apiUrl: string): Promise<void> {
  await readRuntimeFromFiles(page);
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), apiUrl } });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
