import { useMemo, useState } from 'react';
import { Marker, useMap, useMapEvents } from '@directpay/shared-ui/map';
import type { ClinicMarkersResponse } from '@directpay/contracts';
import { clinicIcon, clusterIcon } from '../utils/marker-icons';
import { useMessages } from '#src/messages';

/**
 * The server's clusters and clinics for the viewport (GET /clinics/markers
 * clusters them): a few hundred elements at most, whatever the data size.
 * Clicking a cluster zooms to where it splits.
 */
/** A marker's title and alt are the clinic's name: marked so translators (and the pseudo-locale check) leave them. */
const markNameUntranslated = (event: { target: { getElement(): HTMLElement | undefined } }) => event.target.getElement()?.setAttribute('translate', 'no');

export function ClusterLayer({ data, onSelect }: { data: ClinicMarkersResponse | undefined; onSelect: (id: string) => void }) {
  const t = useMessages();
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const clinicMarker = useMemo(() => clinicIcon(zoom), [zoom]);

  return (
    <>
      {data?.clusters.map(([lat, lng, count, expansionZoom]) => (
        <Marker
          key={`c${lat},${lng},${count}`}
          position={[lat, lng]}
          icon={clusterIcon(count, zoom)}
          title={t('map.cluster', { count })}
          eventHandlers={{ click: () => map.setView([lat, lng], Math.min(expansionZoom, map.getMaxZoom())) }}
        />
      ))}
      {data?.results.map(([id, name, lat, lng]) => (
        <Marker key={id} position={[lat, lng]} icon={clinicMarker} title={name} alt={name} eventHandlers={{ click: () => onSelect(id), add: markNameUntranslated }} />
      ))}
    </>
  );
}
