import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

/**
 * A second API with its own data folder holding only the large Dental set, so
 * the specs that expect the ~300 demo clinics are never disturbed.
 */
export async function startScaleApi(clinics: number): Promise<{ url: string; stop: () => Promise<void> }> {
  // A port nobody uses: a fixed one could answer from another stack's API with the demo data.
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'directpay-search-scale-'));
  execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'seed-one-category.ts'), dataDir, String(clinics)], { cwd: ROOT, stdio: 'inherit' });
  const api: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', API_PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'off', DEV_IDP: 'off', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (api.exitCode !== null) throw new Error(`the scale API exited with ${api.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the scale API did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: async () => {
      if (api.exitCode === null) {
        api.kill('SIGTERM');
        await new Promise((r) => api.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
