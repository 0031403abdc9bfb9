import { ClinicProfileScreen } from '../app/clinic-profile-screen';
import { MessagesReady } from '../components/messages-ready';

/** Route entry of /clinic/:id. */
export default function ProfilePage() {
  return (
    <MessagesReady>
      <ClinicProfileScreen source="public" countEvents />
    </MessagesReady>
  );
}
