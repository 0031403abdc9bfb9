// A chunked sorted array ("sorted list of lists"): O(log n) search and
// O(sqrt n)-ish inserts without the bookkeeping of a real B-tree. Good enough
// for a few hundred thousand index entries per index.
const MAX_CHUNK = 1024;

/** Above this many remembered seeks the memo starts again. */
const MAX_SEEKS = 10_000;

export class SortedList<T> {
  private chunks: T[][] = [];
  private size = 0;
  // Inserts collected unsorted while an empty list is bulk-loaded (see deferInserts).
  private pending: T[] | undefined;
  /** Bumped by every change to the chunks: a remembered seek holds only while it is unchanged. */
  private changes = 0;
  /** Seeks by the caller's key for the probe: chunk and index, and `changes` when found. */
  private seeks = new Map<string, { changes: number; ci: number; i: number }>();

  constructor(private readonly cmp: (a: T, b: T) => number) {}

  /**
   * For loading a data folder: until the next read or removal, inserts into
   * this (empty) list are only collected, then sorted once and cut into
   * chunks, instead of each one being placed (a splice into a chunk) in turn.
   */
  deferInserts(): void {
    if (this.size === 0) this.pending = [];
  }

  /** Sorts and places the collected inserts, if any. */
  settle(): void {
    const items = this.pending;
    if (!items) return;
    this.pending = undefined;
    this.changes++;
    items.sort(this.cmp);
    for (let i = 0; i < items.length; i += MAX_CHUNK / 2) this.chunks.push(items.slice(i, i + MAX_CHUNK / 2));
  }

  get length(): number {
    return this.size;
  }

  // Index of the first chunk whose last element is >= item.
  private chunkFor(item: T): number {
    let lo = 0;
    let hi = this.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const chunk = this.chunks[mid];
      if (this.cmp(chunk[chunk.length - 1], item) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private lowerBound(chunk: T[], item: T): number {
    let lo = 0;
    let hi = chunk.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cmp(chunk[mid], item) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(item: T): void {
    this.size++;
    this.changes++;
    if (this.pending) {
      this.pending.push(item);
      return;
    }
    if (this.chunks.length === 0) {
      this.chunks.push([item]);
      return;
    }
    const ci = this.chunkFor(item);
    const chunk = this.chunks[ci];
    chunk.splice(this.lowerBound(chunk, item), 0, item);
    if (chunk.length > MAX_CHUNK) {
      this.chunks.splice(ci + 1, 0, chunk.splice(chunk.length >> 1));
    }
  }

  remove(item: T): boolean {
    this.settle();
    if (this.chunks.length === 0) return false;
    const ci = this.chunkFor(item);
    const chunk = this.chunks[ci];
    const i = this.lowerBound(chunk, item);
    if (i >= chunk.length || this.cmp(chunk[i], item) !== 0) return false;
    chunk.splice(i, 1);
    this.size--;
    this.changes++;
    if (chunk.length === 0) this.chunks.splice(ci, 1);
    return true;
  }

  /**
   * Where the first item >= from sits (chunk, index). With `memo`, a key that
   * stands for this probe, the answer is remembered until the list changes: a
   * read-mostly index sought at the same places by request after request (a
   * viewport's map tiles) then skips the two binary searches, each a few
   * cache misses deep in a large index.
   */
  private seek(from: T, memo: string | undefined): [number, number] {
    const known = memo === undefined ? undefined : this.seeks.get(memo);
    if (known && known.changes === this.changes) return [known.ci, known.i];
    const ci = this.chunkFor(from);
    const i = this.lowerBound(this.chunks[ci], from);
    if (memo !== undefined) {
      if (this.seeks.size >= MAX_SEEKS) this.seeks = new Map();
      this.seeks.set(memo, { changes: this.changes, ci, i });
    }
    return [ci, i];
  }

  // Yields items from the first one >= from (probe compared with cmp) while
  // `keep` returns true. `memo`: see seek.
  *rangeFrom(from: T, keep: (item: T) => boolean, memo?: string): Generator<T> {
    this.settle();
    if (this.chunks.length === 0) return;
    let [ci, i] = this.seek(from, memo);
    for (; ci < this.chunks.length; ci++, i = 0) {
      const chunk = this.chunks[ci];
      for (; i < chunk.length; i++) {
        if (!keep(chunk[i])) return;
        yield chunk[i];
      }
    }
  }

  // How many items sort before `item`: its position if it were inserted.
  rank(item: T): number {
    this.settle();
    if (this.chunks.length === 0) return 0;
    const ci = this.chunkFor(item);
    let n = 0;
    for (let i = 0; i < ci; i++) n += this.chunks[i].length;
    return n + this.lowerBound(this.chunks[ci], item);
  }

  *all(): Generator<T> {
    this.settle();
    for (const chunk of this.chunks) yield* chunk;
  }

  clear(): void {
    this.pending = undefined;
    this.chunks = [];
    this.size = 0;
    this.changes++;
  }
}
