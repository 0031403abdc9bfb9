// A 2dsphere index kept as a fixed latitude/longitude grid (see the README's
// "Geo" section for why a grid): each non-empty cell maps document ids to
// their point. Nearest-first search walks rings of cells outward and yields a
// document once no unvisited cell can hold anything nearer.
import { Codes, MongoError } from '../errors';
import { Index, IndexSpec } from '../storage/indexes';
import { Doc, formatValue, valuesAtPath } from '../values';
import { distance, distanceOutOfBox, distanceToBox, Point } from './sphere';
import { MinHeap } from './min-heap';
import { toGeoPoint } from './shapes';

/** Cell edge in degrees: about 11 km north-south. */
export const CELL_DEG = 0.1;
const ROWS = Math.round(180 / CELL_DEG);
const COLS = Math.round(360 / CELL_DEG);

function rowOf(lat: number): number {
  return Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEG)));
}
function colOf(lng: number): number {
  return (((Math.floor((lng + 180) / CELL_DEG)) % COLS) + COLS) % COLS;
}

export interface Near {
  id: string;
  /** Radians. */
  d: number;
}

export function isGeoSpec(spec: IndexSpec): boolean {
  return Object.values(spec.key).includes('2dsphere');
}

export class GeoIndex extends Index {
  /** The indexed GeoJSON field (the key's one '2dsphere' field). */
  readonly geoField: string;
  private readonly cells = new Map<number, Map<string, Point>>();

  constructor(spec: IndexSpec) {
    super(spec);
    this.geoField = Object.entries(spec.key).find(([, v]) => v === '2dsphere')![0];
  }

  override get plannable(): boolean {
    return false;
  }


  /** The point as the only key; none when the field is missing or null (2dsphere v2+ is sparse). */
  override keysFor(doc: Doc): unknown[][] {
    if (!this.covers(doc)) return [];
    const values = valuesAtPath(doc, this.geoField).filter((v) => v !== undefined && v !== null);
    if (values.length === 0) return [];
    return values.map((v) => {
      const p = toGeoPoint(v);
      if (typeof p === 'string') {
        throw new MongoError(Codes.Location16755, `Can't extract geo keys: { _id: ${formatValue(doc._id)}, ${this.geoField}: ${formatValue(v)} }  ${p}`);
      }
      return p;
    });
  }

  override add(keys: unknown[][], id: string): void {
    for (const p of keys as Point[]) {
      const key = rowOf(p[1]) * COLS + colOf(p[0]);
      let cell = this.cells.get(key);
      if (!cell) this.cells.set(key, (cell = new Map()));
      cell.set(id, p);
    }
  }

  override remove(keys: unknown[][], id: string): void {
    for (const p of keys as Point[]) {
      const key = rowOf(p[1]) * COLS + colOf(p[0]);
      const cell = this.cells.get(key);
      if (!cell) continue;
      cell.delete(id);
      if (cell.size === 0) this.cells.delete(key);
    }
  }

  override conflict(): undefined {
    return undefined;
  }

  /**
   * Ids nearest first, with their distance in radians, up to `max`. Ring r is
   * the square of cells r steps from the centre's cell; after it, anything
   * nearer than the distance out of the rings' box has been seen.
   */
  *nearest(center: Point, max = Infinity): Generator<Near> {
    const heap = new MinHeap<Near>((a, b) => a.d - b.d || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const ci = rowOf(center[1]);
    const cj = colOf(center[0]);
    const seen = new Set<number>();
    let visited = 0;
    const take = (key: number, cell: Map<string, Point>) => {
      seen.add(key);
      visited++;
      for (const [id, p] of cell) {
        const d = distance(center, p);
        if (d <= max) heap.push({ id, d });
      }
    };
    for (let r = 0; ; r++) {
      const west = (cj - r) * CELL_DEG - 180;
      const east = (cj + r + 1) * CELL_DEG - 180;
      const south = Math.max(-90, (ci - r) * CELL_DEG - 90);
      const north = Math.min(90, (ci + r + 1) * CELL_DEG - 90);
      const ringCells = r === 0 ? 1 : 8 * r;
      if (ringCells > 4 * (this.cells.size - visited)) {
        // Few non-empty cells are left: read them all rather than walk empty rings.
        for (const [key, cell] of this.cells) if (!seen.has(key)) take(key, cell);
        while (heap.size) yield heap.pop()!;
        return;
      }
      for (let di = -r; di <= r; di++) {
        const i = ci + di;
        if (i < 0 || i >= ROWS) continue;
        const step = Math.abs(di) === r ? 1 : 2 * r;
        for (let dj = -r; dj <= r; dj += step) {
          const key = i * COLS + (((cj + dj) % COLS) + COLS) % COLS;
          const cell = this.cells.get(key);
          if (!cell || seen.has(key)) continue;
          if (distanceToBox(center, ...cellBox(key)) > max) continue;
          take(key, cell);
        }
      }
      const bound = east - west >= 360 && south <= -90 && north >= 90 ? Infinity : distanceOutOfBox(center, west, south, east, north);
      while (heap.size && heap.peek()!.d <= bound) yield heap.pop()!;
      if (bound > max || bound === Infinity) {
        while (heap.size) yield heap.pop()!;
        return;
      }
    }
  }

  /** Ids whose point may lie in the box (whole cells; the caller checks the shape). */
  *inBox(west: number, south: number, east: number, north: number): Generator<string> {
    const lo = rowOf(south);
    const hi = rowOf(north);
    const span = east - west >= 360 ? COLS : Math.min(COLS, colOf(east) - colOf(west) + (colOf(east) < colOf(west) ? COLS : 0) + 1);
    if ((hi - lo + 1) * span > this.cells.size) {
      for (const [key, cell] of this.cells) {
        const [w, s, e, n] = cellBox(key);
        if (n < south || s > north) continue;
        if (span < COLS && !boxesOverlapLng(w, e, west, east)) continue;
        yield* cell.keys();
      }
      return;
    }
    const first = colOf(west);
    for (let i = lo; i <= hi; i++) {
      for (let k = 0; k < span; k++) {
        const cell = this.cells.get(i * COLS + ((first + k) % COLS));
        if (cell) yield* cell.keys();
      }
    }
  }

  override describe(): Doc {
    return { ...super.describe(), '2dsphereIndexVersion': this.spec['2dsphereIndexVersion'] ?? 3 };
  }
}

function boxesOverlapLng(w: number, e: number, west: number, east: number): boolean {
  const norm = (x: number) => ((x + 180) % 360 + 360) % 360;
  const a = norm(w);
  const start = norm(west);
  const width = east - west;
  const off = (a - start + 360) % 360;
  return off <= width || (start - a + 360) % 360 <= e - w;
}

function cellBox(key: number): [number, number, number, number] {
  const i = Math.floor(key / COLS);
  const j = key % COLS;
  return [j * CELL_DEG - 180, i * CELL_DEG - 90, (j + 1) * CELL_DEG - 180, (i + 1) * CELL_DEG - 90];
}
