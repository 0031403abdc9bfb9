import { useEffect } from 'react';
import L from 'leaflet';
import { useMap } from '@directpay/shared-ui/map';
import { useMessages } from '#src/messages';

/** Leaflet's own credit before the map's attribution (its link, with an English title). */
const LEAFLET_CREDIT = L.Control.Attribution.prototype.options.prefix;

/**
 * Leaflet's own controls in the page's language: the zoom buttons titled from the catalog
 * (Leaflet's titles are English), and its credit's title likewise, its name marked as a name.
 */
export function MapControls() {
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
  const creditTitle = t('map.leafletTitle');
  useEffect(() => {
    if (typeof LEAFLET_CREDIT !== 'string') return;
    map.attributionControl?.setPrefix(LEAFLET_CREDIT.replace(/title="[^"]*"/, `title="${creditTitle}" translate="no"`));
  }, [map, creditTitle]);
  return null;
}
