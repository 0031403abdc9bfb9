// A chunked sorted array ("sorted list of lists"): O(log n) search and
// O(sqrt n)-ish inserts without the bookkeeping of a real B-tree. Good enough
// for a few hundred thousand index entries per index.
const MAX_CHUNK = 1024;

export class SortedList<T> {
  private chunks: T[][] = [];
  private size = 0;

  constructor(private readonly cmp: (a: T, b: T) => number) {}

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
    if (this.chunks.length === 0) return false;
    const ci = this.chunkFor(item);
    const chunk = this.chunks[ci];
    const i = this.lowerBound(chunk, item);
    if (i >= chunk.length || this.cmp(chunk[i], item) !== 0) return false;
    chunk.splice(i, 1);
    this.size--;
    if (chunk.length === 0) this.chunks.splice(ci, 1);
    return true;
  }

  // Yields items from the first one >= from (probe compared with cmp) while
  // `keep` returns true.
  *rangeFrom(from: T, keep: (item: T) => boolean): Generator<T> {
    if (this.chunks.length === 0) return;
    let ci = this.chunkFor(from);
    let i = this.lowerBound(this.chunks[ci], from);
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
    if (this.chunks.length === 0) return 0;
    const ci = this.chunkFor(item);
    let n = 0;
    for (let i = 0; i < ci; i++) n += this.chunks[i].length;
    return n + this.lowerBound(this.chunks[ci], item);
  }

  *all(): Generator<T> {
    for (const chunk of this.chunks) yield* chunk;
  }

  clear(): void {
    this.chunks = [];
    this.size = 0;
  }
}
