import { useEffect } from 'react';
import L from 'leaflet';
import { useMap } from '@directpay/shared-ui/map';
import { useMessages } from '#src/messages';

/** Leaflet's zoom buttons, titled in the page's language (Leaflet's own titles are English). */
export function ZoomControl() {
  const t = useMessages();
  const map = useMap();
  const zoomIn = t('map.zoomIn');
  const zoomOut = t('map.zoomOut');
  useEffect(() => {
    const control = L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
    return () => {
      control.remove();
    };
  }, [map, zoomIn, zoomOut]);
  return null;
}
