import { useCallback, useState } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import 'leaflet/dist/leaflet.css';
import { getRuntimeConfig, media, theme } from '@directpay/shared-ui';
import { getMarkers } from '../api/get-markers';
import { ClusterLayer } from './ClusterLayer';
import { LocateButton } from './LocateButton';
import { MarkerCard } from './MarkerCard';
import { UserLocation } from './UserLocation';
import { ViewSync, type MapView } from './ViewSync';
import { MapStyles } from './MapStyles';

/** Search map height on desktop (spec section 9). */
export const MAP_HEIGHT = 750;
const MAX_ZOOM = 18;
const LOCATE_ZOOM = 13;

const Frame = styled.div`
  position: relative;
  height: ${MAP_HEIGHT}px;
  border-radius: ${theme.radius};
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  background: #e8eef0;
  ${media.mobile} {
    height: calc(100dvh - 8rem);
    min-height: 420px;
    border-radius: 0;
  }
  .leaflet-container { height: 100%; width: 100%; background: #e8eef0; font: inherit; }
`;

interface Props {
  lat: number;
  lng: number;
  zoom: number;
  categoryId: number;
  service: string;
  userPosition: { lat: number; lng: number } | null;
  locate: () => Promise<{ lat: number; lng: number } | null>;
  onView: (view: MapView) => void;
  /** False until the page wants the markers (it lets the list load first). */
  loadMarkers?: boolean;
}

/** The clinics of the category and service on a map, clustered; the list is its text alternative. */
export function ClinicMap({ lat, lng, zoom, categoryId, service, userPosition, locate, onView, loadMarkers = true }: Props) {
  const [selected, setSelected] = useState<string | null>(null);
  const markers = useQuery({
    queryKey: ['markers', categoryId, service],
    queryFn: ({ signal }) => getMarkers(categoryId, service, signal),
    staleTime: 60_000,
    retry: 1,
    enabled: loadMarkers,
  });
  const close = useCallback(() => setSelected(null), []);

  return (
    <Frame role="region" aria-label="Map of clinics" data-testid="clinic-map" data-marker-status={markers.status}>
      <MapStyles />
      <MapContainer center={[lat, lng]} zoom={zoom} maxZoom={MAX_ZOOM} minZoom={3} zoomControl worldCopyJump={false}>
        <TileLayer
          url={getRuntimeConfig().tileUrl}
          tileSize={256}
          maxZoom={MAX_ZOOM}
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        />
        <ViewSync lat={lat} lng={lng} zoom={zoom} onView={onView} />
        <ClusterLayer markers={markers.data?.results} onSelect={setSelected} />
        <UserLocation position={userPosition} />
        <LocateButton locate={locate} zoom={LOCATE_ZOOM} />
      </MapContainer>
      {selected && <MarkerCard key={selected} id={selected} onClose={close} />}
    </Frame>
  );
}
