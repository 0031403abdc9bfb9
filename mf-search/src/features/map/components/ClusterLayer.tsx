import { useMemo, useState } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import type { ClinicMarker } from '@directpay/contracts';
import { itemsIn, useClusterIndex } from '../hooks/use-clusters';
import { clinicIcon, clusterIcon } from '../utils/marker-icons';

// Markers just outside the edges are drawn too, so panning does not pop them in.
const PAD = 0.25;

/** Clinics as clusters and markers for the current viewport and zoom. */
export function ClusterLayer({ markers, onSelect }: { markers: readonly ClinicMarker[] | undefined; onSelect: (id: string) => void }) {
  const map = useMap();
  const index = useClusterIndex(markers);
  const [view, setView] = useState(() => ({ bounds: map.getBounds().pad(PAD), zoom: map.getZoom() }));
  useMapEvents({ moveend: () => setView({ bounds: map.getBounds().pad(PAD), zoom: map.getZoom() }) });

  const items = useMemo(() => {
    const b = view.bounds;
    const bbox: [number, number, number, number] = [Math.max(-180, b.getWest()), Math.max(-85, b.getSouth()), Math.min(180, b.getEast()), Math.min(85, b.getNorth())];
    return itemsIn(index, bbox, view.zoom);
  }, [index, view]);

  const clinicMarker = useMemo(() => clinicIcon(view.zoom), [view.zoom]);

  return (
    <>
      {items.map((item) =>
        item.kind === 'cluster' ? (
          <Marker
            key={`c${item.id}`}
            position={[item.lat, item.lng]}
            icon={clusterIcon(item.count, view.zoom)}
            title={`${item.count} clinics: zoom in`}
            eventHandlers={{ click: () => map.setView([item.lat, item.lng], Math.min(item.expansionZoom, map.getMaxZoom())) }}
          />
        ) : (
          <Marker
            key={item.id}
            position={[item.lat, item.lng]}
            icon={clinicMarker}
            title={item.name}
            alt={item.name}
            eventHandlers={{ click: () => onSelect(item.id) }}
          />
        ),
      )}
    </>
  );
}
