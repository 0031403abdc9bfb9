import { calculateObjectSize, Long } from 'bson';
import { Codes, MongoError } from './errors';
import type { Projector } from './query/projection';
import type { Doc } from './values';
import { knownSize } from './storage/doc-store';
import { asStored } from './storage/number-types';

const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 16 * 1024;
const IDLE_MS = 10 * 60 * 1000;

// A projection never grows a document, so while the sizes of a batch's
// documents stay under the limit its projected copies need no measuring at all;
// only a batch near 16 MB pays for exact sizes. A document decoded from the
// store knows its size (its BSON length); others (made from index keys, or by a
// pipeline) are measured. Not kept per object: the store holds BSON, so every
// read decodes new objects and a cache by object would never be hit again.
function storedSize(doc: Doc): number {
  return knownSize(doc) ?? calculateObjectSize(doc);
}

interface OpenCursor {
  ns: string;
  docs: Doc[];
  pos: number;
  project?: Projector;
  touched: number;
}

// Server-side cursors over an already-materialised result list; batches are
// projected lazily so a huge result is only copied as it is fetched.
export class CursorRegistry {
  private readonly open = new Map<number, OpenCursor>();
  private nextId = 1 + Math.floor(Math.random() * 1e6);
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private sweep(): void {
    const cutoff = Date.now() - IDLE_MS;
    for (const [id, c] of this.open) if (c.touched < cutoff) this.open.delete(id);
  }

  private take(c: OpenCursor, batchSize: number): Doc[] {
    const out: Doc[] = [];
    let bytes = 0;
    const limit = batchSize > 0 ? batchSize : Infinity;
    const end = Math.min(c.docs.length, c.pos + (limit === Infinity ? c.docs.length : limit));
    // Fast path: the whole batch fits by its stored sizes; project it in one go.
    let bound = 0;
    for (let i = c.pos; i < end && bound <= MAX_BATCH_BYTES; i++) bound += storedSize(c.docs[i]);
    if (bound <= MAX_BATCH_BYTES && (!c.project || c.project.shrinks)) {
      const slice = c.docs.slice(c.pos, end);
      c.pos = end;
      return (c.project ? c.project(slice) : slice).map((doc, i) => asStored(doc, slice[i]));
    }
    while (c.pos < c.docs.length && out.length < limit) {
      const read = c.docs[c.pos];
      const doc = asStored(c.project ? c.project([read])[0] : read, read);
      const size = c.project ? calculateObjectSize(doc) : storedSize(doc);
      if (out.length > 0 && bytes + size > MAX_BATCH_BYTES) break;
      out.push(doc);
      bytes += size;
      c.pos++;
    }
    return out;
  }

  // Returns a `cursor` reply document; registers the cursor if docs remain.
  first(ns: string, docs: Doc[], opts: { batchSize?: number; project?: Projector; singleBatch?: boolean }): Doc {
    const c: OpenCursor = { ns, docs, pos: 0, project: opts.project, touched: Date.now() };
    const firstBatch = this.take(c, opts.batchSize ?? 101);
    let id = 0;
    if (c.pos < docs.length && !opts.singleBatch) {
      id = this.nextId++;
      this.open.set(id, c);
    }
    return { cursor: { firstBatch, id: Long.fromNumber(id), ns }, ok: 1 };
  }

  more(id: number, ns: string, batchSize: number | undefined): Doc {
    const c = this.open.get(id);
    if (!c || c.ns !== ns) throw new MongoError(Codes.CursorNotFound, `cursor id ${id} not found`);
    c.touched = Date.now();
    const nextBatch = this.take(c, batchSize ?? 0);
    const done = c.pos >= c.docs.length;
    if (done) this.open.delete(id);
    return { cursor: { nextBatch, id: Long.fromNumber(done ? 0 : id), ns }, ok: 1 };
  }

  kill(ids: number[]): Doc {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.open.delete(id) ? killed : notFound).push(Long.fromNumber(id));
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  }

  close(): void {
    clearInterval(this.sweeper);
    this.open.clear();
  }
}
