import { Marker, Popup } from '@directpay/shared-ui/map';
import { userIcon } from '../utils/marker-icons';
import { useMessages } from '#src/messages';

export function UserLocation({ position }: { position: { lat: number; lng: number } | null }) {
  const t = useMessages();
  if (!position) return null;
  return (
    <Marker position={[position.lat, position.lng]} icon={userIcon} title={t('map.yourLocation')} alt={t('map.yourLocation')} zIndexOffset={1000}>
      <Popup>{t('map.youAreHere')}</Popup>
    </Marker>
  );
}
