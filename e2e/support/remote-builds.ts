/**
 * Builds a remote the way its team would, with one change (a build variant
 * from e2e/fixtures/remotes), into a folder of this run. The browser tests
 * serve it with remote-server.ts's `serveFolder` and point the host's remotes
 * file at it, as a deploy would, without rebuilding the host.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { runDir } from './fixtures';

const ROOT = path.resolve(__dirname, '../..');
const run = promisify(execFile);

export type RemoteDir = 'mf-search' | 'mf-profile' | 'mf-account';

/**
 * Builds `remote` with `variant` (a file name in e2e/fixtures/remotes, without
 * .ts) once per test run, and answers the output folder. A development build:
 * the same federation set-up as production, in a fraction of the time.
 */
export async function buildRemoteVariant(remote: RemoteDir, variant: string): Promise<string> {
  const out = path.join(runDir(), 'remote-builds', `${remote}-${variant}`);
  const done = path.join(out, 'mf-manifest.json');
  const lock = `${out}.lock`;
  mkdirSync(path.dirname(out), { recursive: true });
  // Another worker (the other project) may be building the same variant: wait for it.
  for (;;) {
    if (existsSync(done)) return out;
    try {
      mkdirSync(lock);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  try {
    if (existsSync(done)) return out;
    const webpack = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');
    const args = [webpack, '--config', path.join(ROOT, remote, 'webpack.config.ts'), '--mode', 'development'];
    args.push('--env', `variant=${path.join(__dirname, '../fixtures/remotes', `${variant}.ts`)}`, '--env', `outputPath=${out}`);
    await run(process.execPath, args, {
      cwd: path.join(ROOT, remote),
      env: { ...process.env, NODE_OPTIONS: '--import=tsx' },
      maxBuffer: 32 * 1024 * 1024,
      timeout: 600_000,
    });
    if (!existsSync(done)) throw new Error(`${remote} built with ${variant} has no mf-manifest.json`);
    return out;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
