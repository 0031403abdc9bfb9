import fs from 'node:fs';
import { dirname } from 'node:path';
import { fsyncDir } from './fsync';
import { encodeRecord } from './records';

// The first record of every journal, written and synced on its own before any
// write: so even a crash during the first append leaves a journal that begins
// with a whole record, and a journal that does not is damage (Persistence.load).
export const JOURNAL_HEAD = encodeRecord({ ops: [] });

interface Waiter {
  resolve: () => void;
  reject: (err: Error) => void;
}

// Append-only journal with group commit: records appended while an fsync is
// in flight are written and synced together by the next flush.
//
// A failed write or fsync (a full disk, a file made read-only) fails every
// record of that flush, and the file is cut back to `durable`, the end of the
// last whole record that was synced, before anything else is appended. If
// even that fails, the next flush retries the cut first (reopening the file),
// so a later record never lands behind a torn one.
export class Journal {
  private pending: Buffer[] = [];
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | undefined;
  private handle: fs.promises.FileHandle | undefined;
  // Bytes of whole, synced records.
  private durable: number;
  private needsCut = false;
  // Bytes journaled plus bytes waiting (compaction looks at it).
  size: number;

  constructor(readonly path: string) {
    let existing = 0;
    try {
      existing = fs.statSync(path).size;
    } catch {
      // A new journal.
    }
    this.durable = existing;
    this.size = existing;
  }

  append(record: Buffer): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push(record);
      this.waiters.push({ resolve, reject });
      if (!this.flushing) this.flushing = this.flushLoop();
    });
  }

  private async open(): Promise<fs.promises.FileHandle> {
    if (this.handle) return this.handle;
    const existed = fs.existsSync(this.path);
    const h = await fs.promises.open(this.path, existed ? 'r+' : 'w+');
    try {
      if (this.durable === 0) {
        await h.write(JOURNAL_HEAD, 0, JOURNAL_HEAD.length, 0);
        await h.datasync();
        this.durable = JOURNAL_HEAD.length;
        this.size += JOURNAL_HEAD.length;
      }
      // A brand-new file's directory entry must be durable too.
      if (!existed) await fsyncDir(dirname(this.path));
    } catch (err) {
      await h.close().catch(() => undefined);
      throw err;
    }
    this.handle = h;
    return h;
  }

  private async flushLoop(): Promise<void> {
    while (this.pending.length > 0) {
      const buf = Buffer.concat(this.pending);
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        const handle = await this.open();
        if (this.needsCut) {
          await handle.truncate(this.durable);
          await handle.datasync();
          this.needsCut = false;
        }
        // Positional writes: the file offset never drifts from `durable`.
        let off = 0;
        while (off < buf.length) {
          const { bytesWritten } = await handle.write(buf, off, buf.length - off, this.durable + off);
          off += bytesWritten;
        }
        await handle.datasync();
        this.durable += buf.length;
        this.size = this.durable;
        for (const w of waiters) w.resolve();
      } catch (err) {
        this.needsCut = true;
        await this.cut();
        for (const w of waiters) w.reject(err as Error);
      }
    }
    this.flushing = undefined;
  }

  // Back to the last whole record; on failure the next flush tries again.
  private async cut(): Promise<void> {
    const h = this.handle;
    if (!h) return;
    try {
      await h.truncate(this.durable);
      await h.datasync();
      this.needsCut = false;
    } catch {
      this.handle = undefined;
      await h.close().catch(() => undefined);
    }
  }

  /** Resolves once every appended record is written (or failed). */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  async close(): Promise<void> {
    while (this.flushing) await this.flushing;
    const h = this.handle;
    this.handle = undefined;
    await h?.close();
  }
}
