import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer } from '@directpay/shared-ui/map';
import { getRuntimeConfig, theme } from '@directpay/shared-ui';
import { useMapMotionOptions } from '@directpay/shared-ui/remote-ui';
import type { Address } from '@directpay/contracts';
import { hasCoordinates } from '../lib/address';
import { useMessages } from '#src/messages';

/** Profile map zoom (spec section 9). */
const ZOOM = 13;

// Leaflet's default marker loads its PNGs by URL guessing that bundlers break; a CSS pin needs no files.
const pin = L.divIcon({
  className: 'directpay-pin',
  html: `<span style="display:block;width:24px;height:24px;border-radius:50% 50% 50% 0;background:${theme.colors.brand};border:2px solid #fff;transform:rotate(-45deg);box-shadow:0 1px 4px rgb(0 0 0 / .4)"></span>`,
  iconSize: [24, 24],
  iconAnchor: [12, 24],
  popupAnchor: [0, -24],
});

/** The Leaflet map inside clinic-map.tsx's box, centred on the clinic at zoom 13 with a marker. */
export function ClinicLeafletMap({ address }: { address: Address }) {
  const t = useMessages();
  const motion = useMapMotionOptions();
  if (!hasCoordinates(address)) return null;
  const center: [number, number] = [address.latitude, address.longitude];
  return (
    <MapContainer center={center} zoom={ZOOM} scrollWheelZoom={false} style={{ height: '100%', width: '100%' }} {...motion}>
      <TileLayer url={getRuntimeConfig().tileUrl} attribution={t('map.attribution', { osm: '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' })} />
      <Marker position={center} icon={pin} title={t('map.pin')} alt={t('map.pin')}>
        <Popup>{t('map.popup', { city: address.cityTown, state: address.state })}</Popup>
      </Marker>
    </MapContainer>
  );
}
