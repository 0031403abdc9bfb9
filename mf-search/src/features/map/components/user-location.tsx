import { Marker, Popup } from '@directpay/shared-ui/map';
import { userIcon } from '../utils/marker-icons';

export function UserLocation({ position }: { position: { lat: number; lng: number } | null }) {
  if (!position) return null;
  return (
    <Marker position={[position.lat, position.lng]} icon={userIcon} title="Your location" alt="Your location" zIndexOffset={1000}>
      <Popup>You are here!</Popup>
    </Marker>
  );
}
