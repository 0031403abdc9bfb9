import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { lockOwner } from '../src/storage/lock';

export interface ChildServer {
  uri: string;
  /** SIGKILL every process of the server, like `kill -9`, and wait until none holds the folder. */
  kill(): Promise<void>;
}

/**
 * The engine's CLI in a process tree of its own (npx -> tsx -> node), so a
 * test can SIGKILL all of it at once. The tree's root exits before the
 * server process is gone, so kill() also waits until the folder's LOCK
 * names no live process: a restart right after would otherwise find the
 * dying server still holding the folder.
 */
export function startChildServer(dir: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const cli = path.join(__dirname, '..', 'src', 'cli.ts');
  const child = spawn('npx', ['tsx', cli, '--data-dir', dir, '--port', '0'], {
    cwd: path.join(__dirname, '..', '..'),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const rootExited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const released = async (): Promise<void> => {
    await rootExited;
    for (let waited = 0; lockOwner(dir) !== undefined; waited += 20) {
      if (waited > 10_000) throw new Error(`the killed server still holds ${dir}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const failed = (code: number | null): void => reject(new Error(`cli exited ${code}: ${err}`));
    child.on('exit', failed);
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (!out.includes('\n')) return;
      child.off('exit', failed);
      resolve({
        uri: out.split('\n')[0].trim(),
        kill: async () => {
          process.kill(-(child.pid as number), 'SIGKILL');
          await released();
        },
      });
    });
  });
}

export interface FaultyServer extends ChildServer {
  /** From now on every file write of the server fails with `code` (ENOSPC first writes half the bytes, as a filling disk does), or only the next one. */
  fail(code: 'ENOSPC' | 'EPERM', times?: 'once'): void;
  /** Writes succeed again. */
  heal(): void;
}

/**
 * The engine's CLI with its file writes failing on demand (fixtures/fs-faults.js,
 * preloaded into its process and every thread): a full disk or an unwritable
 * journal, switched by a control file next to the data folder.
 */
export async function startFaultyServer(dir: string): Promise<FaultyServer> {
  const control = `${dir}.fault`;
  const server = await startChildServer(dir, {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(__dirname, 'fixtures', 'fs-faults.js')}`,
    EMBEDDED_MONGO_FAULT_FILE: control,
  });
  return {
    ...server,
    kill: async () => {
      await server.kill();
      fs.rmSync(control, { force: true });
    },
    fail: (code, times) => fs.writeFileSync(control, times ? `${code} ${times}` : code),
    heal: () => fs.rmSync(control, { force: true }),
  };
}
