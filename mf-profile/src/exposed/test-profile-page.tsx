import { ClinicProfileScreen } from '../app/clinic-profile-screen';
import { MessagesReady } from '../components/messages-ready';

/** Route entry of /clinic_test/:id: the same profile, fed from the alternative data source (GET /test/:id). */
export default function TestProfilePage() {
  return (
    <MessagesReady>
      <ClinicProfileScreen source="test" countEvents={false} />
    </MessagesReady>
  );
}
