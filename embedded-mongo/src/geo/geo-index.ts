// A 2dsphere index: its points kept in latitude/longitude grids (grid.ts), one
// per value of the index's other fields. A compound index such as
// { categoryId: 1, location: '2dsphere' } then answers a $geoNear whose query
// names the category from that category's grid alone, as MongoDB's index
// bounds on the non-geo fields do, instead of walking every nearer document of
// every category.
import { Codes, MongoError } from '../errors';
import { exactFields, extractBounds } from '../storage/bounds';
import { Index, IndexSpec } from '../storage/indexes';
import { Doc, formatValue, valueKey, valuesAtPath } from '../values';
import { byDistanceThenId, Grid, Near } from './grid';
import { MinHeap } from './min-heap';
import { toGeoPoint } from './shapes';
import type { Point } from './sphere';


export function isGeoSpec(spec: IndexSpec): boolean {
  return Object.values(spec.key).includes('2dsphere');
}

/** An index key: the partition (the other fields' values) and the point. */
type GeoKey = [string, Point];

/** Above this many partitions a query's equality lists are not used to pick them (all are walked). */
const MAX_PICKED = 500;

/** Every partition key of the fields so far (`parts`) with each key of the next field. */
function joined(parts: string[], keys: string[]): string[] {
  return parts.flatMap((p) => keys.map((k) => (p ? `${p}\u0000${k}` : k)));
}

export class GeoIndex extends Index {
  /** The indexed GeoJSON field (the key's one '2dsphere' field). */
  readonly geoField: string;
  /** The key's other fields, in key order: their values pick the grid. */
  private readonly otherFields: string[];
  private readonly grids = new Map<string, Grid>();

  constructor(spec: IndexSpec) {
    super(spec);
    this.geoField = Object.entries(spec.key).find(([, v]) => v === '2dsphere')![0];
    this.otherFields = this.fields.filter((f) => f !== this.geoField);
  }

  override get plannable(): boolean {
    return false;
  }

  /**
   * A key per point and combination of the other fields' values (arrays fan
   * out, missing is null). None when the geo field is missing or null: only
   * the 2dsphere field decides whether a document is indexed (v2+ is sparse).
   */
  override keysFor(doc: Doc): unknown[][] {
    if (!this.covers(doc)) return [];
    const values = valuesAtPath(doc, this.geoField).filter((v) => v !== undefined && v !== null);
    if (values.length === 0) return [];
    const points = values.map((v) => {
      const p = toGeoPoint(v);
      if (typeof p === 'string') {
        throw new MongoError(Codes.Location16755, `Can't extract geo keys: { _id: ${formatValue(doc._id)}, ${this.geoField}: ${formatValue(v)} }  ${p}`);
      }
      return p;
    });
    const parts = this.partitionsOf(doc);
    return parts.flatMap((part) => points.map((p): GeoKey => [part, p]));
  }

  private partitionsOf(doc: Doc): string[] {
    let parts = [''];
    for (const field of this.otherFields) {
      const flat = valuesAtPath(doc, field).flatMap((v) => (Array.isArray(v) ? (v.length ? v : [undefined]) : [v]));
      const keys = [...new Set((flat.length ? flat : [null]).map((v) => valueKey(v ?? null)))];
      parts = joined(parts, keys);
    }
    return parts;
  }

  override add(keys: unknown[][], id: string): void {
    for (const [part, p] of keys as GeoKey[]) {
      let grid = this.grids.get(part);
      if (!grid) this.grids.set(part, (grid = new Grid()));
      grid.add(p, id);
    }
  }

  override remove(keys: unknown[][], id: string): void {
    for (const [part, p] of keys as GeoKey[]) {
      const grid = this.grids.get(part);
      if (!grid) continue;
      grid.remove(p, id);
      if (grid.empty) this.grids.delete(part);
    }
  }

  override conflict(): undefined {
    return undefined;
  }

  /**
   * The grids a query can match in: those its equalities on every other field
   * name (`{categoryId: 3}`, `$in`), else all of them. The query is still
   * checked on each document; this only leaves out grids none can be in.
   */
  private gridsFor(query: Doc | undefined): Grid[] {
    if (this.otherFields.length === 0 || !query) return [...this.grids.values()];
    const bounds = extractBounds(query);
    let parts = [''];
    for (const field of this.otherFields) {
      const eq = bounds.get(field)?.eq;
      if (!eq) return [...this.grids.values()];
      parts = joined(parts, [...new Set(eq.map(valueKey))]);
      if (parts.length > MAX_PICKED) return [...this.grids.values()];
    }
    return parts.map((p) => this.grids.get(p)).filter((g): g is Grid => g !== undefined);
  }

  /**
   * Whether every document of the grids `query` picks matches it, so it need
   * not be tested on each: the query is only equalities (`$eq`, `$in`) on the
   * index's other fields, which pick the grids. An array value puts a document
   * in the grid of each element, and an element equal to the value matches.
   */
  decides(query: Doc | undefined): boolean {
    if (!query || this.otherFields.length === 0) return false;
    const fields = exactFields(query);
    if (!fields || ![...fields].every((f) => this.otherFields.includes(f))) return false;
    const bounds = extractBounds(query);
    return this.otherFields.every((f) => bounds.get(f)?.eq !== undefined);
  }

  /** Ids nearest first with their distance in radians, up to `max`, from the grids `query` can match in. */
  *nearest(center: Point, max = Infinity, query?: Doc): Generator<Near> {
    const grids = this.gridsFor(query);
    // Each document once, at its nearest point: several points, or an array in another field
    // (several grids), give it several keys.
    const seen = new Set<string>();
    if (grids.length === 1) {
      for (const near of grids[0].nearest(center, max)) {
        if (seen.has(near.id)) continue;
        seen.add(near.id);
        yield near;
      }
      return;
    }
    const heads = new MinHeap<{ near: Near; walk: Generator<Near> }>((a, b) => byDistanceThenId(a.near, b.near));
    for (const grid of grids) {
      const walk = grid.nearest(center, max);
      const first = walk.next();
      if (!first.done) heads.push({ near: first.value, walk });
    }
    for (let head = heads.pop(); head; head = heads.pop()) {
      if (!seen.has(head.near.id)) {
        seen.add(head.near.id);
        yield head.near;
      }
      const next = head.walk.next();
      if (!next.done) heads.push({ near: next.value, walk: head.walk });
    }
  }

  /** Ids whose point may lie in the box (whole cells; the caller checks the shape). */
  *inBox(west: number, south: number, east: number, north: number, query?: Doc): Generator<string> {
    for (const grid of this.gridsFor(query)) yield* grid.inBox(west, south, east, north);
  }

  override describe(): Doc {
    return { ...super.describe(), '2dsphereIndexVersion': this.spec['2dsphereIndexVersion'] ?? 3 };
  }
}
