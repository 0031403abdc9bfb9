/**
 * Builds each frontend (and the embeddable price card) whose dist is missing or older than its sources, so
 * `npm start` and the browser tests on a fresh clone build exactly once.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILDS, ROOT, SHARED_SOURCES } from './apps';

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function staleFrontends(): string[] {
  const shared = Math.max(...SHARED_SOURCES.map((d) => newestMtime(path.join(ROOT, d))));
  return BUILDS.filter(({ dir, builtFile }) => {
    const stamp = path.join(ROOT, dir, 'dist', builtFile);
    if (!existsSync(stamp)) return true;
    const sources = Math.max(
      shared,
      newestMtime(path.join(ROOT, dir, 'src')),
      newestMtime(path.join(ROOT, dir, 'public')),
      statSync(path.join(ROOT, dir, 'webpack.config.ts')).mtimeMs,
      statSync(path.join(ROOT, dir, 'package.json')).mtimeMs,
    );
    return sources > statSync(stamp).mtimeMs;
  }).map(({ dir }) => dir);
}

function hasFlock(): boolean {
  try {
    execFileSync('flock', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function buildIfNeeded(): void {
  const stale = staleFrontends();
  if (stale.length === 0) {
    console.log('Frontends are up to date.');
    return;
  }
  console.log(`Building ${stale.join(', ')}…`);
  const args = ['run', 'build', ...stale.flatMap((dir) => ['-w', dir])];
  // Two test runs on one machine must not rebuild the same dist at once.
  const lock = hasFlock() ? ['flock', path.join(os.tmpdir(), 'directpay-build.lock'), 'npm'] : ['npm'];
  execFileSync(lock[0], [...lock.slice(1), ...args], { cwd: ROOT, stdio: 'inherit' });
  // webpack leaves a file whose content did not change untouched (compareBeforeEmit), so a
  // change that alters no output (a dev-server port, a comment) would leave the stamp
  // older than its sources and rebuild on every run: mark the build as done.
  const now = new Date();
  for (const { dir, builtFile } of BUILDS.filter(({ dir }) => stale.includes(dir))) utimesSync(path.join(ROOT, dir, 'dist', builtFile), now, now);
}

if (require.main === module) buildIfNeeded();
