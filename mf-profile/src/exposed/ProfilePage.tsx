import { getClinic } from '../api/get-clinic';
import { ClinicProfileScreen } from '../app/ClinicProfileScreen';

/** Route entry of /clinic/:id. */
export default function ProfilePage() {
  return <ClinicProfileScreen load={getClinic} countEvents />;
}
