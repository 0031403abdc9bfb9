// The points of one 2dsphere index partition as a fixed latitude/longitude
// grid (see the README's "Geo" section for why a grid): each non-empty leaf
// cell maps document ids to their point, and two coarser levels list their
// non-empty children. Nearest-first search walks one heap of cells and points
// outward and yields a document once no unvisited cell can hold anything nearer.
import { distance, distanceToBox, Point } from './sphere';
import { MinHeap } from './min-heap';

/** Leaf cell edge in degrees (about 11 km north-south); two coarser levels of 1° and 10° group them. */
export const CELL_DEG = 0.1;
const ROWS = Math.round(180 / CELL_DEG);
const COLS = Math.round(360 / CELL_DEG);
const FAN = 10;

function rowOf(lat: number): number {
  return Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEG)));
}
function colOf(lng: number): number {
  return (((Math.floor((lng + 180) / CELL_DEG)) % COLS) + COLS) % COLS;
}

/** The cell of level `level` (0 = leaf) holding leaf cell (row, col), as one number. */
function cellAt(level: number, row: number, col: number): number {
  const f = FAN ** level;
  return Math.floor(row / f) * (COLS / f) + Math.floor(col / f);
}

function boxOf(level: number, key: number): [number, number, number, number] {
  const f = FAN ** level;
  const cols = COLS / f;
  const size = CELL_DEG * f;
  const i = Math.floor(key / cols);
  const j = key % cols;
  return [j * size - 180, i * size - 90, (j + 1) * size - 180, (i + 1) * size - 90];
}

/** A heap item: a point (level -1, with its exact distance) or a cell (with the least distance to it). */
interface Item {
  d: number;
  level: number;
  key: number;
  id: string;
}

export interface Near {
  id: string;
  /** Radians. */
  d: number;
}

/** Nearest first; equal distances by id (the order a walk over several grids merges on). */
export const byDistanceThenId = (a: Near, b: Near): number => a.d - b.d || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export class Grid {
  private readonly cells = new Map<number, Map<string, Point>>();
  /** Level 1 (1°) and level 2 (10°) cells: the non-empty cells one level down. */
  private readonly groups = [new Map<number, Set<number>>(), new Map<number, Set<number>>()];

  get empty(): boolean {
    return this.cells.size === 0;
  }

  add(p: Point, id: string): void {
    const [row, col] = [rowOf(p[1]), colOf(p[0])];
    const key = cellAt(0, row, col);
    let cell = this.cells.get(key);
    if (!cell) {
      this.cells.set(key, (cell = new Map()));
      for (let level = 1; level <= 2; level++) {
        const up = cellAt(level, row, col);
        const group = this.groups[level - 1].get(up);
        if (group) {
          group.add(cellAt(level - 1, row, col));
          break;
        }
        this.groups[level - 1].set(up, new Set([cellAt(level - 1, row, col)]));
      }
    }
    cell.set(id, p);
  }

  remove(p: Point, id: string): void {
    const [row, col] = [rowOf(p[1]), colOf(p[0])];
    const key = cellAt(0, row, col);
    const cell = this.cells.get(key);
    if (!cell) return;
    cell.delete(id);
    if (cell.size > 0) return;
    this.cells.delete(key);
    for (let level = 1; level <= 2; level++) {
      const up = cellAt(level, row, col);
      const group = this.groups[level - 1].get(up);
      group?.delete(cellAt(level - 1, row, col));
      if (group && group.size > 0) break;
      this.groups[level - 1].delete(up);
    }
  }

  /**
   * Ids nearest first, with their distance in radians, up to `max`: a
   * best-first walk of one heap holding cells (keyed by the least distance to
   * them) and points (by their distance). A point leaves the heap only when
   * nothing left can be nearer, so the walk reads the cells around the centre
   * and skips empty country at the coarse levels.
   */
  *nearest(center: Point, max = Infinity): Generator<Near> {
    // Equal distances: cells first (so every point at that distance is in the heap), then points by id.
    const heap = new MinHeap<Item>((a, b) => a.d - b.d || b.level - a.level || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const pushCell = (level: number, key: number) => {
      const d = distanceToBox(center, ...boxOf(level, key));
      if (d <= max) heap.push({ d, level, key, id: '' });
    };
    for (const key of this.groups[1].keys()) pushCell(2, key);
    for (let item = heap.pop(); item; item = heap.pop()) {
      if (item.level < 0) {
        yield { id: item.id, d: item.d };
      } else if (item.level === 0) {
        for (const [id, p] of this.cells.get(item.key) ?? []) {
          const d = distance(center, p);
          if (d <= max) heap.push({ d, level: -1, key: 0, id });
        }
      } else {
        for (const child of this.groups[item.level - 1].get(item.key) ?? []) pushCell(item.level - 1, child);
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
        const [w, s, e, n] = boxOf(0, key);
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
}

function boxesOverlapLng(w: number, e: number, west: number, east: number): boolean {
  const norm = (x: number) => ((x + 180) % 360 + 360) % 360;
  const a = norm(w);
  const start = norm(west);
  const width = east - west;
  const off = (a - start + 360) % 360;
  return off <= width || (start - a + 360) % 360 <= e - w;
}
