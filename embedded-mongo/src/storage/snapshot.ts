import fs from 'node:fs';
import path from 'node:path';
import { encodeRecord, encodeRawPutsRecord } from './records';
import { fsyncDir } from './fsync';
import type { Doc } from '../values';
import type { IndexSpec } from './indexes';

export interface CollectionImage {
  db: string;
  c: string;
  opts: Doc;
  indexes: IndexSpec[];
  /** The documents' stored BSON bytes (see doc-store.ts), written as they are. */
  docs: Uint8Array[];
}

const BATCH_BYTES = 4 * 1024 * 1024;

// Writes the full state as journal-format records into a temp file, fsyncs it
// and renames it over the previous snapshot, so a crash at any point leaves
// either the old or the new snapshot intact.
export async function writeSnapshot(dir: string, gen: number, image: CollectionImage[]): Promise<number> {
  const final = path.join(dir, 'snapshot.db');
  const tmp = final + '.tmp';
  const h = await fs.promises.open(tmp, 'w');
  let total = 0;
  try {
    const write = async (rec: Buffer): Promise<void> => {
      total += rec.length;
      let off = 0;
      while (off < rec.length) off += (await h.write(rec, off, rec.length - off)).bytesWritten;
    };
    await write(encodeRecord({ ops: [{ o: 'snap', gen }] }));
    for (const col of image) {
      const ops: Doc[] = [{ o: 'mkcoll', db: col.db, c: col.c, opts: col.opts }];
      for (const spec of col.indexes) if (spec.name !== '_id_') ops.push({ o: 'mkidx', db: col.db, c: col.c, spec });
      await write(encodeRecord({ ops }));
      let batch: Uint8Array[] = [];
      let bytes = 0;
      for (const doc of col.docs) {
        const size = doc.length;
        // Flush first so one record never exceeds BSON's 16MB-ish ceiling.
        if (batch.length && bytes + size > BATCH_BYTES) {
          await write(encodeRawPutsRecord(col.db, col.c, batch));
          batch = [];
          bytes = 0;
        }
        batch.push(doc);
        bytes += size;
      }
      if (batch.length) await write(encodeRawPutsRecord(col.db, col.c, batch));
    }
    await h.sync();
  } finally {
    await h.close();
  }
  await fs.promises.rename(tmp, final);
  await fsyncDir(dir);
  return total;
}
