/**
 * Server-side map clustering: one supercluster index per category + service,
 * built from every clinic of it the first time a map asks, then answered per
 * viewport and zoom (a few hundred clusters and clinics at most, whatever the
 * data size). Same radius, zoom range and minimum as the map used to cluster
 * with, so clusters look and expand the same.
 *
 * A write through the repository drops every index (the next map request
 * rebuilds its own); an index older than `ttlMs` (5 minutes, to pick up other processes'
 * writes) keeps answering while its replacement is built.
 */
import KDBush from 'kdbush';
import Supercluster from 'supercluster';
import type { ClinicMarker } from '@directpay/contracts';
import type { BBox } from './search-query';

export const CLUSTER_RADIUS = 60;
export const CLUSTER_MAX_ZOOM = 16;
/** Kept indexes (category x service); least recently used is dropped beyond this. */
const MAX_INDEXES = 24;

interface Props {
  id: string;
  name: string;
}

/** [latitude, longitude, clinics, zoom at which it splits]. */
export type MarkerCluster = [latitude: number, longitude: number, count: number, expansionZoom: number];

export interface MarkersView {
  /** Single clinics in the viewport: [id, name, latitude, longitude]. */
  results: ClinicMarker[];
  clusters: MarkerCluster[];
  /** Clinics of the category and service anywhere. */
  total: number;
  /** [west, south, east, north] around all of them; null when there are none. */
  bounds: BBox | null;
}

export interface ClusterIndex {
  index: Supercluster<Props>;
  /** Every clinic's exact [longitude, latitude] (supercluster keeps 32-bit floats), for counts in a viewport. */
  points: KDBush;
  total: number;
  bounds: BBox | null;
}

interface Entry {
  at: number;
  built: Promise<ClusterIndex>;
  /** The index once built. */
  ready?: ClusterIndex;
  /** The write generation it was read in. */
  generation: number;
  refreshing?: boolean;
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;

/** From markers with exact coordinates (rounded to 5 decimals, about 1 m, on the way out). */
export function buildClusterIndex(markers: ClinicMarker[]): ClusterIndex {
  const index = new Supercluster<Props>({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM, minPoints: 3 });
  const points = new KDBush(markers.length, 64, Float64Array);
  let [w, s, e, n] = [180, 90, -180, -90];
  const features = markers.map(([id, name, lat, lng]) => {
    w = Math.min(w, lng);
    e = Math.max(e, lng);
    s = Math.min(s, lat);
    n = Math.max(n, lat);
    points.add(lng, lat);
    return { type: 'Feature' as const, properties: { id, name }, geometry: { type: 'Point' as const, coordinates: [lng, lat] } };
  });
  index.load(features);
  points.finish();
  return { index, points, total: markers.length, bounds: markers.length ? [round(w), round(s), round(e), round(n)] : null };
}

/**
 * How many clinics lie in the viewport (edges included, as the search's
 * $gte/$lte): the same set as the search filter of the same category and
 * service, counted from memory.
 */
export function countIn(built: ClusterIndex, bbox: BBox): number {
  return built.total === 0 ? 0 : built.points.range(bbox[0], bbox[1], bbox[2], bbox[3]).length;
}

/** What a map at `zoom` showing `bbox` draws. */
export function viewOf(built: ClusterIndex, bbox: BBox, zoom: number): MarkersView {
  const results: ClinicMarker[] = [];
  const clusters: MarkerCluster[] = [];
  const z = Math.max(0, Math.min(CLUSTER_MAX_ZOOM + 1, Math.round(zoom)));
  for (const f of built.index.getClusters(bbox, z)) {
    const [lng, lat] = f.geometry.coordinates;
    const p = f.properties as Props | Supercluster.ClusterProperties;
    if ('cluster' in p && p.cluster) {
      clusters.push([round(lat), round(lng), p.point_count, built.index.getClusterExpansionZoom(p.cluster_id)]);
    } else {
      const c = p as Props;
      results.push([c.id, c.name, round(lat), round(lng)]);
    }
  }
  return { results, clusters, total: built.total, bounds: built.bounds };
}

export class ClusterCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every write, so an index whose read overlapped a write is never kept. */
  private generation = 0;

  constructor(private readonly ttlMs = 300_000) {}

  get(key: string, load: () => Promise<ClinicMarker[]>): Promise<ClusterIndex> {
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last, so the first key is the one to drop.
      this.entries.delete(key);
      this.entries.set(key, hit);
      if (Date.now() - hit.at >= this.ttlMs && !hit.refreshing) {
        hit.refreshing = true;
        void this.build(key, load).built.catch(() => undefined);
      }
      return hit.built;
    }
    return this.build(key, load).built;
  }

  /**
   * The index of `key` when one is built from data read after the last write
   * through this repository, and younger than the refresh age; else undefined
   * (nothing is read or built).
   */
  peek(key: string): ClusterIndex | undefined {
    const hit = this.entries.get(key);
    return hit?.ready && hit.generation === this.generation && Date.now() - hit.at < this.ttlMs ? hit.ready : undefined;
  }

  private build(key: string, load: () => Promise<ClinicMarker[]>): Entry {
    const generation = this.generation;
    const built = load().then(buildClusterIndex);
    const entry: Entry = { at: Date.now(), built, generation };
    built.then(
      (ready) => (entry.ready = ready),
      () => undefined,
    );
    const previous = this.entries.get(key);
    const keep = () => {
      if (this.generation !== generation) return;
      this.entries.delete(key);
      this.entries.set(key, entry);
      while (this.entries.size > MAX_INDEXES) this.entries.delete(this.entries.keys().next().value as string);
    };
    if (previous) {
      // A refresh replaces the index once it is ready; until then the old one answers.
      built.then(keep, () => {
        previous.refreshing = false;
      });
    } else {
      keep();
      built.then(
        () => {
          if (this.generation !== generation && this.entries.get(key) === entry) this.entries.delete(key);
        },
        () => {
          if (this.entries.get(key) === entry) this.entries.delete(key);
        },
      );
    }
    return entry;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  async around<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.invalidate();
    }
  }
}
