import fs from 'node:fs';
import path from 'node:path';

export function alive(pid: number): boolean {
  try {
    // A SIGKILLed server may linger as a zombie until reaped; it holds nothing.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return false;
  } catch {
    // No procfs (or no such pid): fall back to signal 0.
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Two engines appending to one journal would corrupt it. A LOCK file holding
// the owner's pid guards the folder; a lock left by a killed process (dead
// pid) is taken over, which is what makes restart after kill -9 work.
export function acquireLock(dir: string): () => void {
  const lockPath = path.join(dir, 'LOCK');
  try {
    const pid = Number(fs.readFileSync(lockPath, 'utf8'));
    if (pid && alive(pid)) throw new Error(`data directory ${dir} is already in use by process ${pid}`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.writeFileSync(lockPath, String(process.pid));
  return () => fs.rmSync(lockPath, { force: true });
}

/** The pid of the live process that has dir open, if any. */
export function lockOwner(dir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, 'LOCK'), 'utf8'));
    return pid && alive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}
