import { useCallback, useState } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import styled from 'styled-components';
import 'leaflet/dist/leaflet.css';
import type { ClinicMarkersResponse } from '@directpay/contracts';
import { Button, getRuntimeConfig, media, theme } from '@directpay/shared-ui';
import { FitAll } from './fit-all';
import { ClusterLayer } from './cluster-layer';
import { LocateButton } from './locate-button';
import { MarkerCard } from './marker-card';
import { UserLocation } from './user-location';
import { ViewSync, type MapView } from './view-sync';
import { MapStyles } from './map-styles';

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

const MarkersFailed = styled.div`
  position: absolute;
  top: 0.75rem;
  left: 50%;
  transform: translateX(-50%);
  z-index: 1000;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.5rem 0.75rem;
  background: #fff;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.15);
`;

interface Props {
  lat: number;
  lng: number;
  zoom: number;
  /** The server's clusters and clinics for the current viewport. */
  markers: ClinicMarkersResponse | undefined;
  markerStatus: 'pending' | 'error' | 'success';
  /** Asks the page to load the list and the markers again. */
  onRetry: () => void;
  /** Grows each time the visitor asks to see every clinic of the search. */
  fitAllRequest: number;
  userPosition: { lat: number; lng: number } | null;
  locate: () => Promise<{ lat: number; lng: number } | null>;
  onView: (view: MapView) => void;
}

/** The clinics of the category and service on a map, clustered; the list is its text alternative. */
export function ClinicMap({ lat, lng, zoom, markers, markerStatus, onRetry, fitAllRequest, userPosition, locate, onView }: Props) {
  const [selected, setSelected] = useState<string | null>(null);
  const close = useCallback(() => setSelected(null), []);

  return (
    <Frame role="region" aria-label="Map of clinics" data-testid="clinic-map" data-marker-status={markerStatus}>
      <MapStyles />
      <MapContainer center={[lat, lng]} zoom={zoom} maxZoom={MAX_ZOOM} minZoom={3} zoomControl worldCopyJump={false}>
        <TileLayer
          url={getRuntimeConfig().tileUrl}
          tileSize={256}
          maxZoom={MAX_ZOOM}
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        />
        <ViewSync lat={lat} lng={lng} zoom={zoom} onView={onView} />
        <ClusterLayer data={markers} onSelect={setSelected} />
        <FitAll request={fitAllRequest} bounds={markers?.bounds} />
        <UserLocation position={userPosition} />
        <LocateButton locate={locate} zoom={LOCATE_ZOOM} />
      </MapContainer>
      {markerStatus === 'error' && (
        <MarkersFailed role="alert">
          <span>The map's clinics could not be loaded.</span>
          <Button onClick={onRetry}>Retry</Button>
        </MarkersFailed>
      )}
      {selected && <MarkerCard key={selected} id={selected} onClose={close} />}
    </Frame>
  );
}
