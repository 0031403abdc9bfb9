import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { useMap } from '@directpay/shared-ui/map';
import { notify } from '@directpay/shared-ui';
import { LocateControl } from './locate-control';
import { t } from '#src/messages';

interface Props {
  locate: () => Promise<{ lat: number; lng: number } | null>;
  zoom: number;
}

/** Recentres the map on the user at zoom 13 (asks for the location again if needed). */
export function LocateButton({ locate, zoom }: Props) {
  const map = useMap();
  const ref = useRef<HTMLButtonElement>(null);
  // A click on the button must not also reach the map (drag, zoom, outside click).
  useEffect(() => {
    if (ref.current) L.DomEvent.disableClickPropagation(ref.current);
  }, []);
  return (
    <LocateControl
      ref={ref}
      onClick={async () => {
        const position = await locate();
        // Animated only on a map created with motion (shared-ui's useMapMotionOptions).
        if (position) map.setView([position.lat, position.lng], zoom, { animate: map.options.zoomAnimation });
        else notify.info(t('map.locationUnavailable'));
      }}
    />
  );
}
