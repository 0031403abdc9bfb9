import { calculateObjectSize } from 'bson';
import type { Doc } from '../values';
import { valueKey } from '../values';
import type { Collection } from './collection';
import type { Index } from './indexes';
import { plainOf } from './number-types';

/** An insert command with at least this many documents runs in a write batch of its own, on the bulk path. */
export const BULK_INSERT_MIN = 64;

/** Journal ops of at most about this many bytes of documents each (BSON records stay far below 16 MB). */
const OP_BYTES = 4 * 1024 * 1024;

export interface BulkCheck {
  /** The documents to insert, in order. */
  accepted: Doc[];
  /** Per refused document: its position in the command and why. */
  errors: Array<{ index: number; error: unknown }>;
}

/**
 * Checks a whole insert batch against the collection and against itself
 * without changing anything: `_id` and every unique index, and every index's
 * keys (a bad 2dsphere point is refused here). MongoDB's rules: an ordered
 * batch stops at the first refused document (those before it are inserted),
 * an unordered one inserts every other document; a key repeated inside the
 * batch is refused at its second occurrence.
 */
export function checkInsertBatch(coll: Collection, docs: Doc[], ordered: boolean): BulkCheck {
  const accepted: Doc[] = [];
  const errors: BulkCheck['errors'] = [];
  const ids = new Set<string>();
  const unique = [...coll.indexes.values()].filter((i) => i.unique && i.name !== '_id_');
  // Keys taken by earlier documents of this batch, per unique index.
  const taken = new Map<Index, Set<string>>(unique.map((i) => [i, new Set<string>()]));
  for (let n = 0; n < docs.length; n++) {
    const doc = docs[n];
    try {
      const id = valueKey(doc._id);
      if (coll.docs.has(id) || ids.has(id)) coll.insertConflict(doc);
      const claims: Array<[Set<string>, string]> = [];
      for (const index of coll.indexes.values()) {
        if (index.name === '_id_') continue;
        const keys = index.keysFor(plainOf(doc));
        const seen = taken.get(index);
        if (!seen) continue;
        coll.checkUnique(index, keys, id, (key) => seen.has(valueKey(key)));
        for (const key of keys) claims.push([seen, valueKey(key)]);
      }
      ids.add(id);
      for (const [seen, key] of claims) seen.add(key);
      accepted.push(doc);
    } catch (error) {
      errors.push({ index: n, error });
      if (ordered) break;
    }
  }
  return { accepted, errors };
}

/** The accepted documents as `puts` ops of a few MB each. */
export function putsOps(coll: Collection, docs: Doc[]): Array<{ o: 'puts'; db: string; c: string; docs: Doc[] }> {
  const ops: Array<{ o: 'puts'; db: string; c: string; docs: Doc[] }> = [];
  let batch: Doc[] = [];
  let bytes = 0;
  for (const doc of docs) {
    const size = calculateObjectSize(doc);
    if (batch.length && bytes + size > OP_BYTES) {
      ops.push({ o: 'puts', db: coll.db, c: coll.name, docs: batch });
      batch = [];
      bytes = 0;
    }
    batch.push(doc);
    bytes += size;
  }
  if (batch.length) ops.push({ o: 'puts', db: coll.db, c: coll.name, docs: batch });
  return ops;
}
