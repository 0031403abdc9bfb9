import { useDeferredValue, useEffect } from 'react';
import { MapContainer, TileLayer, useMap } from '@directpay/shared-ui/map';
import 'leaflet/dist/leaflet.css';
import type { ClinicMarkersResponse } from '@directpay/contracts';
import { getRuntimeConfig } from '@directpay/shared-ui';
import { useMapMotionOptions } from '@directpay/shared-ui/remote-ui';
import type { MapView } from '../utils/map-view';
import { LOCATE_ZOOM, MAX_ZOOM, MIN_ZOOM } from '#src/features/search/utils/search-state';
import { ClusterLayer } from './cluster-layer';
import { FitAll } from './fit-all';
import { LocateButton } from './locate-button';
import { MapStyles } from './map-styles';
import { UserLocation } from './user-location';
import { ViewSync } from './view-sync';
import { MapControls } from './map-controls';
import { useMessages } from '#src/messages';

const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright" translate="no">OpenStreetMap</a>';

export interface LeafletMapProps {
  lat: number;
  lng: number;
  zoom: number;
  markers: ClinicMarkersResponse | undefined;
  fitAllRequest: number;
  /** "Show all" requests the static map answered before this map existed. */
  fitAllServed: number;
  userPosition: { lat: number; lng: number } | null;
  locate: () => Promise<{ lat: number; lng: number } | null>;
  onView: (view: MapView) => void;
  onSelect: (id: string) => void;
  /** Take the keyboard focus once created (the visitor was using the keyboard on the map drawn before it). */
  focusOnReady?: boolean;
}

function FocusOnReady() {
  const map = useMap();
  useEffect(() => {
    map.getContainer().focus();
  }, [map]);
  return null;
}

/**
 * The Leaflet map itself: tiles, the server's clusters and clinics, the
 * visitor's location and the locate-me button. It is a chunk of its own with
 * Leaflet, loaded after the page's first paint (see ClinicMap), so the list
 * never waits for it. It fills the map box, whose size is known before it mounts.
 */
export function LeafletMap({ lat, lng, zoom, markers, fitAllRequest, fitAllServed, userPosition, locate, onView, onSelect, focusOnReady = false }: LeafletMapProps) {
  // Creating the map (Leaflet measures its box) and drawing its tiles and markers are two
  // tasks, not one, so a phone's main thread is never held for the whole map at once.
  const layers = useDeferredValue(true, false);
  const motion = useMapMotionOptions();
  const t = useMessages();
  return (
    <>
      <MapStyles />
      <MapContainer center={[lat, lng]} zoom={zoom} maxZoom={MAX_ZOOM} minZoom={MIN_ZOOM} zoomControl={false} worldCopyJump={false} {...motion}>
        {layers && (
          <>
            <TileLayer
              url={getRuntimeConfig().tileUrl}
              tileSize={256}
              maxZoom={MAX_ZOOM}
              attribution={`&copy; ${t('map.attributionHtml', { link: OSM_LINK })}`}
            />
            <MapControls />
            <ViewSync lat={lat} lng={lng} zoom={zoom} onView={onView} />
            <ClusterLayer data={markers} onSelect={onSelect} />
            <FitAll request={fitAllRequest} served={fitAllServed} bounds={markers?.bounds} />
            <UserLocation position={userPosition} />
            <LocateButton locate={locate} zoom={LOCATE_ZOOM} />
            {focusOnReady && <FocusOnReady />}
          </>
        )}
      </MapContainer>
    </>
  );
}
