import fs from 'node:fs';
import { dirname } from 'node:path';
import { fsyncDir } from './fsync';

interface Waiter {
  resolve: () => void;
  reject: (err: Error) => void;
}

// Append-only journal with group commit: records appended while an fsync is
// in flight are written and synced together by the next flush, so many
// concurrent writers share one fsync.
export class Journal {
  private pending: Buffer[] = [];
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | undefined;
  size: number;

  // The handle opens asynchronously but the Journal exists synchronously, so
  // compaction can switch journals without letting a write slip in between.
  private readonly handle: Promise<fs.promises.FileHandle>;

  constructor(readonly path: string) {
    const existed = fs.existsSync(path);
    this.size = existed ? fs.statSync(path).size : 0;
    // A brand-new file's directory entry must be durable too.
    this.handle = fs.promises.open(path, 'a').then(async (h) => {
      if (!existed) await fsyncDir(dirname(path));
      return h;
    });
    // Surface open errors on the first flush rather than as unhandled.
    this.handle.catch(() => undefined);
  }

  append(record: Buffer): Promise<void> {
    this.size += record.length;
    return new Promise<void>((resolve, reject) => {
      this.pending.push(record);
      this.waiters.push({ resolve, reject });
      if (!this.flushing) this.flushing = this.flushLoop();
    });
  }

  private async flushLoop(): Promise<void> {
    while (this.pending.length > 0) {
      const buf = Buffer.concat(this.pending);
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        const handle = await this.handle;
        let off = 0;
        while (off < buf.length) {
          const { bytesWritten } = await handle.write(buf, off, buf.length - off);
          off += bytesWritten;
        }
        await handle.datasync();
        for (const w of waiters) w.resolve();
      } catch (err) {
        for (const w of waiters) w.reject(err as Error);
      }
    }
    this.flushing = undefined;
  }

  async close(): Promise<void> {
    while (this.flushing) await this.flushing;
    await (await this.handle).close();
  }
}
