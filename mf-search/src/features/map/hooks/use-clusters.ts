import { useMemo } from 'react';
import Supercluster from 'supercluster';
import type { ClinicMarker } from '@directpay/contracts';

export interface ClinicPoint {
  id: string;
  name: string;
}

export type MapItem =
  | { kind: 'clinic'; id: string; name: string; lat: number; lng: number }
  | { kind: 'cluster'; id: number; count: number; lat: number; lng: number; expansionZoom: number };

/** Cluster radius in pixels: keeps the markers in a viewport to a few hundred at most. */
export const CLUSTER_RADIUS = 60;
/** Above this zoom every clinic is its own marker. */
export const CLUSTER_MAX_ZOOM = 16;

export function buildIndex(markers: readonly ClinicMarker[]): Supercluster<ClinicPoint> {
  const index = new Supercluster<ClinicPoint>({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM, minPoints: 3 });
  index.load(
    markers.map(([id, name, lat, lng]) => ({
      type: 'Feature' as const,
      properties: { id, name },
      geometry: { type: 'Point' as const, coordinates: [lng, lat] },
    })),
  );
  return index;
}

/** What to draw for a viewport: clusters and single clinics, never every clinic. */
export function itemsIn(index: Supercluster<ClinicPoint>, bbox: [number, number, number, number], zoom: number): MapItem[] {
  return index.getClusters(bbox, Math.round(zoom)).map((f) => {
    const [lng, lat] = f.geometry.coordinates;
    const p = f.properties as ClinicPoint | Supercluster.ClusterProperties;
    if ('cluster' in p && p.cluster) {
      return { kind: 'cluster', id: p.cluster_id, count: p.point_count, lat, lng, expansionZoom: index.getClusterExpansionZoom(p.cluster_id) };
    }
    const c = p as ClinicPoint;
    return { kind: 'clinic', id: c.id, name: c.name, lat, lng };
  });
}

export function useClusterIndex(markers: readonly ClinicMarker[] | undefined) {
  return useMemo(() => buildIndex(markers ?? []), [markers]);
}
