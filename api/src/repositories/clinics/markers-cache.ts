/**
 * The whole-category marker lists (no viewport), kept per category + service
 * because the map asks for all of them on every search page load: 10,000
 * clinics cost a read, an encode and a decode of 10,000 documents each time.
 *
 * Every write through the repository drops the cache. A write another process
 * makes (a second API instance on the same MongoDB, the seed script) is seen
 * once the entry is `ttlMs` old, which the map already tolerates: it keeps
 * markers for a minute itself.
 */
import type { ClinicMarker } from '@directpay/contracts';

interface Entry {
  at: number;
  markers: Promise<ClinicMarker[]>;
}

export class MarkersCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every write, so a read that overlapped a write is never kept. */
  private generation = 0;

  constructor(private readonly ttlMs = 30_000) {}

  /**
   * The cached list, or `load()`'s, shared by concurrent callers. The same array
   * instance is returned while it is fresh, so a caller may memoise its encoding.
   */
  get(key: string, load: () => Promise<ClinicMarker[]>): Promise<ClinicMarker[]> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.markers;
    const generation = this.generation;
    const markers = load();
    const entry = { at: now, markers };
    this.entries.set(key, entry);
    markers.then(
      () => {
        if (this.generation !== generation && this.entries.get(key) === entry) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return markers;
  }

  /** After a write (and when a write fails: it may have landed). */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Runs a write and drops the cache once it is done, whatever the outcome. */
  async around<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.invalidate();
    }
  }
}
